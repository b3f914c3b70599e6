/**
 * Shared life and poison (119, 810.9, 810.10), restrictions, concession (810.8b). "You" is the
 * acting player (102.4); every change goes through lifeEvents.changeLife, which moves the team's
 * one total. Damage and loss are never refused for low life: the state-based checks end the game.
 */
import { refuse } from '../errors'
import { addLog, getCard, getPlayer, setPlayer, teamOfPlayer } from '../state'
import type { CardId, GameState, Restriction, TeamId } from '../types'
import { checkAmount, checkSignedAmount } from './amounts'
import { affectEach } from './eachPlayer'
import type { Handlers } from './handlers'
import { changeLife, dealDamageToPlayer, setLifeThrough } from './lifeEvents'
import { payHalfLife, payLife } from './lifePayment'
import { exchangeLife, redistributeLife } from './lifeSwaps'
import { givePoison } from './poison'
import { RESTRICTION_RULES, RESTRICTION_WORDS } from './teamRestrictions'

export const lifeHandlers: Handlers = {
  'life/damage': (s, a) => {
    getPlayer(s, a.player)
    getPlayer(s, a.target)
    if (a.source !== undefined) getCard(s, a.source)
    checkAmount(a.amount, 'Damage')
    return dealDamageToPlayer(s, a.target, a.amount, { source: a.source, combat: a.combat })
  },
  'life/lose': (s, a) => {
    getPlayer(s, a.player)
    return changeLife(s, a.player, 'loss', checkAmount(a.amount, 'Life lost'))
  },
  'life/gain': (s, a) => {
    getPlayer(s, a.player)
    return changeLife(s, a.player, 'gain', checkAmount(a.amount, 'Life gained'))
  },
  'life/pay': (s, a) => payLife(s, a.payments),
  'life/payHalf': (s, a) => {
    getPlayer(s, a.player)
    return payHalfLife(s, a.player, a.round)
  },
  'life/set': (s, a) => {
    const target = getPlayer(s, a.player)
    checkSignedAmount(a.value, 'The new life total')
    const team = s.teams[target.team]
    const next = addLog(
      s,
      `${target.name}'s life total becomes ${a.value}, worked out against ${team.name}'s ${team.life} (810.9c).`,
      '810.9c',
    )
    return setLifeThrough(next, a.player, a.value)
  },
  'life/setEach': (s, a) => {
    checkSignedAmount(a.value, 'The new life total')
    const order: TeamId[] = s.turn.activeTeam === 'A' ? ['A', 'B'] : ['B', 'A']
    for (const t of order) {
      const chosen = a.chosen?.[t]
      if (chosen === undefined) {
        refuse(
          'CHOOSE_ONE_PER_TEAM',
          `${s.teams[t].name} must choose one of its members to be affected (810.9d).`,
          '810.9d',
        )
      }
      if (teamOfPlayer(s, chosen) !== t) {
        refuse(
          'NOT_ON_TEAM',
          `${getPlayer(s, chosen).name} is not on ${s.teams[t].name}: each team chooses one of its own members (810.9d).`,
          '810.9d',
        )
      }
    }
    let next = addLog(
      s,
      `Each team's life total becomes ${a.value}: each team chose one member, and only that player is affected (810.9d).`,
      '810.9d',
    )
    for (const t of order) next = setLifeThrough(next, a.chosen[t], a.value)
    return next
  },
  'life/double': (s, a) => {
    const target = getPlayer(s, a.player)
    const team = s.teams[target.team]
    const next = addLog(
      s,
      `${target.name}'s life total is doubled, using ${team.name}'s ${team.life} (810.9a, 701.10).`,
      '810.9a',
    )
    return setLifeThrough(next, a.player, team.life * 2)
  },
  'life/exchange': (s, a) => exchangeLife(s, a.a, a.b),
  'life/redistribute': (s, a) => redistributeLife(s, a.player, a.totals),
  'poison/add': (s, a) => {
    getPlayer(s, a.player)
    return givePoison(s, a.player, checkSignedAmount(a.amount, 'The number of poison counters'))
  },
  'player/restrict': (s, a) => {
    const p = getPlayer(s, a.player)
    if (!Object.hasOwn(RESTRICTION_WORDS, a.restriction)) {
      refuse('BAD_RESTRICTION', `There is no restriction called "${String(a.restriction)}".`)
    }
    const r: Restriction = a.restriction
    const on = a.on === true
    const next = setPlayer(s, a.player, { restrictions: { ...p.restrictions, [r]: on } })
    const team =
      r === 'preventCombatDamage'
        ? 'only that player, not the teammate'
        : `the whole of ${s.teams[p.team].name}`
    const text = on
      ? `${p.name} ${RESTRICTION_WORDS[r]}; this covers ${team} (${RESTRICTION_RULES[r]}).`
      : `${p.name} ${RESTRICTION_LIFTED[r]}.`
    return addLog(next, text, on ? RESTRICTION_RULES[r] : undefined)
  },
  'effect/eachOpponent': (s, a) =>
    affectEach(s, a.player, 'opponent', a.effect, checkSource(s, a.source)),
  'effect/eachPlayer': (s, a) =>
    affectEach(s, a.player, 'player', a.effect, checkSource(s, a.source)),
  'player/concede': (s, a) => {
    const p = getPlayer(s, a.player)
    return addLog(
      setPlayer(s, a.player, { conceded: true }),
      `${p.name} conceded: the whole of ${s.teams[p.team].name} leaves the game and loses (810.8b).`,
      '810.8b',
    )
  },
}

const RESTRICTION_LIFTED: Record<Restriction, string> = {
  cantGainLife: 'can gain life again',
  cantLoseLife: 'can lose life again',
  cantGetPoison: 'can get poison counters again',
  preventCombatDamage: 'no longer has damage to them prevented',
}

function checkSource(s: GameState, source: CardId | undefined): CardId | undefined {
  if (source !== undefined) getCard(s, source)
  return source
}
