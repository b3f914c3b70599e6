/**
 * Type lines read the one way the rules read them (205): card types, supertypes and the
 * subtypes after the dash. Every type check in the engine, the deck checks and the interface
 * goes through here, so no caller keeps a regex of its own.
 */
import type { CardData, CardFaceData } from '../types'

/**
 * A type line's words, lower-cased, kept per type line: a game has a few dozen distinct ones, and
 * the table asks about each of its ~280 cards when it draws the board (issue 21).
 */
const wordsOfLine = new Map<string, ReadonlySet<string>>()
const KEPT_LINES = 2000

function wordsOf(typeLine: string): ReadonlySet<string> {
  let words = wordsOfLine.get(typeLine)
  if (!words) {
    if (wordsOfLine.size >= KEPT_LINES) wordsOfLine.clear()
    words = new Set(typeLine.split(/[\s—–-]+/).map((word) => word.toLowerCase()))
    wordsOfLine.set(typeLine, words)
  }
  return words
}

/** Whether the type line names that type, supertype or subtype as a whole word (205.2–205.4). */
export function typeLineHas(typeLine: string, type: string): boolean {
  return wordsOf(typeLine).has(type.toLowerCase())
}

/** The words after the dash: 'Legendary Creature — Time Lord Doctor' → Time, Lord, Doctor (205.3). */
export function subtypes(typeLine: string): string[] {
  const dash = typeLine.search(/\s[—–-]\s/)
  return dash < 0
    ? []
    : typeLine
        .slice(dash + 3)
        .trim()
        .split(/\s+/)
        .filter((word) => word !== '')
}

/** Outside the battlefield and stack only the front face counts (712.8a). */
export function frontTypeLine(card: CardData): string {
  const front: CardFaceData = card.card_faces?.[0] ?? card
  return front.type_line ?? card.type_line ?? ''
}

/** 110.4: these card types make a permanent; a spell of one of them resolves onto the battlefield (608.3). */
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker']

export function isPermanentType(typeLine: string): boolean {
  return PERMANENT_TYPES.some((type) => typeLineHas(typeLine, type))
}

export function isLandType(typeLine: string): boolean {
  return typeLineHas(typeLine, 'Land')
}

export function isCreatureType(typeLine: string): boolean {
  return typeLineHas(typeLine, 'Creature')
}

/** Instants and sorceries go to the graveyard as they finish resolving (608.2n). */
export function isInstantOrSorcery(typeLine: string): boolean {
  return typeLineHas(typeLine, 'Instant') || typeLineHas(typeLine, 'Sorcery')
}
