/**
 * Paying life (119.4): checked against the team's shared total, and everything both teammates
 * pay for one cost or effect together must fit in it (119.4a, 810.9b). Paying 0 is always
 * allowed (119.4b); paying more than 0 is not while a member of the team can't lose life (810.9h).
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getPlayer, teamOfPlayer } from '../state'
import type { GameState, PlayerId, TeamId } from '../types'
import { plusList, teamWord } from '../words'
import { AMOUNT_WORDS, checkAmount } from './amounts'
import { changeLife } from './lifeEvents'
import { canLoseLife, restrictionReason } from './teamRestrictions'

export interface LifePayment {
  player: PlayerId
  amount: number
}

/** Refuses the whole set of payments if any team's share can't be paid. */
function checkPayments(s: GameState, payments: LifePayment[]): void {
  if (!Array.isArray(payments) || payments.length === 0) {
    refuse('NO_PAYMENT', message('life.noPayment'))
  }
  const byTeam = new Map<TeamId, LifePayment[]>()
  for (const p of payments) {
    getPlayer(s, p.player)
    checkAmount(p.amount, AMOUNT_WORDS.lifePaid)
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
        message('life.cantPay', {
          team: teamWord(s, teamId),
          count: total,
          reason: restrictionReason(s, payer, 'cantLoseLife'),
        }),
        '810.9h',
      )
    }
    if (total > team.life) {
      const short = { team: teamWord(s, teamId), life: team.life, count: total }
      const shares = plusList(
        share.map((p) =>
          message('word.payShare', { player: getPlayer(s, p.player).name, amount: p.amount }),
        ),
      )
      refuse(
        'NOT_ENOUGH_LIFE',
        share.length > 1
          ? message('life.notEnoughShared', { ...short, shares })
          : message('life.notEnough', short),
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
    refuse('BAD_ACTION', message('life.badRounding', { value: String(round) }))
  }
  const team = s.teams[teamOfPlayer(s, player)]
  const half = team.life / 2
  const amount = Math.max(0, round === 'up' ? Math.ceil(half) : Math.floor(half))
  const next = addLog(
    s,
    message(round === 'up' ? 'log.life.payHalfUp' : 'log.life.payHalfDown', {
      player: getPlayer(s, player).name,
      team: teamWord(s, team.id),
      life: team.life,
      count: amount,
    }),
    '810.9a',
  )
  return payLife(next, [{ player, amount }])
}
