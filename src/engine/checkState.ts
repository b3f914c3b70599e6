/**
 * Whether a game makes sense, not only whether it has the right shape (issue 27). A save can fit
 * the schema and still name an owner who is not at the table, seat one player twice or list
 * another team's card in a hand; the table would then crash, lose cards or show hidden cards.
 * Every loaded game (a file, the autosave, each past and future state of its history) goes
 * through `checkState` before it reaches the table.
 *
 * The checks are the fuzzers' invariants (tests/properties/invariants.ts) that hold for a single
 * state. Each is a small function in `stateChecks/`; a new state field adds its check to
 * STATE_CHECKS, and its words to the 'sanity' namespace (src/i18n/locales/<lang>/sanity.json).
 */
import type { Message } from './message'
import type { GameState } from './types'
import { cardPlaces, cardFacts } from './stateChecks/cards'
import { numbersInRange } from './stateChecks/numbers'
import { outcomeAgrees } from './stateChecks/outcome'
import { references } from './stateChecks/references'
import { seatsAndTeams } from './stateChecks/seats'
import type { StateCheck } from './stateChecks/problem'

export type { StateCheck } from './stateChecks/problem'

/**
 * In order: later checks rely on what earlier ones established (the card checks may look up an
 * owner only once the players are known to be sound).
 */
export const STATE_CHECKS: readonly StateCheck[] = [
  seatsAndTeams,
  cardFacts,
  cardPlaces,
  references,
  numbersInRange,
  outcomeAgrees,
]

/** The first thing that makes no sense in `state`, as a message ('sanity'), or null. */
export function checkState(state: GameState): Message | null {
  for (const check of STATE_CHECKS) {
    const problem = check(state)
    if (problem !== null) return problem
  }
  return null
}
