/** Messages between the bulk-import worker and the page. */
import type { Message } from '../../engine'
import type { ScryfallCardData } from '../types'

export type BulkWorkerRequest = { type: 'import'; file: Blob } | { type: 'cancel' }

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
