/**
 * A bot is a pure function from its team's view to a move (issue 39): the same view and context
 * give the same move, and it reads nothing else — not the whole game, not a clock.
 */
import type { GameState } from '../engine'
import { idleMoves } from './idle'
import { randomMoves } from './random'
import { firstFresh } from './seat'
import { sparringMoves } from './sparring'
import type { BotContext, BotMove, BotPolicy } from './types'

const POLICIES = {
  sparring: sparringMoves,
  idle: idleMoves,
  random: randomMoves,
} satisfies Record<BotPolicy, (view: GameState, ctx: BotContext) => Iterable<BotMove>>

/** The move a bot of this policy makes from its team's view, or null when it has none now. */
export function decide(policy: BotPolicy, view: GameState, ctx: BotContext): BotMove | null {
  return firstFresh(ctx, POLICIES[policy](view, ctx))
}
