/**
 * The moves of a bot's own turn that any policy makes alike: passing a step, ending the turn,
 * dealing due combat damage, letting the spell on top of the stack resolve. The bot asks the
 * engine's authority table (mayAct) before it chooses, so it never offers a step the game won't
 * leave (blocks owed, a 903.9 choice open, damage due).
 */
import {
  blocksOwedBy,
  card,
  isLandType,
  isPlayedAsLand,
  mayAct,
  stack,
  stepTriggerDetails,
  zone,
  type Action,
  type CardId,
  type GameState,
  type PlayerId,
} from '../engine'
import { effectActions } from './effects'
import { entersTapped } from './mana'
import { teamPlayers, otherTeamOf } from './seat'
import { enterEffects, spellEffects } from './spellText'
import type { BotContext, BotMove } from './types'

/** Commander's maximum hand size (402.2), discarded down to at the end of the turn (514.1). */
export const MAX_HAND = 7

/** Why the turn can't move on now, as the engine's refusal code; null when it can. */
export function stepHeldBy(view: GameState, player: PlayerId): string | null {
  return mayAct(view, player, { type: 'turn/nextStep', player })?.code ?? null
}

/** Whether the other team still owes blocks: the bot waits for them. */
export function waitingForBlocks(view: GameState, ctx: BotContext): boolean {
  return teamPlayers(view, otherTeamOf(ctx.team)).some((p) => blocksOwedBy(view, p))
}

export function nextStep(player: PlayerId): BotMove {
  return { actions: [{ type: 'turn/nextStep', player }], why: 'next step' }
}

export function endTurn(player: PlayerId): BotMove {
  return { actions: [{ type: 'turn/end', player }], why: 'end turn' }
}

export function dealDamage(player: PlayerId): BotMove {
  return { actions: [{ type: 'combat/damage', player }], why: 'combat damage' }
}

/**
 * The spell on top of the stack resolves: the bot's own, carried out as far as it can model it
 * (a permanent that enters tapped is tapped, simple "enters" effects done); another player's
 * only when the bot drives the turn (everyone passes: it resolves, 608.1), its effect left to
 * its controller.
 */
export function resolveTop(view: GameState, ctx: BotContext, drives: boolean): BotMove | null {
  const top = stack(view)[0]
  if (top === undefined) return null
  const c = card(view, top)
  const resolve: Action = { type: 'stack/resolve', player: c.controller, card: top }
  if (!ctx.seats.includes(c.controller)) {
    const seat = ctx.seats[0]
    if (!drives || seat === undefined) return null
    return { actions: [{ ...resolve, player: seat }], why: 'resolve' }
  }
  const after: Action[] = []
  if (c.typeLine !== '' && !/Instant|Sorcery/.test(c.typeLine)) {
    if (entersTapped(c)) after.push({ type: 'card/tap', player: c.controller, card: top })
    after.push(
      ...effectActions(view, c.controller, ctx.team, top, enterEffects(c.name, c.oracleText)),
    )
  } else {
    const effects = spellEffects(c.name, c.oracleText) ?? []
    after.push(...effectActions(view, c.controller, ctx.team, top, effects))
  }
  return { actions: [resolve, ...after], why: 'resolve' }
}

/**
 * At the end of its turn a player with more than seven cards discards down (514.1): spare lands
 * first while it holds more than two, then the most expensive spells.
 */
export function discards(view: GameState, ctx: BotContext): BotMove | null {
  const actions: Action[] = []
  for (const p of ctx.seats) {
    const hand = zone(view, p, 'hand')
    const extra = hand.length - MAX_HAND
    if (extra <= 0) continue
    const lands = hand.filter((id) => isPlayedAsLand(view, id))
    const ordered: CardId[] = [
      ...(lands.length > 2 ? lands.slice(0, lands.length - 2) : []),
      ...hand
        .filter((id) => !lands.includes(id))
        .sort((a, b) => card(view, b).manaValue - card(view, a).manaValue || a.localeCompare(b)),
      ...lands,
    ]
    for (const id of [...new Set(ordered)].slice(0, extra)) {
      actions.push({ type: 'card/move', player: p, card: id, to: 'graveyard' })
    }
  }
  return actions.length > 0 ? { actions, why: 'discard to hand size' } : null
}

/** A land move: played from hand, tapped as it enters when its text says so. */
export function playLand(view: GameState, player: PlayerId, id: CardId): BotMove {
  const actions: Action[] = [{ type: 'card/move', player, card: id, to: 'battlefield' }]
  if (entersTapped(card(view, id))) actions.push({ type: 'card/tap', player, card: id })
  return { actions, why: 'land' }
}

export function isLand(view: GameState, id: CardId): boolean {
  return isLandType(card(view, id).typeLine)
}

/**
 * The bot's own "at the beginning of your upkeep" triggers it can carry out (Phyrexian Arena:
 * "you draw a card and you lose 1 life"), as many times as the engine counts them (805.4d), for
 * the seats it plays. Played with the step's end in one move, so they happen once.
 */
export function upkeepTriggers(view: GameState, ctx: BotContext): Action[] {
  const actions: Action[] = []
  for (const d of stepTriggerDetails(view)) {
    if (!ctx.seats.includes(d.controller) || d.condition !== undefined) continue
    const m = /^At the beginning of (?:your|each) upkeep, (.+)$/i.exec(d.text)
    if (!m?.[1]) continue
    const c = card(view, d.card)
    const effects = spellEffects(c.name, m[1].charAt(0).toUpperCase() + m[1].slice(1))
    if (!effects || effects.some((e) => e.kind === 'destroy' || e.kind === 'exile')) continue
    if (effects.some((e) => e.kind === 'damage' && e.to !== 'eachOpponent')) continue
    for (let i = 0; i < d.times; i++) {
      actions.push(...effectActions(view, d.controller, ctx.team, d.card, effects))
    }
  }
  return actions
}
