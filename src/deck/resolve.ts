/**
 * Parsed entries → a Deck of card data, through a name lookup the caller supplies; and a lookup
 * that finds a card the way people write its name.
 */
import type { CardData } from '../engine'
import type { Deck, DecklistEntry } from './types'

export interface ResolvedDecklist {
  deck: Deck
  /** Names the lookup didn't know, with their line, so the user can fix them. */
  unknown: { line: number; name: string }[]
}

export function resolveDecklist(
  entries: readonly DecklistEntry[],
  lookup: (name: string) => CardData | undefined,
): ResolvedDecklist {
  const deck: Deck = { commanders: [], cards: [] }
  const unknown: { line: number; name: string }[] = []
  for (const entry of entries) {
    const card = lookup(entry.name)
    if (!card) {
      unknown.push({ line: entry.line, name: entry.name })
      continue
    }
    const pile = entry.section === 'commander' ? deck.commanders : deck.cards
    for (let copy = 0; copy < entry.count; copy += 1) pile.push(card)
  }
  return { deck, unknown }
}

/**
 * Finds a card by its full name ('Delver of Secrets // Insectile Aberration'), by either face's
 * name, or by 'Front/Back', ignoring case, accents ('Lim-Dûl'), 'Æ' and extra spaces. Full names
 * win over face names; the first card given wins a tie.
 */
export function makeCardIndex(cards: readonly CardData[]): (name: string) => CardData | undefined {
  const byName = new Map<string, CardData>()
  const byFace = new Map<string, CardData>()
  const add = (index: Map<string, CardData>, name: string, card: CardData): void => {
    const key = nameKey(name)
    if (key !== '' && !index.has(key)) index.set(key, card)
  }
  for (const card of cards) {
    add(byName, card.name, card)
    const faces = card.card_faces ?? []
    add(byName, faces.map((face) => face.name).join(' // '), card)
    for (const face of faces) add(byFace, face.name, card)
  }
  return (name) => {
    const key = nameKey(name)
    const front = key.split(' // ')[0] ?? key
    return byName.get(key) ?? byFace.get(key) ?? byName.get(front) ?? byFace.get(front)
  }
}

/**
 * Keys already worked out: a decklist check asks for the same names on every pass (the pool, the
 * cache, the unknown names), and a 10,000-line list must stay quick to re-check (issue 27). Bounded,
 * so a long session of pasting does not grow it for ever.
 */
const KEYS = new Map<string, string>()
const MAX_KEYS = 50_000

/** The form two spellings of one name share. */
export function nameKey(name: string): string {
  const known = KEYS.get(name)
  if (known !== undefined) return known
  if (KEYS.size >= MAX_KEYS) KEYS.clear()
  const key = spellingKey(name)
  KEYS.set(name, key)
  return key
}

function spellingKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/æ/gi, 'ae')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s*\/\/?\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim()
}
