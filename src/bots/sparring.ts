/**
 * The sparring partner (issue 39): a team that plays back. It keeps sensible hands, plays a
 * land a turn, casts its commander and its permanents on curve and the simple spells it can
 * carry out, attacks as a team and blocks to survive and to win trades, answers 903.9 and
 * passes its steps. Its moves, best first; the runner plays the first the engine accepts.
 */
import { combat, mulligan, outcome, stack, turn, type GameState } from '../engine'
import { planAttack, withDefaultTargets, type AttackPlan } from './attack'
import { blockMoves, planBlocks } from './block'
import { castPlans, landToPlay } from './casting'
import { commanderChoices, mulliganMoves, revealsSeen } from './chores'
import { keepHand } from './mulligan'
import { drivesTurn } from './seat'
import {
  dealDamage,
  discards,
  endTurn,
  nextStep,
  playLand,
  resolveTop,
  stepHeldBy,
  upkeepTriggers,
  waitingForBlocks,
} from './turnMoves'
import type { BotContext, BotMove } from './types'

function attackMove(plan: AttackPlan, player: string): BotMove {
  return {
    actions: [{ type: 'combat/attack', attacks: plan.attacks, player }],
    why: `attack (${plan.why})`,
  }
}

/** Lands, then spells, for each of the bot's seats. */
function* mainPhase(view: GameState, ctx: BotContext, main: 'main1' | 'main2'): Generator<BotMove> {
  for (const p of ctx.seats) {
    const land = landToPlay(view, p)
    if (land !== null) yield playLand(view, p, land)
  }
  for (const p of ctx.seats) {
    for (const plan of castPlans(view, p, ctx.team, main)) {
      yield {
        actions: [
          ...plan.tap.map((id) => ({ type: 'card/tap', player: p, card: id }) as const),
          { type: 'card/cast', player: p, card: plan.card },
        ],
        why: 'cast',
      }
    }
  }
}

/** The turn's end: discard down to seven, then end it. */
function* finish(view: GameState, ctx: BotContext, seat: string): Generator<BotMove> {
  const discard = discards(view, ctx)
  if (discard) yield discard
  yield endTurn(seat)
  yield nextStep(seat)
}

function* attackOrPass(view: GameState, ctx: BotContext, seat: string): Generator<BotMove> {
  const plan = planAttack(view, ctx.team, ctx.seats)
  if (plan) {
    yield attackMove(plan, seat)
    yield attackMove(withDefaultTargets(view, plan), seat)
  }
}

function* ownTurn(view: GameState, ctx: BotContext): Generator<BotMove> {
  const drives = drivesTurn(view, ctx)
  const resolve = resolveTop(view, ctx, drives)
  if (resolve) yield resolve
  if (stack(view).length > 0) return
  const seat = ctx.seats[0]
  if (seat === undefined) return
  const { step } = turn(view)
  if (step === 'main1' || step === 'main2') yield* mainPhase(view, ctx, step)
  if (!drives) {
    if (step === 'main2' || step === 'end') {
      const discard = discards(view, ctx)
      if (discard) yield discard
    }
    return
  }
  const held = stepHeldBy(view, seat)
  if (held === 'DAMAGE_DUE') {
    yield dealDamage(seat)
    return
  }
  if (held !== null || waitingForBlocks(view, ctx)) return
  switch (step) {
    case 'main1':
      yield* attackOrPass(view, ctx, seat)
      // No attack: what the second main phase would cast, now, then the turn ends.
      yield* mainPhase(view, ctx, 'main2')
      yield* finish(view, ctx, seat)
      return
    case 'beginCombat':
    case 'declareAttackers':
      if (combat(view).attacks.length === 0) yield* attackOrPass(view, ctx, seat)
      yield nextStep(seat)
      return
    case 'main2':
    case 'end':
    case 'cleanup':
      yield* finish(view, ctx, seat)
      return
    case 'upkeep': {
      const triggers = upkeepTriggers(view, ctx)
      if (triggers.length > 0) {
        yield { actions: [...triggers, ...nextStep(seat).actions], why: 'upkeep triggers' }
      }
      yield nextStep(seat)
      return
    }
    default:
      yield nextStep(seat)
  }
}

export function* sparringMoves(view: GameState, ctx: BotContext): Generator<BotMove> {
  if (outcome(view).over) return
  if (!mulligan(view).done) {
    yield* mulliganMoves(view, ctx, keepHand)
    return
  }
  yield* commanderChoices(view, ctx)
  yield* revealsSeen(view, ctx)
  if (turn(view).activeTeam === ctx.team) yield* ownTurn(view, ctx)
  else yield* blockMoves(view, ctx, (owed) => planBlocks(view, ctx.team, owed))
}
