/**
 * The built-in sample decks' card pool, decklists and tokens. Each loads lazily (a chunk of its
 * own), so the first paint does not wait for card data; this module itself is small and free of
 * the deck reader, for the setup screen (sampleDecks.ts turns the pool into a game's setup).
 */
import type { CardData } from '../engine'

export interface SampleDeck {
  id: string
  name: string
  commanders: string[]
  cards: { count: number; name: string }[]
}

export interface SamplePool {
  cards: CardData[]
  /** In seat order: A1, A2, B1, B2. */
  decks: SampleDeck[]
  tokens: CardData[]
}

/** Seat ids in seat order (GameSetup: teams[0].players[i] sits opposite teams[1].players[i]). */
export const SEATS = ['A1', 'A2', 'B1', 'B2'] as const
export type Seat = (typeof SEATS)[number]

let loading: Promise<SamplePool> | null = null

export function loadSamplePool(): Promise<SamplePool> {
  loading ??= Promise.all([
    import('./sample/pool.json'),
    import('./sample/decks.json'),
    import('./sample/tokens.json'),
  ]).then(([pool, decks, tokens]) => ({
    cards: pool.default as CardData[],
    decks: decks.default as SampleDeck[],
    tokens: tokens.default as CardData[],
  }))
  loading.catch(() => {
    loading = null
  })
  return loading
}
