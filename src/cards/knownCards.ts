/**
 * Every card the app knows without asking Scryfall: the sample pool, its tokens, and whatever
 * the card cache holds (decklists looked up online, an imported bulk-data file). The pool the
 * in-game card search looks through.
 */
import type { CardData } from '../engine'
import { typeLineHas } from '../engine/cardRules'
import { normaliseName } from './names'
import { loadSamplePool } from './samplePool'

const TOKEN_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token'])

/** A token is created (111.1), never put into a zone as a card. */
export function isTokenData(card: CardData): boolean {
  return TOKEN_LAYOUTS.has(card.layout ?? '') || typeLineHas(card.type_line ?? '', 'Token')
}

/**
 * A card's name is its identity (201.2); tokens share names ('Soldier' in white and in red), so a
 * token is known by what it is: name, types, text, power and toughness, colours.
 */
function knownKey(card: CardData): string {
  const name = normaliseName(card.name)
  if (!isTokenData(card)) return `card:${name}`
  const { type_line, oracle_text, power, toughness, colors } = card
  return `token:${JSON.stringify([name, type_line, oracle_text, power, toughness, colors])}`
}

/** One entry per card (and per different token): cached Scryfall data wins, it has images. */
export function mergeKnownCards(...sources: readonly (readonly CardData[])[]): CardData[] {
  const byKey = new Map<string, CardData>()
  for (const cards of sources) {
    for (const card of cards) {
      const key = knownKey(card)
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
