/**
 * The four seats' decks on the setup screen: a sample deck or a saved decklist, resolved against
 * the card pool and checked as Commander Duo teams (deckChecks.ts, which loads with the pool;
 * the checks themselves live in src/deck). What the screen needs before that is here.
 */
import { SEATS, type Seat } from '../../cards/samplePool'
import type { Deck, DeckProblem } from '../../deck'
import type { Message } from '../../engine'

/** A saved deck's option value in a seat's deck select; sample decks use their own ids. */
const SAVED = 'saved:'

export const savedChoice = (id: string): string => `${SAVED}${id}`

/** Whether a seat's choice is a saved deck (else a sample deck's id). */
export const isSavedChoice = (choice: string): boolean => choice.startsWith(SAVED)

export interface SeatDeck {
  /** What could be read; null when the chosen deck no longer exists. */
  deck: Deck | null
  commanderNames: string[]
  /** Names the card pool doesn't know: a casual table may start without them (left out). */
  unknown: string[]
  /** Lines of the saved list that didn't read as cards: catalog words of the 'deck' namespace. */
  unreadable: (Message | string)[]
  /** Commander Duo problems: the players may still start a casual game. */
  problems: DeckProblem[]
}

export interface TableDecks {
  seats: Record<Seat, SeatDeck>
  /** A chosen saved deck is gone: there is nothing to play at that seat. */
  blocked: boolean
  /**
   * Some deck breaks a deck-building rule, has lines that didn't read, or names cards the pool
   * doesn't have: the table is asked before the game starts (a casual table may agree).
   */
  illegal: boolean
}

/** The decks to start the game with, by seat. */
export function decksBySeat(table: TableDecks): Partial<Record<Seat, Deck>> {
  const out: Partial<Record<Seat, Deck>> = {}
  for (const seat of SEATS) {
    const deck = table.seats[seat].deck
    if (deck) out[seat] = deck
  }
  return out
}

/** Whether "Start game" can start at all: every seat has a deck (its problems are asked about). */
export function canStart(table: TableDecks | null): boolean {
  return !table?.blocked
}
