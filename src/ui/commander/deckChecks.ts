/**
 * The setup screen's deck checks: each seat's deck read (a sample deck or a saved decklist),
 * resolved against the card pool and checked as Commander Duo teams. A chunk of its own, loaded
 * with the card pool (useSeatDecks.ts: loadSetupDecks): there is nothing to check before the
 * pool is in, and the deck reader and its checks (src/deck) stay off the first paint (issue 10).
 * It also brings what the screen does with the pool: the card lookup and the game's setup.
 */
import { SEATS, type SamplePool, type Seat } from '../../cards/samplePool'
import {
  parseDecklist,
  resolveDecklist,
  validateDeck,
  validateTeam,
  type DecklistEntry,
  type DeckProblem,
} from '../../deck'
import type { CardData, Message } from '../../engine'
import type { SavedDeck } from '../../store/deckLibrary'
import { isSavedChoice, savedChoice, type SeatDeck, type TableDecks } from './seatDecks'

export { makeCardIndex } from '../../deck'
export { sampleSetup } from '../../cards/sampleDecks'
export { forgetKnownCards, loadKnownCards } from '../../cards/knownCards'

type Lookup = (name: string) => CardData | undefined

function readDeck(choice: string, pool: SamplePool, saved: readonly SavedDeck[], lookup: Lookup) {
  if (isSavedChoice(choice)) {
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
