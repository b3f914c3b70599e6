/**
 * "Each player" and "each opponent" effects. Every player is affected as an individual (810.9:
 * Flame Rift costs each team 8), one by one, active team first (805.6a; S073). "Each opponent"
 * means both players of the other team (102.3; S029).
 */
import type { ActionOf } from '../actions'
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getPlayer, otherTeam, teamOfPlayer } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { cardWord, commaList } from '../words'
import { AMOUNT_WORDS, checkAmount } from './amounts'
import { changeLife, dealDamageToPlayer } from './lifeEvents'
import { givePoison } from './poison'
import { drawCards } from './zones'

export type EachEffect = ActionOf<'effect/eachPlayer'>['effect']

/** "… deals 4 damage to each player — …", "… makes each opponent lose 2 life — …": one sentence each. */
const EFFECT_LINES: Record<EachEffect['kind'], Record<'player' | 'opponent', string>> = {
  damage: { player: 'log.each.player.damage', opponent: 'log.each.opponent.damage' },
  loseLife: { player: 'log.each.player.loseLife', opponent: 'log.each.opponent.loseLife' },
  gainLife: { player: 'log.each.player.gainLife', opponent: 'log.each.opponent.gainLife' },
  poison: { player: 'log.each.player.poison', opponent: 'log.each.opponent.poison' },
  draw: { player: 'log.each.player.draw', opponent: 'log.each.opponent.draw' },
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
  if (typeof effect !== 'object' || effect === null || !Object.hasOwn(EFFECT_LINES, effect.kind)) {
    refuse(
      'BAD_EFFECT',
      message(who === 'player' ? 'each.badEffectPlayer' : 'each.badEffectOpponent'),
    )
  }
  checkAmount(effect.amount, AMOUNT_WORDS.amount)
  const from =
    source !== undefined
      ? message('word.sourceOf', { card: cardWord(s, source), player: name })
      : name
  const targets = who === 'player' ? playersActiveTeamFirst(s) : opponentsOf(s, actor)
  const players = commaList(targets.map((p) => getPlayer(s, p).name))
  let next = addLog(
    s,
    message(EFFECT_LINES[effect.kind][who], { from, count: effect.amount, players }),
    who === 'player' ? '805.6a' : '810.9',
  )
  if (effect.kind === 'draw' && effect.amount === 0)
    return addLog(next, message('log.each.nobodyDraws'))
  for (const p of targets) next = applyTo(next, p, effect, source)
  return next
}
