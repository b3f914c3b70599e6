/**
 * What the bulk-import worker does with one file, as a plain function of the file, a way to post
 * messages and a stop signal, so it also runs in tests without a Worker.
 */
import { cardDataMessage, inEnglish } from '../messages'
import { BulkFileError } from './parseBulkStream'
import type { BulkWorkerMessage } from './protocol'
import { readBulkCards } from './readBulkCards'

/** Progress is posted at most this often; a 500 MB file arrives in thousands of chunks. */
const PROGRESS_INTERVAL_MS = 100

export async function runBulkJob(
  file: Blob,
  post: (message: BulkWorkerMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  let lastProgressAt = Number.NEGATIVE_INFINITY
  try {
    const { count } = await readBulkCards(file.stream(), {
      signal,
      onBatch: (cards) => post({ type: 'cards', cards }),
      onProgress: ({ bytesRead, cards }) => {
        const now = performance.now()
        if (now - lastProgressAt < PROGRESS_INTERVAL_MS && bytesRead < file.size) return
        lastProgressAt = now
        post({ type: 'progress', bytesRead, total: file.size, cards })
      },
    })
    post({ type: 'done', count })
  } catch (error) {
    if (signal.aborted) post({ type: 'cancelled' })
    else post(failure(error))
  }
}

function failure(error: unknown): BulkWorkerMessage {
  if (error instanceof BulkFileError)
    return { type: 'error', message: error.message, detail: error.detail, refused: true }
  const detail = cardDataMessage('bulk.unreadable', {
    detail: error instanceof Error ? error.message : String(error),
  })
  return { type: 'error', message: inEnglish(detail), detail, refused: false }
}
