/**
 * Scenes for combat tests: creatures put onto the battlefield before the turn they fight in (so
 * none is summoning sick, 302.6), and a way to stand in each combat step. The turn helpers move
 * steps in play; here the step is set directly so each test shows only the combat rule it checks.
 */
import { noCombat } from '../../src/engine/rules/steps'
import type { Action, CardData, CardId, GameState, PlayerId, Step } from '../../src/engine'
import { act, creature, newGame, putOntoBattlefield, type ScenarioOptions } from '../fixtures/game'

export interface Scene<K extends string> {
  s: GameState
  ids: Record<K, CardId>
}

/** Team A's turn 2; every card listed was under its controller's control since turn 1. */
export function scene<K extends string>(
  cards: Record<K, readonly [PlayerId, CardData]>,
  opts: ScenarioOptions = {},
): Scene<K> {
  let s = newGame({ startingLife: 30, ...opts })
  const ids = {} as Record<K, CardId>
  for (const key of Object.keys(cards) as K[]) {
    const [player, data] = cards[key]
    const put = putOntoBattlefield(s, player, data)
    s = put.state
    ids[key] = put.id
  }
  return { s: { ...s, turn: { ...s.turn, number: 2 } }, ids }
}

export function atStep(s: GameState, step: Step): GameState {
  return { ...s, turn: { ...s.turn, step } }
}

/** A later combat of the same game: the creatures left combat (511.3) and untapped. */
export function nextCombat(s: GameState): GameState {
  const cards = { ...s.cards }
  for (const id of s.battlefield) {
    const c = cards[id]
    if (c) cards[id] = { ...c, tapped: false }
  }
  return { ...s, cards, combat: noCombat(), turn: { ...s.turn, number: s.turn.number + 2 } }
}

type AttackList = { attacker: CardId; target?: PlayerId | CardId }[]
type BlockList = { blocker: CardId; attacker: CardId }[]

export function attackAction(attacks: AttackList): Action {
  return { type: 'combat/declareAttackers', attacks }
}

export function attack(s: GameState, attacks: AttackList): GameState {
  return act(atStep(s, 'declareAttackers'), attackAction(attacks))
}

export function block(s: GameState, player: PlayerId, blocks: BlockList): GameState {
  return act(atStep(s, 'declareBlockers'), { type: 'combat/declareBlockers', player, blocks })
}

/** Every damage step this combat has: first-strike damage, then regular damage (510.4). */
export function fight(s: GameState): GameState {
  let next = act(atStep(s, 'combatDamage'), { type: 'combat/damage' })
  if (!next.combat.damageDone && !next.outcome.over) next = act(next, { type: 'combat/damage' })
  return next
}

export const bear = (extra: Partial<CardData> = {}) => creature('Grizzly Bears', 2, 2, extra)

/** Test creatures are tokens, and a token that dies ceases to exist (111.7). */
export function onBattlefield(s: GameState, id: CardId): boolean {
  return s.battlefield.includes(id)
}
