/**
 * A Scryfall bulk-data stream ("Oracle Cards" or "Default Cards") → the cards the app keeps:
 * checked to be cards at all, adapted, one printing per Oracle card, art-series cards left out.
 * Runs in the import worker; plain TS so tests and the bench run it directly.
 */
import { isAdaptError, toCardData } from '../scryfall/adapter'
import { isJsonObject } from '../scryfall/fields'
import type { ScryfallCardData } from '../types'
import { BulkFileError, parseBulkStream } from './parseBulkStream'

export interface BulkReadProgress {
  bytesRead: number
  /** Cards kept so far. */
  cards: number
}

export interface BulkReadOptions {
  /** Kept cards, `batchSize` at a time (the last batch may be smaller). */
  onBatch: (cards: ScryfallCardData[]) => void
  onProgress?: (progress: BulkReadProgress) => void
  signal?: AbortSignal
  batchSize?: number
}

export interface BulkReadResult {
  /** Cards kept. */
  count: number
  /** Objects read from the file, kept or not. */
  read: number
  /** Objects that were not readable cards (a broken entry does not sink the whole file). */
  skipped: number
}

/** Art cards from art-series boosters are not game cards, and nobody plays them. */
const LEFT_OUT_LAYOUTS: ReadonlySet<string> = new Set(['art_series'])

export async function readBulkCards(
  stream: ReadableStream<Uint8Array>,
  { onBatch, onProgress, signal, batchSize = 500 }: BulkReadOptions,
): Promise<BulkReadResult> {
  const oracleIds = new Set<string>()
  let batch: ScryfallCardData[] = []
  let count = 0
  let skipped = 0
  const keep = (item: unknown, index: number): void => {
    if (index === 0) checkFirstItem(item)
    const card = toCardData(item)
    if (isAdaptError(card)) {
      skipped += 1
      return
    }
    if (LEFT_OUT_LAYOUTS.has(card.layout ?? '')) return
    // Default Cards lists every printing: the first one stands for the Oracle card.
    if (card.oracle_id !== undefined) {
      if (oracleIds.has(card.oracle_id)) return
      oracleIds.add(card.oracle_id)
    }
    batch.push(card)
    count += 1
    if (batch.length >= batchSize) {
      onBatch(batch)
      batch = []
    }
  }
  const { items } = await parseBulkStream(
    stream,
    keep,
    ({ bytesRead }) => onProgress?.({ bytesRead, cards: count }),
    signal,
  )
  if (items === 0) throw new BulkFileError('emptyList')
  if (batch.length > 0) onBatch(batch)
  return { count, read: items, skipped }
}

/** Scryfall's other bulk files (rulings) and other JSON lists fail here, before any work. */
function checkFirstItem(item: unknown): void {
  const kind = isJsonObject(item) ? item['object'] : undefined
  if (kind === 'card') return
  if (typeof kind === 'string') throw new BulkFileError('firstKind', { kind })
  throw new BulkFileError('firstNotCard')
}
