/**
 * Poison counters in 2HG: a player gets them, the team holds them (810.10). Losing counters takes
 * them off the team (810.10b), "can't get poison counters" on one member protects both
 * (810.10c), and the team loses at 15 (810.8d; the check lives in outcome.ts).
 */
import { addLog, getPlayer, setTeam, teamOfPlayer } from '../state'
import type { GameState, PlayerId } from '../types'
import { canGetPoison, restrictionReason } from './teamRestrictions'

function counters(n: number): string {
  return `${n} poison counter${n === 1 ? '' : 's'}`
}

/** `amount` whole (callers check it); negative removes counters, never below 0. */
export function givePoison(s: GameState, player: PlayerId, amount: number): GameState {
  const name = getPlayer(s, player).name
  const team = s.teams[teamOfPlayer(s, player)]
  if (amount === 0) return addLog(s, `${name} gets no poison counters.`)
  if (amount > 0) {
    if (!canGetPoison(s, player)) {
      return addLog(
        s,
        `${name} would get ${counters(amount)}, but ${restrictionReason(s, player, 'cantGetPoison')} (810.10c): ${team.name} stays at ${team.poison}.`,
        '810.10c',
      )
    }
    const poison = team.poison + amount
    return addLog(
      setTeam(s, team.id, { poison }),
      `${name} got ${counters(amount)}; the team shares them (${team.name}: ${team.poison} → ${poison}; 810.10).`,
      '810.10',
    )
  }
  const removed = Math.min(-amount, team.poison)
  if (removed === 0) return addLog(s, `${team.name} has no poison counters for ${name} to lose.`)
  const poison = team.poison - removed
  return addLog(
    setTeam(s, team.id, { poison }),
    `${name} lost ${counters(removed)}, so the team loses them (${team.name}: ${team.poison} → ${poison}; 810.10b).`,
    '810.10b',
  )
}
