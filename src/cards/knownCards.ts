/**
 * Every card the app knows without asking Scryfall: the sample pool, its tokens, and whatever
 * the card cache holds (decklists looked up online, an imported bulk-data file). The pool the
 * in-game card search looks through.
 */
import type { CardData } from '../engine'
import { normaliseName } from './names'
import { loadSamplePool } from './sampleDecks'

const TOKEN_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token'])

/** A token is created (111.1), never put into a zone as a card. */
export function isTokenData(card: CardData): boolean {
  return TOKEN_LAYOUTS.has(card.layout ?? '') || /^Token\b/.test(card.type_line ?? '')
}

/** One entry per name (tokens apart from cards): cached Scryfall data wins, it has images. */
export function mergeKnownCards(...sources: readonly (readonly CardData[])[]): CardData[] {
  const byKey = new Map<string, CardData>()
  for (const cards of sources) {
    for (const card of cards) {
      const key = `${isTokenData(card) ? 'token' : 'card'}:${normaliseName(card.name)}`
      if (!byKey.has(key)) byKey.set(key, card)
    }
  }
  return [...byKey.values()]
}

let loading: Promise<CardData[]> | null = null

/**
 * Loaded once and kept: reading 30,000 cached cards takes a moment. A browser without
 * IndexedDB still gets the sample pool.
 */
export function loadKnownCards(): Promise<CardData[]> {
  loading ??= Promise.all([
    // The cache's module (and the Scryfall client it uses) is a chunk of its own: the setup
    // screen asks for the known cards, but paints without it (issue 10).
    import('./cache').then((cache) => cache.loadCachedCards()).catch(() => []),
    loadSamplePool().catch(() => ({ cards: [], tokens: [] })),
  ]).then(([cached, pool]) => mergeKnownCards(cached, pool.cards, pool.tokens))
  return loading
}

/** The cache changed (an import, a lookup, a clear): the next load reads it again. */
export function forgetKnownCards(): void {
  loading = null
}
