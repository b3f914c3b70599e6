/**
 * Which team should hold the device for a game state (810.5: a hand is seen only by its owner's
 * team). Nothing here decides a rule: it reads which team the engine says the game waits on.
 */
import { decidingTeam, mulligan, outcome, type GameState, type TeamId } from '../../engine'

/**
 * The team the game waits on once the mulligans are over (the active team, or the defenders while
 * they owe their blocks); null while the mulligans run (the mulligan screen hands the device from
 * seat to seat itself) and once the game is over (nobody decides).
 */
export function deviceHolder(game: GameState): TeamId | null {
  if (!mulligan(game).done || outcome(game).over) return null
  return decidingTeam(game)
}

/**
 * The team a curtain must go up for after the game went from `before` to `after` (an action, an
 * undo, a redo): when the decision passed to the other team (the turn ended, blocks are owed,
 * blocks were declared) and that team is not the one looking. A team that hands the device over
 * during its own turn (to let the other team respond) keeps it when it undoes a step of that
 * turn: the decision did not change hands.
 */
export function curtainAfter(before: GameState, after: GameState, viewing: TeamId): TeamId | null {
  const next = deviceHolder(after)
  if (next === null || next === viewing) return null
  return deviceHolder(before) === next ? null : next
}
