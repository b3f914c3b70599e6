/**
 * Bulk-data import speed and memory: a generated 30,000-card file (the size of Scryfall's
 * "Oracle Cards"), fed as a stream in 64 KB chunks through what the import worker runs — the
 * streaming parser, the card checks, the Oracle-id dedupe. Node only (process.memoryUsage).
 */
import { readBulkCards } from '../src/cards/bulk/readBulkCards'
import { bulkText, generateBulkCards, streamOf } from '../tests/cards/bulkFile'

const CARDS = 30_000
const CHUNK_BYTES = 64 * 1024
const MB = 1024 * 1024

const round = (value: number, digits = 0) => Number(value.toFixed(digits))

export async function run(): Promise<Record<string, number>> {
  const bytes = new TextEncoder().encode(bulkText(generateBulkCards(CARDS, 1)))
  // Under `node --expose-gc` the generator's garbage is gone before measuring; else it is noise.
  ;(globalThis as { gc?: () => void }).gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  let peak = heapBefore
  const sampleHeap = () => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }
  let kept = 0
  const started = performance.now()
  await readBulkCards(
    streamOf(bytes, () => CHUNK_BYTES),
    {
      onBatch: (cards) => {
        kept += cards.length
      },
      onProgress: sampleHeap,
    },
  )
  const elapsed = performance.now() - started
  sampleHeap()
  if (kept !== CARDS) throw new Error(`bench: kept ${kept} cards of ${CARDS}`)
  return {
    'bulk parse 30k cards (ms)': round(elapsed),
    'bulk parse peak heap (MB)': round(peak / MB, 1),
    /** What parsing added on top of the file's own bytes and the rest of the process. */
    'bulk parse heap growth (MB)': round((peak - heapBefore) / MB, 1),
    'bulk file size (MB)': round(bytes.length / MB, 1),
  }
}
