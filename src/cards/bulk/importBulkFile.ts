/**
 * Offline card data: the user picks a Scryfall bulk-data file, a worker reads it, and the cards
 * go into the card cache in one transaction at the end, so a refused, failed or cancelled
 * import stores nothing.
 */
import type { Message } from '../../engine'
import { cacheCards } from '../cache'
import { cardDataMessage, inEnglish } from '../messages'
import type { ScryfallCardData } from '../types'
import type { BulkImportProgress, BulkWorkerMessage, BulkWorkerRequest } from './protocol'

/** The part of a Worker the import uses; tests hand in a fake that runs in the same thread. */
export interface BulkWorkerPort {
  postMessage(request: BulkWorkerRequest, transfer?: Transferable[]): void
  terminate(): void
  onmessage: ((event: MessageEvent<BulkWorkerMessage>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

export interface BulkImportOptions {
  onProgress?: (progress: BulkImportProgress) => void
  signal?: AbortSignal
  createWorker?: () => BulkWorkerPort
}

/** A refused file or a failed read: English words, and `detail` for the interface to say. */
export class BulkImportError extends Error {
  override name = 'BulkImportError'
  readonly detail: Message
  constructor(detail: Message, english: string = inEnglish(detail)) {
    super(english)
    this.detail = detail
  }
}

/** "The import stopped: …" (the page could not finish, for a reason of its own words). */
export function importStopped(detail: string): Message {
  return cardDataMessage('bulk.stopped', { detail })
}

function startBulkWorker(): BulkWorkerPort {
  return new Worker(new URL('./bulk.worker.ts', import.meta.url), { type: 'module' })
}

export async function importBulkFile(
  file: Blob,
  options: BulkImportOptions = {},
): Promise<{ count: number }> {
  return readAndStore({ type: 'import', file }, options)
}

/** A download's body (see downloadBulk.ts), read in the worker and stored like a picked file. */
export async function importBulkStream(
  stream: ReadableStream<Uint8Array>,
  total: number,
  options: BulkImportOptions = {},
): Promise<{ count: number }> {
  return readAndStore({ type: 'stream', stream, total }, options)
}

async function readAndStore(
  request: Exclude<BulkWorkerRequest, { type: 'cancel' }>,
  options: BulkImportOptions,
): Promise<{ count: number }> {
  const cards = await readInWorker(request, options)
  try {
    await cacheCards(cards)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new BulkImportError(cardDataMessage('bulk.notStored', { detail }))
  }
  return { count: cards.length }
}

function readInWorker(
  request: Exclude<BulkWorkerRequest, { type: 'cancel' }>,
  options: BulkImportOptions,
): Promise<ScryfallCardData[]> {
  const { signal, onProgress } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const worker = (options.createWorker ?? startBulkWorker)()
    const staged: ScryfallCardData[] = []
    let settled = false
    const settle = (outcome: () => void): void => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', cancel)
      worker.terminate()
      outcome()
    }
    function cancel(): void {
      worker.postMessage({ type: 'cancel' })
      settle(() => reject(signal?.reason))
    }
    worker.onmessage = ({ data: message }) => {
      if (message.type === 'cards') {
        for (const card of message.cards) staged.push(card)
      } else if (message.type === 'progress') {
        const { bytesRead, total, cards } = message
        onProgress?.({ bytesRead, total, cards })
      } else if (message.type === 'done') {
        settle(() => resolve(staged))
      } else if (message.type === 'error') {
        settle(() => reject(new BulkImportError(message.detail, message.message)))
      } else {
        settle(() => reject(signal?.reason ?? new DOMException('Import cancelled', 'AbortError')))
      }
    }
    worker.onerror = (event) => {
      settle(() => reject(new BulkImportError(importStopped(event.message))))
    }
    signal?.addEventListener('abort', cancel, { once: true })
    try {
      // A stream moves to the worker (transferred), so the page holds none of the file.
      if (request.type === 'stream') worker.postMessage(request, [request.stream])
      else worker.postMessage(request)
    } catch (error) {
      // A browser that can't transfer streams says DataCloneError; the stream is still unread.
      settle(() => reject(error))
    }
  })
}
