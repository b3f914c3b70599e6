/**
 * Finding a card by name as the user types: the exact name first, then names in which what was
 * typed is a whole word ("bolt" → Lightning Bolt, "urza" → Urza, Lord High Artificer) — at the
 * start first — then names that start with it, names with words that start with it, names that
 * contain it, and, once the edit-distance library is loaded, names it is a typo of.
 */
import type { CardData } from '../engine'
import { isTypoOf, type EditDistance } from './fuzzy'
import { normaliseName } from './names'

export { normaliseName } from './names'

interface SearchKeys {
  /** The full name and each face's name, normalised. */
  names: string[]
  words: string[]
  /** The words joined by single spaces, with a space at each end: whole-word tests. */
  spaced: string
  length: number
}

const RANK = {
  exact: 0,
  wholeWordsAtStart: 1,
  wholeWords: 2,
  prefix: 3,
  wordPrefix: 4,
  substring: 5,
  typo: 6,
} as const
const NO_MATCH = -1
// An apostrophe stays inside its word: "Urza's" is not the word "Urza".
const WORD_BREAK = /[^\p{L}\p{N}']+/u

/** Normalising 30,000 names on every key press would be slow; a card's keys never change. */
const keysByCard = new WeakMap<CardData, SearchKeys>()

function searchKeys(card: CardData): SearchKeys {
  let keys = keysByCard.get(card)
  if (!keys) {
    const full = normaliseName(card.name)
    const faces = (card.card_faces ?? []).map((face) => normaliseName(face.name))
    const words = splitWords(full)
    keys = {
      names: [full, ...faces],
      words,
      spaced: ` ${words.join(' ')} `,
      length: card.name.length,
    }
    keysByCard.set(card, keys)
  }
  return keys
}

function splitWords(text: string): string[] {
  return text.split(WORD_BREAK).filter((word) => word !== '')
}

interface Query {
  text: string
  words: readonly string[]
  /** The words with a space at each end, as in SearchKeys.spaced. */
  spaced: string
}

function rankOf(keys: SearchKeys, query: Query, distance?: EditDistance): number {
  const { names, words, spaced } = keys
  if (names.includes(query.text)) return RANK.exact
  if (query.words.length > 0) {
    const at = spaced.indexOf(query.spaced)
    if (at === 0) return RANK.wholeWordsAtStart
    if (at > 0) return RANK.wholeWords
  }
  if (names.some((name) => name.startsWith(query.text))) return RANK.prefix
  const everyWordStarts =
    query.words.length > 0 &&
    query.words.every((queryWord) => words.some((word) => word.startsWith(queryWord)))
  if (everyWordStarts) return RANK.wordPrefix
  if (names.some((name) => name.includes(query.text))) return RANK.substring
  if (distance && query.words.length > 0 && isTypoMatch(words, query.words, distance)) {
    return RANK.typo
  }
  return NO_MATCH
}

/** Every typed word is a word of the name, the start of one, or a typo of one. */
function isTypoMatch(
  words: readonly string[],
  typed: readonly string[],
  distance: EditDistance,
): boolean {
  return typed.every((typedWord) =>
    words.some((word) => word.startsWith(typedWord) || isTypoOf(typedWord, word, distance)),
  )
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

/**
 * At most `limit` cards matching `query`, best first; ties go to the shorter name. With
 * `distance` (see fuzzy.ts), names the query is a typo of come last.
 */
export function searchCards<Card extends CardData>(
  query: string,
  cards: readonly Card[],
  limit = 20,
  distance?: EditDistance,
): Card[] {
  const text = normaliseName(query)
  if (text === '' || limit <= 0) return []
  const words = splitWords(text)
  const wanted: Query = { text, words, spaced: ` ${words.join(' ')} ` }
  // The best `limit` hits so far, best first: no sorting of a 30,000-card pool per key press.
  const best: Hit<Card>[] = []
  for (const card of cards) {
    const keys = searchKeys(card)
    const rank = rankOf(keys, wanted, distance)
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
