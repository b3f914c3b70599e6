/**
 * "Download every card for offline play": Scryfall's bulk-data index names the current Oracle
 * Cards file (one printing of every card, about 160 MB); its body streams through the import
 * worker and into the card cache like a picked file. Only Scryfall's bulk-data host is trusted
 * with the download, and the Content-Security-Policy allows no other.
 */
import { getDownloadRecord, setDownloadRecord } from '../cache'
import { cardDataMessage } from '../messages'
import { isJsonObject } from '../scryfall/fields'
import { scryfallRequest, type RequestOptions } from '../scryfall/request'
import {
  BulkImportError,
  importBulkFile,
  importBulkStream,
  type BulkImportOptions,
} from './importBulkFile'

export const BULK_INDEX_URL = 'https://api.scryfall.com/bulk-data'
/** Where Scryfall serves its bulk files; vite.config.ts's connect-src names it too. */
export const BULK_FILE_ORIGIN = 'https://data.scryfall.io'
const ORACLE_CARDS = 'oracle_cards'

export interface BulkFileInfo {
  /** When Scryfall made this file (ISO 8601). */
  updatedAt: string
  /** Its size unpacked, in bytes. */
  size: number
  downloadUri: string
}

/** The current Oracle Cards file, as the index describes it. */
export async function findOracleCardsFile(options: RequestOptions = {}): Promise<BulkFileInfo> {
  const outcome = await scryfallRequest(
    BULK_INDEX_URL,
    { headers: { Accept: 'application/json' } },
    options,
  )
  if (outcome.kind === 'unreachable') {
    throw new BulkImportError(cardDataMessage('scryfall.unreachable'))
  }
  const { response } = outcome
  if (!response.ok) {
    throw new BulkImportError(cardDataMessage('scryfall.http', { status: response.status }))
  }
  const index = (await response.json().catch(() => null)) as unknown
  const files = isJsonObject(index) && Array.isArray(index['data']) ? index['data'] : []
  const oracle = files.find((file) => isJsonObject(file) && file['type'] === ORACLE_CARDS)
  const info = isJsonObject(oracle) ? readInfo(oracle) : null
  if (!info) throw new BulkImportError(cardDataMessage('download.noFile'))
  return info
}

function readInfo(entry: Readonly<Record<string, unknown>>): BulkFileInfo | null {
  const { updated_at: updatedAt, size, download_uri: downloadUri } = entry
  if (typeof updatedAt !== 'string' || typeof downloadUri !== 'string') return null
  if (!isBulkHost(downloadUri)) return null
  return { updatedAt, size: typeof size === 'number' ? size : 0, downloadUri }
}

/** https://data.scryfall.io/… and nothing else, however the address is dressed up. */
export function isBulkHost(address: string): boolean {
  try {
    const url = new URL(address)
    return url.origin === BULK_FILE_ORIGIN && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

export interface DownloadOptions extends BulkImportOptions {
  fetch?: typeof fetch
}

/** Downloads `file` and stores every card in it; the record then says which file it was. */
export async function downloadBulkFile(
  file: BulkFileInfo,
  options: DownloadOptions = {},
): Promise<{ count: number }> {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let response: Response
  try {
    response = await send(file.downloadUri, options.signal ? { signal: options.signal } : {})
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new BulkImportError(cardDataMessage('scryfall.unreachable'))
  }
  if (!response.ok || !response.body) {
    throw new BulkImportError(cardDataMessage('scryfall.http', { status: response.status }))
  }
  const total = file.size > 0 ? file.size : Number(response.headers.get('Content-Length') ?? 0)
  const body = response.body
  const { count } = await importBulkStream(body, total, options).catch(async (error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'DataCloneError')) throw error
    // No transferable streams in this browser: the file is read whole here, then handed over.
    return importBulkFile(await new Response(body).blob(), options)
  })
  await setDownloadRecord({ updatedAt: file.updatedAt, count }).catch(() => undefined)
  return { count }
}

/** What the dialog says about the stored download: none, current, or older than Scryfall's. */
export type DownloadStatus =
  | { kind: 'none' }
  | { kind: 'current'; updatedAt: string; count: number }
  | { kind: 'outdated'; updatedAt: string; count: number; newer: BulkFileInfo }

export async function checkDownload(latest: BulkFileInfo | null): Promise<DownloadStatus> {
  const record = await getDownloadRecord().catch(() => undefined)
  if (!record) return { kind: 'none' }
  const stored = { updatedAt: record.updatedAt, count: record.count }
  if (latest && Date.parse(latest.updatedAt) > Date.parse(record.updatedAt)) {
    return { kind: 'outdated', ...stored, newer: latest }
  }
  return { kind: 'current', ...stored }
}
