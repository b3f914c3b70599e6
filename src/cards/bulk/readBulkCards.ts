/**
 * A Scryfall bulk-data stream ("Oracle Cards", "Default Cards" or "All Cards") → the cards the app
 * keeps: checked to be cards at all, adapted, one printing per Oracle card (an English, paper,
 * default one when the file has it), art-series cards left out.
 * Runs in the import worker; plain TS so tests and the bench run it directly.
 */
import { isAdaptError, toCardData } from '../scryfall/adapter'
import { isJsonObject, type JsonObject } from '../scryfall/fields'
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

/**
 * How well a printing stands for its Oracle card: English, card-sized, paper, the default version.
 * All Cards lists Japanese, oversized and Arena-only printings too; none of them should be the
 * card a player sees (a foreign image, an oversized commander's 'Display' copy).
 */
function printingScore(item: JsonObject): number {
  const lang = item['lang']
  const games = item['games']
  const paper = Array.isArray(games) ? games.includes('paper') : item['digital'] !== true
  return (
    (lang === undefined || lang === 'en' ? 8 : 0) +
    (item['oversized'] === true ? 0 : 4) +
    (paper ? 2 : 0) +
    (item['promo'] === true || item['variation'] === true ? 0 : 1)
  )
}
const BEST_PRINTING = 15

export async function readBulkCards(
  stream: ReadableStream<Uint8Array>,
  { onBatch, onProgress, signal, batchSize = 500 }: BulkReadOptions,
): Promise<BulkReadResult> {
  /** Oracle cards whose best printing has been sent. */
  const settled = new Set<string>()
  /** The best printing so far of Oracle cards still waiting for a better one. */
  const waiting = new Map<string, { card: ScryfallCardData; score: number }>()
  let batch: ScryfallCardData[] = []
  let count = 0
  let skipped = 0
  const send = (card: ScryfallCardData): void => {
    batch.push(card)
    count += 1
    if (batch.length >= batchSize) {
      onBatch(batch)
      batch = []
    }
  }
  const keep = (item: unknown, index: number): void => {
    if (index === 0) checkFirstItem(item)
    const card = toCardData(item)
    if (isAdaptError(card)) {
      skipped += 1
      return
    }
    if (LEFT_OUT_LAYOUTS.has(card.layout ?? '')) return
    const oracleId = card.oracle_id
    if (oracleId === undefined || !isJsonObject(item)) {
      send(card)
      return
    }
    // Default Cards lists every printing: the first of the best ones stands for the Oracle card.
    if (settled.has(oracleId)) return
    const score = printingScore(item)
    if (score === BEST_PRINTING) {
      settled.add(oracleId)
      waiting.delete(oracleId)
      send(card)
      return
    }
    const best = waiting.get(oracleId)
    if (!best || score > best.score) waiting.set(oracleId, { card, score })
  }
  const { items } = await parseBulkStream(
    stream,
    keep,
    ({ bytesRead }) => onProgress?.({ bytesRead, cards: count }),
    signal,
  )
  if (items === 0) throw new BulkFileError('emptyList')
  for (const { card } of waiting.values()) send(card)
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
