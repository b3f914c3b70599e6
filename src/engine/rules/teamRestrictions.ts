/**
 * "Can't gain life", "can't lose life" and "can't get poison counters" on one player cover the
 * whole team in 2HG (810.9g, 810.9h, 810.10c): the team shares the life total and the counters.
 * Damage prevention is not a team resource and protects only its player (810.9, 615; S084).
 */
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
): string {
  const who = restrictedTeammate(s, player, restriction) ?? player
  const name = getPlayer(s, who).name
  const what = RESTRICTION_WORDS[restriction]
  return who === player
    ? `${name} ${what}`
    : `${name} ${what}, and that covers the whole team, ${getPlayer(s, player).name} included`
}

export const RESTRICTION_WORDS: Record<Restriction, string> = {
  cantGainLife: "can't gain life",
  cantLoseLife: "can't lose life",
  cantGetPoison: "can't get poison counters",
  preventCombatDamage: 'is protected: damage that would be dealt to them is prevented',
}

/** The rule that extends each team-wide restriction to both members. */
export const RESTRICTION_RULES: Record<Restriction, string> = {
  cantGainLife: '810.9g',
  cantLoseLife: '810.9h',
  cantGetPoison: '810.10c',
  preventCombatDamage: '615',
}
