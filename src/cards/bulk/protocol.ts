/** Messages between the bulk-import worker and the page. */
import type { Message } from '../../engine'
import type { ScryfallCardData } from '../types'

/**
 * A picked file, or a download the page started: its body is handed over as a stream (the page
 * fetches, so the page's Content-Security-Policy decides which host may answer), with the size
 * Scryfall's index gave for it (the body arrives unpacked, so its Content-Length would not do).
 */
export type BulkWorkerRequest =
  | { type: 'import'; file: Blob }
  | { type: 'stream'; stream: ReadableStream<Uint8Array>; total: number }
  | { type: 'cancel' }

export interface BulkImportProgress {
  bytesRead: number
  /** The file's size in bytes. */
  total: number
  /** Cards kept so far. */
  cards: number
}

export type BulkWorkerMessage =
  | ({ type: 'progress' } & BulkImportProgress)
  | { type: 'cards'; cards: ScryfallCardData[] }
  | { type: 'done'; count: number }
  /**
   * `message` is for people (English), `detail` the same as a catalog message; `refused` marks a
   * file that is not a bulk-data file at all.
   */
  | { type: 'error'; message: string; detail: Message; refused: boolean }
  | { type: 'cancelled' }
