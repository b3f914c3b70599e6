/**
 * The random team, for measuring the sparring partner (issue 39): each decision one legal move
 * picked at random — a land, a spell it can pay for, an attack with any of its creatures, blocks
 * at random, the next step, the end of the turn. It pays for what it casts, as players do; the
 * seed makes a game repeatable.
 */
import {
  card,
  isPlayedAsLand,
  landsPlayedThisTurn,
  mulligan,
  outcome,
  possibleAttackers,
  possibleBlockersOf,
  combat,
  defaultAttackTarget,
  stack,
  turn,
  zone,
  type GameState,
} from '../engine'
import { blockMoves } from './block'
import { castPlans } from './casting'
import { commanderChoices, mulliganMoves, revealsSeen } from './chores'
import { drivesTurn } from './seat'
import {
  dealDamage,
  discards,
  endTurn,
  nextStep,
  playLand,
  resolveTop,
  stepHeldBy,
} from './turnMoves'
import type { BotContext, BotMove } from './types'

/** mulberry32: a small seeded generator, so a random game replays from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(items: readonly T[], rand: () => number): T | undefined {
  return items[Math.floor(rand() * items.length)]
}

function shuffle<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

export function* randomMoves(view: GameState, ctx: BotContext): Generator<BotMove> {
  if (outcome(view).over) return
  const rand = seeded(ctx.seed ?? 1)
  if (!mulligan(view).done) {
    yield* mulliganMoves(
      view,
      ctx,
      () => rand() < 0.7,
      (hand, count) =>
        shuffle(hand, rand)
          .slice(0, count)
          .map((c) => c.id),
    )
    return
  }
  yield* commanderChoices(view, ctx)
  yield* revealsSeen(view, ctx)
  const seat = ctx.seats[0]
  if (seat === undefined) return
  if (turn(view).activeTeam !== ctx.team) {
    yield* blockMoves(view, ctx, () => ({
      blocks: combat(view).attacks.flatMap(({ attacker }) => {
        const blocker = pick(possibleBlockersOf(view, attacker), rand)
        return blocker !== undefined && rand() < 0.5 ? [{ blocker, attacker }] : []
      }),
    }))
    return
  }
  const drives = drivesTurn(view, ctx)
  const resolve = resolveTop(view, ctx, drives)
  if (resolve) yield resolve
  if (stack(view).length > 0) return
  const held = drives ? stepHeldBy(view, seat) : null
  if (held === 'DAMAGE_DUE') yield dealDamage(seat)
  if (held !== null) return
  const { step } = turn(view)
  const options: BotMove[] = []
  const main = step === 'main1' || step === 'main2' ? step : null
  for (const p of ctx.seats) {
    if (main === null) break
    const lands = zone(view, p, 'hand').filter((id) => isPlayedAsLand(view, id))
    const land = pick(lands, rand)
    if (land !== undefined && landsPlayedThisTurn(view, p) === 0)
      options.push(playLand(view, p, land))
    const plan = pick(castPlans(view, p, ctx.team, main), rand)
    if (plan) {
      options.push({
        actions: [
          ...plan.tap.map((id) => ({ type: 'card/tap', player: p, card: id }) as const),
          { type: 'card/cast', player: p, card: plan.card },
        ],
        why: 'cast',
      })
    }
  }
  if (drives && (step === 'main1' || step === 'beginCombat' || step === 'declareAttackers')) {
    const mine = possibleAttackers(view).filter((id) =>
      ctx.seats.includes(card(view, id).controller),
    )
    const chosen = mine.filter(() => rand() < 0.5)
    if (chosen.length > 0) {
      const attacks = chosen.map((attacker) => ({
        attacker,
        target: defaultAttackTarget(view, attacker),
      }))
      options.push({ actions: [{ type: 'combat/attack', attacks, player: seat }], why: 'attack' })
    }
  }
  if (drives) {
    options.push(nextStep(seat), nextStep(seat))
    const discard = discards(view, ctx)
    options.push(discard ?? endTurn(seat))
  }
  yield* shuffle(options, rand)
  if (drives) yield endTurn(seat)
}
