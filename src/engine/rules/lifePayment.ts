/**
 * Paying life (119.4): checked against the team's shared total, and everything both teammates
 * pay for one cost or effect together must fit in it (119.4a, 810.9b). Paying 0 is always
 * allowed (119.4b); paying more than 0 is not while a member of the team can't lose life (810.9h).
 */
import { refuse } from '../errors'
import { addLog, getPlayer, teamOfPlayer } from '../state'
import type { GameState, PlayerId, TeamId } from '../types'
import { checkAmount } from './amounts'
import { changeLife } from './lifeEvents'
import { canLoseLife, restrictionReason } from './teamRestrictions'

export interface LifePayment {
  player: PlayerId
  amount: number
}

/** Refuses the whole set of payments if any team's share can't be paid. */
function checkPayments(s: GameState, payments: LifePayment[]): void {
  if (!Array.isArray(payments) || payments.length === 0) {
    refuse('NO_PAYMENT', 'Name at least one player and the life they pay.')
  }
  const byTeam = new Map<TeamId, LifePayment[]>()
  for (const p of payments) {
    getPlayer(s, p.player)
    checkAmount(p.amount, 'Life paid')
    const team = teamOfPlayer(s, p.player)
    byTeam.set(team, [...(byTeam.get(team) ?? []), p])
  }
  for (const [teamId, share] of byTeam) {
    const team = s.teams[teamId]
    const total = share.reduce((sum, p) => sum + p.amount, 0)
    if (total === 0) continue
    const payer = share.find((p) => p.amount > 0)?.player ?? share[0]?.player ?? ''
    if (!canLoseLife(s, payer)) {
      refuse(
        'CANT_LOSE_LIFE',
        `${team.name} can't pay ${total} life: ${restrictionReason(s, payer, 'cantLoseLife')}, so nobody on the team can pay any life other than 0 (810.9h, 119.8).`,
        '810.9h',
      )
    }
    if (total > team.life) {
      const parts =
        share.length > 1
          ? ` (${share.map((p) => `${getPlayer(s, p.player).name} ${p.amount}`).join(' + ')})`
          : ''
      refuse(
        'NOT_ENOUGH_LIFE',
        `${team.name} has ${team.life} life and can't pay ${total}${parts}: payments by teammates at the same time can't exceed the team's total (119.4a, 810.9b).`,
        share.length > 1 ? '810.9b' : '119.4a',
      )
    }
  }
}

/** One or more players pay life at the same time (810.9b). */
export function payLife(s: GameState, payments: LifePayment[]): GameState {
  checkPayments(s, payments)
  return payments.reduce((next, p) => changeLife(next, p.player, 'payment', p.amount), s)
}

/**
 * "Pay half your life": half of the team's total (810.9a; Lurking Evil with the team at 11 pays
 * 6 rounded up). A team at 0 or less has no life to halve, so the payment is 0.
 */
export function payHalfLife(s: GameState, player: PlayerId, round: 'up' | 'down'): GameState {
  if (round !== 'up' && round !== 'down') {
    refuse('BAD_ACTION', `Half a life total is rounded 'up' or 'down', not ${String(round)}.`)
  }
  const team = s.teams[teamOfPlayer(s, player)]
  const half = team.life / 2
  const amount = Math.max(0, round === 'up' ? Math.ceil(half) : Math.floor(half))
  const next = addLog(
    s,
    `${getPlayer(s, player).name} pays half of ${team.name}'s ${team.life} life, rounded ${round}: ${amount} (810.9a).`,
    '810.9a',
  )
  return payLife(next, [{ player, amount }])
}
