/**
 * Exchanging and redistributing life totals in 2HG (810.9e, 810.9f). Each player involved gains
 * or loses the difference (701.12c), and if any part can't happen — a team that can't gain or
 * can't lose life — none of it happens (701.12a, 119.7, 119.8).
 */
import { refuse } from '../errors'
import { message, type Message } from '../message'
import { addLog, getPlayer, teamOfPlayer } from '../state'
import type { GameState, PlayerId } from '../types'
import { commaList, teamWord } from '../words'
import { checkSignedAmount } from './amounts'
import { changeLife } from './lifeEvents'
import { canGainLife, canLoseLife, restrictionReason } from './teamRestrictions'

interface LifeShift {
  player: PlayerId
  /** Positive: the player gains it; negative: the player loses it. */
  difference: number
}

/** Why some shift can't happen, or undefined when all of them can. */
function blockedShift(s: GameState, shifts: LifeShift[]): Message | undefined {
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
    return addLog(
      s,
      a === b
        ? message('log.life.exchangeSelf', { player: nameA })
        : message('log.life.exchangeTeammates', { first: nameA, second: nameB }),
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
      message('log.life.exchangeBlocked', { first: nameA, second: nameB, reason: blocked }),
      '701.12a',
    )
  }
  const next = addLog(
    s,
    message('log.life.exchanged', {
      first: nameA,
      second: nameB,
      firstTeam: teamWord(s, teamA.id),
      firstLife: teamA.life,
      secondTeam: teamWord(s, teamB.id),
      secondLife: teamB.life,
    }),
    '701.12c',
  )
  if (teamA.life === teamB.life) return addLog(next, message('log.life.exchangeEqual'))
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
  if (touched.length === 0) refuse('NO_PLAYERS', message('life.noRedistribution'))
  const seen = new Map<string, PlayerId>()
  for (const p of touched) {
    const team = teamOfPlayer(s, p)
    checkSignedAmount(
      totals[p] ?? Number.NaN,
      message('word.amount.newLifeTotalOf', { player: getPlayer(s, p).name }),
    )
    const other = seen.get(team)
    if (other !== undefined) {
      refuse(
        'REDISTRIBUTE_TWO_TEAMMATES',
        message('life.redistributeTeammates', {
          first: getPlayer(s, other).name,
          second: getPlayer(s, p).name,
        }),
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
      message('log.life.redistributeBlocked', { player: actor, reason: blocked }),
      '119.7',
    )
  }
  const list = commaList(
    ordered.map((p) =>
      message('word.lifeBecomes', { player: getPlayer(s, p).name, total: totals[p] ?? 0 }),
    ),
  )
  const next = addLog(
    s,
    message('log.life.redistributed', { player: actor, totals: list }),
    '810.9f',
  )
  return applyShifts(next, shifts)
}
