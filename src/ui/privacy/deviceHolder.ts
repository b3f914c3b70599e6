/**
 * Which team should hold the device for a game state (810.5: a hand is seen only by its owner's
 * team). Nothing here decides a rule: it reads whose turn the engine says it is.
 */
import { mulligan, outcome, turn, type GameState, type TeamId } from '../../engine'

/**
 * The active team once the mulligans are over; null while they run (the mulligan screen hands the
 * device from seat to seat itself) and once the game is over (nobody's turn).
 */
export function deviceHolder(game: GameState): TeamId | null {
  if (!mulligan(game).done || outcome(game).over) return null
  return turn(game).activeTeam
}

/**
 * The team a curtain must go up for after the game went from `before` to `after` (an action, an
 * undo, a redo): when the turn passed to the other team and that team is not the one looking.
 * A team that hands the device over during its own turn (to let the other team respond) keeps
 * it when it undoes a step of that turn: the turn did not change hands.
 */
export function curtainAfter(before: GameState, after: GameState, viewing: TeamId): TeamId | null {
  const next = deviceHolder(after)
  if (next === null || next === viewing) return null
  return deviceHolder(before) === next ? null : next
}
