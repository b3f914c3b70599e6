/**
 * A game that is over says how (104.2, 104.4a: a winner and a loser, or a draw, and why); one that
 * is not over has no result yet. The end-of-game screen reads both.
 */
import type { GameState } from '../types'
import { problem, type StateCheck } from './problem'

export const outcomeAgrees: StateCheck = (s: GameState) => {
  const { over, winner, loser, draw, reason } = s.outcome
  if (over) {
    const decided = winner !== undefined && loser !== undefined && winner !== loser
    if (!(draw === true || decided) || reason === undefined) return problem('outcomeUndecided')
  } else if (winner !== undefined || loser !== undefined || draw !== undefined) {
    return problem('outcomeEarly')
  }
  return null
}
