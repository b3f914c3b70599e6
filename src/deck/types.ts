/**
 * The deck module's vocabulary: a parsed decklist line, a resolved deck, and what can be wrong
 * with it. Their shapes are part of the public surface: keep them.
 */
import type { Message } from '../engine'
import type { CardData } from '../engine'

/** One card line of a pasted or exported decklist. */
export interface DecklistEntry {
  count: number
  /** As written, with ' / ' between faces normalised to ' // '. */
  name: string
  /** Upper-case set code from '(C21)', when the line had one. */
  set?: string
  collectorNumber?: string
  section: 'commander' | 'main'
  /** 1-based line number in the pasted text, so problems can point at it. */
  line: number
}

export interface DecklistError {
  line: number
  message: string
  /** `message` as a catalog message (namespace 'deck') the interface translates; not enumerable. */
  readonly detail?: Message
}

export interface Deck {
  commanders: CardData[]
  /** The other 98 or 99: one CardData per physical card, so ten Forests appear ten times. */
  cards: CardData[]
}

export type DeckRule =
  | 'DECK_SIZE'
  | 'COMMANDER_TYPE'
  | 'COMMANDER_COLORS'
  | 'PARTNER'
  | 'COLOR_IDENTITY'
  | 'SINGLETON'
  | 'TEAM_SINGLETON'

export interface DeckProblem {
  rule: DeckRule
  /** The card the problem is about, when there is one. */
  card?: string
  /** Plain words naming the card and the rule (CR number or seed). */
  message: string
  /** `message` as a catalog message (namespace 'deck') the interface translates; not enumerable. */
  readonly detail?: Message
}
