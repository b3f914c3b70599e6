/**
 * The four seats' decks on the setup screen: a sample deck or a saved decklist, resolved against
 * the card pool and checked as Commander Duo teams. The checks themselves live in src/deck.
 */
import { SEATS, type SamplePool, type Seat } from '../../cards/sampleDecks'
import {
  parseDecklist,
  resolveDecklist,
  validateDeck,
  validateTeam,
  type Deck,
  type DecklistEntry,
  type DeckProblem,
} from '../../deck'
import type { CardData, Message } from '../../engine'
import type { SavedDeck } from '../../store/deckLibrary'

/** A saved deck's option value in a seat's deck select; sample decks use their own ids. */
const SAVED = 'saved:'

export const savedChoice = (id: string): string => `${SAVED}${id}`

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

type Lookup = (name: string) => CardData | undefined

function readDeck(choice: string, pool: SamplePool, saved: readonly SavedDeck[], lookup: Lookup) {
  if (choice.startsWith(SAVED)) {
    const found = saved.find((d) => savedChoice(d.id) === choice)
    if (!found) return null
    const { entries, errors } = parseDecklist(found.text)
    const { deck, unknown } = resolveDecklist(entries, lookup)
    const unreadable = errors.map((e) => e.detail ?? e.message)
    return { deck, unknown: unknown.map((u) => u.name), unreadable }
  }
  const sample = pool.decks.find((d) => d.id === choice)
  if (!sample) return null
  const entries: DecklistEntry[] = [
    ...sample.commanders.map((name, i) => ({
      count: 1,
      name,
      section: 'commander' as const,
      line: i,
    })),
    ...sample.cards.map((c, i) => ({ ...c, section: 'main' as const, line: i })),
  ]
  const { deck, unknown } = resolveDecklist(entries, lookup)
  return { deck, unknown: unknown.map((u) => u.name), unreadable: [] as (Message | string)[] }
}

/** Every seat's deck, each checked on its own (903.5) and with its teammate's (seed 000). */
export function checkTableDecks(
  choices: Record<Seat, string>,
  pool: SamplePool,
  saved: readonly SavedDeck[],
  lookup: Lookup,
): TableDecks {
  const read = Object.fromEntries(
    SEATS.map((seat) => [seat, readDeck(choices[seat], pool, saved, lookup)]),
  ) as Record<Seat, ReturnType<typeof readDeck>>
  const teamProblems = (a: Seat, b: Seat): DeckProblem[] => {
    const first = read[a]?.deck
    const second = read[b]?.deck
    if (!first || !second) return []
    return validateTeam([first, second]).filter((p) => p.rule === 'TEAM_SINGLETON')
  }
  const team = { A: teamProblems('A1', 'A2'), B: teamProblems('B1', 'B2') }
  const seats = Object.fromEntries(
    SEATS.map((seat): [Seat, SeatDeck] => {
      const r = read[seat]
      const deck = r?.deck ?? null
      return [
        seat,
        {
          deck,
          commanderNames: deck?.commanders.map((c) => c.name) ?? [],
          unknown: r?.unknown ?? [],
          unreadable: r?.unreadable ?? [],
          problems: deck ? [...validateDeck(deck), ...team[seat.startsWith('A') ? 'A' : 'B']] : [],
        },
      ]
    }),
  ) as Record<Seat, SeatDeck>
  const all = Object.values(seats)
  return {
    seats,
    blocked: all.some((s) => !s.deck),
    illegal: all.some(
      (s) => s.problems.length > 0 || s.unreadable.length > 0 || s.unknown.length > 0,
    ),
  }
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
