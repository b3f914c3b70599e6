/**
 * Finding a card by name as the user types: exact name first, then names that start with what
 * was typed, then names with words that start with it, then names that merely contain it.
 */
import type { CardData } from '../engine'
import { normaliseName } from './names'

export { normaliseName } from './names'

interface SearchKeys {
  /** The full name and each face's name, normalised. */
  names: string[]
  words: string[]
  length: number
}

const RANK = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3 } as const
const NO_MATCH = -1
const WORD_BREAK = /[^\p{L}\p{N}]+/u

/** Normalising 30,000 names on every key press would be slow; a card's keys never change. */
const keysByCard = new WeakMap<CardData, SearchKeys>()

function searchKeys(card: CardData): SearchKeys {
  let keys = keysByCard.get(card)
  if (!keys) {
    const full = normaliseName(card.name)
    const faces = (card.card_faces ?? []).map((face) => normaliseName(face.name))
    keys = { names: [full, ...faces], words: splitWords(full), length: card.name.length }
    keysByCard.set(card, keys)
  }
  return keys
}

function splitWords(text: string): string[] {
  return text.split(WORD_BREAK).filter((word) => word !== '')
}

function rankOf(keys: SearchKeys, query: string, queryWords: readonly string[]): number {
  const { names, words } = keys
  if (names.includes(query)) return RANK.exact
  if (names.some((name) => name.startsWith(query))) return RANK.prefix
  const everyWordStarts =
    queryWords.length > 0 &&
    queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)))
  if (everyWordStarts) return RANK.wordPrefix
  if (names.some((name) => name.includes(query))) return RANK.substring
  return NO_MATCH
}

interface Hit<Card> {
  card: Card
  rank: number
  length: number
}

function isBetter<Card extends CardData>(a: Hit<Card>, b: Hit<Card>): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank
  if (a.length !== b.length) return a.length < b.length
  return a.card.name < b.card.name
}

/** At most `limit` cards matching `query`, best first; ties go to the shorter name. */
export function searchCards<Card extends CardData>(
  query: string,
  cards: readonly Card[],
  limit = 20,
): Card[] {
  const wanted = normaliseName(query)
  if (wanted === '' || limit <= 0) return []
  const queryWords = splitWords(wanted)
  // The best `limit` hits so far, best first: no sorting of a 30,000-card pool per key press.
  const best: Hit<Card>[] = []
  for (const card of cards) {
    const keys = searchKeys(card)
    const rank = rankOf(keys, wanted, queryWords)
    if (rank === NO_MATCH) continue
    const hit = { card, rank, length: keys.length }
    const last = best[best.length - 1]
    if (best.length === limit && last && !isBetter(hit, last)) continue
    let at = best.length
    while (at > 0) {
      const previous = best[at - 1]
      if (!previous || !isBetter(hit, previous)) break
      at -= 1
    }
    best.splice(at, 0, hit)
    if (best.length > limit) best.pop()
  }
  return best.map((hit) => hit.card)
}
