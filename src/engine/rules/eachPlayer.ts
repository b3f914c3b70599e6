/**
 * "Each player" and "each opponent" effects. Every player is affected as an individual (810.9:
 * Flame Rift costs each team 8), one by one, active team first (805.6a; S073). "Each opponent"
 * means both players of the other team (102.3; S029).
 */
import type { ActionOf } from '../actions'
import { refuse } from '../errors'
import { addLog, getPlayer, logName, otherTeam, teamOfPlayer } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { checkAmount } from './amounts'
import { changeLife, dealDamageToPlayer } from './lifeEvents'
import { givePoison } from './poison'
import { drawCards } from './zones'

export type EachEffect = ActionOf<'effect/eachPlayer'>['effect']

/** "deals 4 damage to each player", "makes each opponent lose 2 life", … */
const EFFECT_WORDS: Record<EachEffect['kind'], (n: number, each: string) => string> = {
  damage: (n, each) => `deals ${n} damage to ${each}`,
  loseLife: (n, each) => `makes ${each} lose ${n} life`,
  gainLife: (n, each) => `makes ${each} gain ${n} life`,
  poison: (n, each) => `gives ${each} ${n} poison counter${n === 1 ? '' : 's'}`,
  draw: (n, each) => `makes ${each} draw ${n === 1 ? 'a card' : `${n} cards`}`,
}

/** All four players, active team first, each team in seat order (805.6a). */
export function playersActiveTeamFirst(s: GameState): PlayerId[] {
  const active = s.turn.activeTeam
  return [...s.teams[active].players, ...s.teams[otherTeam(active)].players]
}

export function opponentsOf(s: GameState, player: PlayerId): PlayerId[] {
  return [...s.teams[otherTeam(teamOfPlayer(s, player))].players]
}

function applyTo(
  s: GameState,
  p: PlayerId,
  effect: EachEffect,
  source: CardId | undefined,
): GameState {
  switch (effect.kind) {
    case 'damage':
      return dealDamageToPlayer(s, p, effect.amount, { source })
    case 'loseLife':
      return changeLife(s, p, 'loss', effect.amount, { source })
    case 'gainLife':
      return changeLife(s, p, 'gain', effect.amount, { source })
    case 'poison':
      return givePoison(s, p, effect.amount)
    case 'draw':
      return effect.amount === 0 ? s : drawCards(s, p, effect.amount)
  }
}

/** Checks the effect, logs what it does to whom, then applies it player by player. */
export function affectEach(
  s: GameState,
  actor: PlayerId,
  who: 'player' | 'opponent',
  effect: EachEffect,
  source: CardId | undefined,
): GameState {
  const name = getPlayer(s, actor).name
  if (typeof effect !== 'object' || effect === null || !Object.hasOwn(EFFECT_WORDS, effect.kind)) {
    refuse('BAD_EFFECT', `An effect on each ${who} is damage, loseLife, gainLife, poison or draw.`)
  }
  checkAmount(effect.amount, 'The amount')
  const from = source !== undefined ? `${logName(s, source)} (${name})` : name
  const targets = who === 'player' ? playersActiveTeamFirst(s) : opponentsOf(s, actor)
  const list = targets.map((p) => getPlayer(s, p).name).join(', ')
  const order = who === 'player' ? ', active team first (805.6a)' : ' (102.3, 810.9)'
  const what = EFFECT_WORDS[effect.kind](effect.amount, `each ${who}`)
  let next = addLog(s, `${from} ${what} — ${list}${order}.`, who === 'player' ? '805.6a' : '810.9')
  if (effect.kind === 'draw' && effect.amount === 0) return addLog(next, 'Nobody draws anything.')
  for (const p of targets) next = applyTo(next, p, effect, source)
  return next
}
