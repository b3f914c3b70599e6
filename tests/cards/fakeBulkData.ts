/**
 * A stand-in for Scryfall's bulk-data index (api.scryfall.com/bulk-data) and its file host
 * (data.scryfall.io): a fetch that answers both from cards given here. No network.
 */
import { vi } from 'vitest'
import { bulkText, streamOfText } from './bulkFile'

export const FAKE_FILE_URI = 'https://data.scryfall.io/oracle-cards/oracle-cards-20261201.json'

export interface FakeBulkData {
  cards: readonly unknown[]
  updatedAt: string
  /** Where the index says the file is (default FAKE_FILE_URI). */
  downloadUri?: string
}

/** Scryfall's index, the way /bulk-data sends it: the Oracle Cards entry among others. */
export function bulkIndex({ cards, updatedAt, downloadUri = FAKE_FILE_URI }: FakeBulkData) {
  const size = new TextEncoder().encode(bulkText(cards)).length
  return {
    object: 'list',
    has_more: false,
    data: [
      {
        object: 'bulk_data',
        type: 'rulings',
        updated_at: updatedAt,
        size: 20,
        download_uri: 'https://data.scryfall.io/rulings/rulings.json',
        content_type: 'application/json',
        content_encoding: 'gzip',
      },
      {
        object: 'bulk_data',
        type: 'oracle_cards',
        name: 'Oracle Cards',
        updated_at: updatedAt,
        size,
        download_uri: downloadUri,
        content_type: 'application/json',
        content_encoding: 'gzip',
      },
    ],
  }
}

/** A fetch over the index and its file; `data` can be swapped to play a newer file. */
export function fakeBulkData(initial: FakeBulkData) {
  const state = { data: initial }
  const asked: string[] = []
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = String(input)
    asked.push(url)
    if (url === 'https://api.scryfall.com/bulk-data') {
      return new Response(JSON.stringify(bulkIndex(state.data)), {
        headers: { 'Content-Type': 'application/json' },
      })
    }
    if (url === (state.data.downloadUri ?? FAKE_FILE_URI)) {
      return new Response(streamOfText(bulkText(state.data.cards), () => 512))
    }
    return new Response('not found', { status: 404 })
  })
  return { fetch, asked, state }
}
