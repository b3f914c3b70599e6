/**
 * "Can't gain life", "can't lose life" and "can't get poison counters" on one player cover the
 * whole team in 2HG (810.9g, 810.9h, 810.10c): the team shares the life total and the counters.
 * Damage prevention is not a team resource and protects only its player (810.9, 615; S084).
 */
import { message, type Message } from '../message'
import { getPlayer, teamOfPlayer } from '../state'
import type { GameState, PlayerId, Restriction } from '../types'

export type TeamRestriction = Extract<
  Restriction,
  'cantGainLife' | 'cantLoseLife' | 'cantGetPoison'
>

/** The member of `player`'s team under the restriction, if any: the one the log names. */
export function restrictedTeammate(
  s: GameState,
  player: PlayerId,
  restriction: TeamRestriction,
): PlayerId | undefined {
  const team = s.teams[teamOfPlayer(s, player)]
  return team.players.find((p) => getPlayer(s, p).restrictions[restriction])
}

export function canGainLife(s: GameState, player: PlayerId): boolean {
  return restrictedTeammate(s, player, 'cantGainLife') === undefined
}

export function canLoseLife(s: GameState, player: PlayerId): boolean {
  return restrictedTeammate(s, player, 'cantLoseLife') === undefined
}

export function canGetPoison(s: GameState, player: PlayerId): boolean {
  return restrictedTeammate(s, player, 'cantGetPoison') === undefined
}

/** "B1 can't gain life, and that covers the whole team (810.9g)" — who and why, for the log. */
export function restrictionReason(
  s: GameState,
  player: PlayerId,
  restriction: TeamRestriction,
): Message {
  const who = restrictedTeammate(s, player, restriction) ?? player
  const name = getPlayer(s, who).name
  return who === player
    ? message(REASONS[restriction].own, { player: name })
    : message(REASONS[restriction].team, { player: name, teammate: getPlayer(s, player).name })
}

/** "B1 can't gain life", and the same when it covers a teammate too. */
const REASONS: Record<TeamRestriction, { own: string; team: string }> = {
  cantGainLife: {
    own: 'word.restriction.cantGainLife',
    team: 'word.restriction.cantGainLifeTeam',
  },
  cantLoseLife: {
    own: 'word.restriction.cantLoseLife',
    team: 'word.restriction.cantLoseLifeTeam',
  },
  cantGetPoison: {
    own: 'word.restriction.cantGetPoison',
    team: 'word.restriction.cantGetPoisonTeam',
  },
}

/** The log line as a restriction starts: who, what, and whom it covers (810.9g–h, 810.10c, 615). */
export const RESTRICTION_ON: Record<Restriction, string> = {
  cantGainLife: 'log.life.restrict.cantGainLife',
  cantLoseLife: 'log.life.restrict.cantLoseLife',
  cantGetPoison: 'log.life.restrict.cantGetPoison',
  // The catalog keeps the key of the restriction's old name: saved logs name it (#22).
  preventAllDamage: 'log.life.restrict.preventCombatDamage',
}

/** The log line as a restriction ends. */
export const RESTRICTION_OFF: Record<Restriction, string> = {
  cantGainLife: 'log.life.lift.cantGainLife',
  cantLoseLife: 'log.life.lift.cantLoseLife',
  cantGetPoison: 'log.life.lift.cantGetPoison',
  preventAllDamage: 'log.life.lift.preventCombatDamage',
}

/** The rule that extends each team-wide restriction to both members. */
export const RESTRICTION_RULES: Record<Restriction, string> = {
  cantGainLife: '810.9g',
  cantLoseLife: '810.9h',
  cantGetPoison: '810.10c',
  preventAllDamage: '615',
}
