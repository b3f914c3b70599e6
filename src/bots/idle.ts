/**
 * The do-nothing team, for measuring the sparring partner (issue 39): it keeps any hand, plays
 * nothing, never attacks or blocks, answers what it must and passes its turns.
 */
import { mulligan, outcome, stack, turn, type GameState } from '../engine'
import { blockMoves } from './block'
import { commanderChoices, mulliganMoves, revealsSeen } from './chores'
import { drivesTurn } from './seat'
import { dealDamage, endTurn, nextStep, resolveTop, stepHeldBy } from './turnMoves'
import type { BotContext, BotMove } from './types'

export function* idleMoves(view: GameState, ctx: BotContext): Generator<BotMove> {
  if (outcome(view).over) return
  if (!mulligan(view).done) {
    yield* mulliganMoves(view, ctx, () => true)
    return
  }
  yield* commanderChoices(view, ctx)
  yield* revealsSeen(view, ctx)
  const seat = ctx.seats[0]
  if (seat === undefined) return
  if (turn(view).activeTeam !== ctx.team) {
    yield* blockMoves(view, ctx, () => ({ blocks: [] }))
    return
  }
  const drives = drivesTurn(view, ctx)
  const resolve = resolveTop(view, ctx, drives)
  if (resolve) yield resolve
  if (!drives || stack(view).length > 0) return
  const held = stepHeldBy(view, seat)
  if (held === 'DAMAGE_DUE') yield dealDamage(seat)
  if (held !== null) return
  yield endTurn(seat)
  yield nextStep(seat)
}
