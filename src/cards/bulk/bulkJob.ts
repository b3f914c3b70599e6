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

/** What the job reads: a picked file, or a download's body and the size Scryfall gave for it. */
export type BulkSource = Blob | { stream: ReadableStream<Uint8Array>; total: number }

export async function runBulkJob(
  source: BulkSource,
  post: (message: BulkWorkerMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  let lastProgressAt = Number.NEGATIVE_INFINITY
  const file = isBlob(source) ? { stream: source.stream(), total: source.size } : source
  try {
    const { count } = await readBulkCards(file.stream, {
      signal,
      onBatch: (cards) => post({ type: 'cards', cards }),
      onProgress: ({ bytesRead, cards }) => {
        const now = performance.now()
        if (now - lastProgressAt < PROGRESS_INTERVAL_MS && bytesRead < file.total) return
        lastProgressAt = now
        post({ type: 'progress', bytesRead, total: file.total, cards })
      },
    })
    post({ type: 'done', count })
  } catch (error) {
    if (signal.aborted) post({ type: 'cancelled' })
    else post(failure(error))
  }
}

/** By shape: a Blob from another realm (a test's Node Blob) fails instanceof. */
function isBlob(source: BulkSource): source is Blob {
  return typeof source.stream === 'function'
}

function failure(error: unknown): BulkWorkerMessage {
  if (error instanceof BulkFileError)
    return { type: 'error', message: error.message, detail: error.detail, refused: true }
  const detail = cardDataMessage('bulk.unreadable', {
    detail: error instanceof Error ? error.message : String(error),
  })
  return { type: 'error', message: inEnglish(detail), detail, refused: false }
}
