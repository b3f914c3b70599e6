/**
 * Poison counters in 2HG: a player gets them, the team holds them (810.10). Losing counters takes
 * them off the team (810.10b), "can't get poison counters" on one member protects both
 * (810.10c), and the team loses at 15 (810.8d; the check lives in outcome.ts).
 */
import { message } from '../message'
import { addLog, getPlayer, setTeam, teamOfPlayer } from '../state'
import type { GameState, PlayerId } from '../types'
import { teamWord } from '../words'
import { checkTotal } from './amounts'
import { canGetPoison, restrictionReason } from './teamRestrictions'

/** `amount` whole (callers check it); negative removes counters, never below 0. */
export function givePoison(s: GameState, player: PlayerId, amount: number): GameState {
  const name = getPlayer(s, player).name
  const team = s.teams[teamOfPlayer(s, player)]
  const teamName = teamWord(s, team.id)
  if (amount === 0) return addLog(s, message('log.poison.none', { player: name }))
  if (amount > 0) {
    if (!canGetPoison(s, player)) {
      return addLog(
        s,
        message('log.poison.blocked', {
          player: name,
          count: amount,
          reason: restrictionReason(s, player, 'cantGetPoison'),
          team: teamName,
          poison: team.poison,
        }),
        '810.10c',
      )
    }
    const poison = checkTotal(
      team.poison + amount,
      message('word.total.poison', { team: teamName }),
    )
    return addLog(
      setTeam(s, team.id, { poison }),
      message('log.poison.got', {
        player: name,
        count: amount,
        team: teamName,
        from: team.poison,
        to: poison,
      }),
      '810.10',
    )
  }
  const removed = Math.min(-amount, team.poison)
  if (removed === 0)
    return addLog(s, message('log.poison.noneToLose', { team: teamName, player: name }))
  const poison = team.poison - removed
  return addLog(
    setTeam(s, team.id, { poison }),
    message('log.poison.lost', {
      player: name,
      count: removed,
      team: teamName,
      from: team.poison,
      to: poison,
    }),
    '810.10b',
  )
}
