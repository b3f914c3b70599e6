/**
 * Exchanging and redistributing life totals in 2HG (810.9e, 810.9f). Each player involved gains
 * or loses the difference (701.12c), and if any part can't happen — a team that can't gain or
 * can't lose life — none of it happens (701.12a, 119.7, 119.8).
 */
import { refuse } from '../errors'
import { addLog, getPlayer, teamOfPlayer } from '../state'
import type { GameState, PlayerId } from '../types'
import { checkSignedAmount } from './amounts'
import { changeLife } from './lifeEvents'
import { canGainLife, canLoseLife, restrictionReason } from './teamRestrictions'

interface LifeShift {
  player: PlayerId
  /** Positive: the player gains it; negative: the player loses it. */
  difference: number
}

/** Why some shift can't happen, or undefined when all of them can. */
function blockedShift(s: GameState, shifts: LifeShift[]): string | undefined {
  for (const { player, difference } of shifts) {
    if (difference > 0 && !canGainLife(s, player))
      return restrictionReason(s, player, 'cantGainLife')
    if (difference < 0 && !canLoseLife(s, player))
      return restrictionReason(s, player, 'cantLoseLife')
  }
  return undefined
}

function applyShifts(s: GameState, shifts: LifeShift[]): GameState {
  return shifts.reduce(
    (next, { player, difference }) =>
      difference === 0
        ? next
        : changeLife(next, player, difference > 0 ? 'gain' : 'loss', Math.abs(difference)),
    s,
  )
}

/** Soul Conduit and friends: teammates can't swap; across teams the two team totals swap. */
export function exchangeLife(s: GameState, a: PlayerId, b: PlayerId): GameState {
  const nameA = getPlayer(s, a).name
  const nameB = getPlayer(s, b).name
  const teamA = s.teams[teamOfPlayer(s, a)]
  const teamB = s.teams[teamOfPlayer(s, b)]
  if (teamA.id === teamB.id) {
    const who = a === b ? `${nameA} with themselves` : `teammates ${nameA} and ${nameB}`
    return addLog(
      s,
      `Life totals can't be exchanged between ${who}: they share one total, so nothing happens (810.9e).`,
      '810.9e',
    )
  }
  const shifts: LifeShift[] = [
    { player: a, difference: teamB.life - teamA.life },
    { player: b, difference: teamA.life - teamB.life },
  ]
  const blocked = blockedShift(s, shifts)
  if (blocked !== undefined) {
    return addLog(
      s,
      `${nameA} and ${nameB} don't exchange life totals: ${blocked}, and if part of an exchange can't happen, none of it does (701.12a, 119.7, 119.8).`,
      '701.12a',
    )
  }
  const next = addLog(
    s,
    `${nameA} and ${nameB} exchange life totals: ${teamA.name}'s ${teamA.life} and ${teamB.name}'s ${teamB.life} swap (810.9e, 701.12c).`,
    '701.12c',
  )
  if (teamA.life === teamB.life)
    return addLog(next, 'Both totals are equal, so nobody gains or loses life.')
  return applyShifts(next, shifts)
}

/**
 * Reverse the Sands: each touched player's team total becomes the new value. At most one member
 * of each team may be touched (810.9f). Applied active team first (805.6a).
 */
export function redistributeLife(
  s: GameState,
  player: PlayerId,
  totals: Record<PlayerId, number>,
): GameState {
  const actor = getPlayer(s, player).name
  const touched = Object.keys(totals ?? {})
  if (touched.length === 0)
    refuse('NO_PLAYERS', 'Name at least one player whose life total is redistributed.')
  const seen = new Map<string, PlayerId>()
  for (const p of touched) {
    const team = teamOfPlayer(s, p)
    checkSignedAmount(totals[p] ?? Number.NaN, `${getPlayer(s, p).name}'s new life total`)
    const other = seen.get(team)
    if (other !== undefined) {
      refuse(
        'REDISTRIBUTE_TWO_TEAMMATES',
        `${getPlayer(s, other).name} and ${getPlayer(s, p).name} are teammates with one shared life total: a redistribution can touch at most one member of each team (810.9f).`,
        '810.9f',
      )
    }
    seen.set(team, p)
  }
  const active = s.turn.activeTeam
  const ordered = [...touched].sort(
    (x, y) => Number(teamOfPlayer(s, y) === active) - Number(teamOfPlayer(s, x) === active),
  )
  const shifts = ordered.map((p) => ({
    player: p,
    difference: (totals[p] ?? 0) - s.teams[teamOfPlayer(s, p)].life,
  }))
  const blocked = blockedShift(s, shifts)
  if (blocked !== undefined) {
    return addLog(
      s,
      `${actor}'s redistribution of life totals doesn't happen: ${blocked}, and if part of it can't happen, none of it does (701.12a, 119.7, 119.8).`,
      '119.7',
    )
  }
  const list = ordered.map((p) => `${getPlayer(s, p).name} → ${totals[p] ?? 0}`).join(', ')
  const next = addLog(s, `${actor} redistributes life totals: ${list} (810.9f).`, '810.9f')
  return applyShifts(next, shifts)
}
