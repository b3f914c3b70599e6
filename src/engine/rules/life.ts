/**
 * Shared life and poison (119, 810.9, 810.10), restrictions, concession (810.8b). "You" is the
 * acting player (102.4); every change goes through lifeEvents.changeLife, which moves the team's
 * one total. Damage and loss are never refused for low life: the state-based checks end the game.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, setPlayer, teamOfPlayer } from '../state'
import type { CardId, GameState, TeamId } from '../types'
import { teamWord } from '../words'
import { AMOUNT_WORDS, checkAmount, checkSignedAmount } from './amounts'
import { affectEach } from './eachPlayer'
import type { Handlers } from './handlers'
import { recordCommanderCombatDamage } from './commander'
import { changeLife, damagePrevented, dealDamageToPlayer, setLifeThrough } from './lifeEvents'
import { payHalfLife, payLife } from './lifePayment'
import { exchangeLife, redistributeLife } from './lifeSwaps'
import { givePoison } from './poison'
import { RESTRICTION_OFF, RESTRICTION_ON, RESTRICTION_RULES } from './teamRestrictions'

export const lifeHandlers: Handlers = {
  'life/damage': (s, a) => {
    getPlayer(s, a.player)
    getPlayer(s, a.target)
    if (a.source !== undefined) getCard(s, a.source)
    checkAmount(a.amount, AMOUNT_WORDS.damage)
    const dealt = dealDamageToPlayer(s, a.target, a.amount, { source: a.source, combat: a.combat })
    // 903.10a: combat damage from a commander counts however the table enters it.
    if (a.combat !== true || a.source === undefined || damagePrevented(s, a.target)) return dealt
    return recordCommanderCombatDamage(dealt, a.target, a.source, a.amount)
  },
  'life/lose': (s, a) => {
    getPlayer(s, a.player)
    return changeLife(s, a.player, 'loss', checkAmount(a.amount, AMOUNT_WORDS.lifeLost))
  },
  'life/gain': (s, a) => {
    getPlayer(s, a.player)
    return changeLife(s, a.player, 'gain', checkAmount(a.amount, AMOUNT_WORDS.lifeGained))
  },
  'life/pay': (s, a) => payLife(s, a.payments),
  'life/payHalf': (s, a) => {
    getPlayer(s, a.player)
    return payHalfLife(s, a.player, a.round)
  },
  'life/set': (s, a) => {
    const target = getPlayer(s, a.player)
    checkSignedAmount(a.value, AMOUNT_WORDS.newLifeTotal)
    const team = s.teams[target.team]
    const next = addLog(
      s,
      message('log.life.set', {
        player: target.name,
        value: a.value,
        team: teamWord(s, team.id),
        life: team.life,
      }),
      '810.9c',
    )
    return setLifeThrough(next, a.player, a.value)
  },
  'life/setEach': (s, a) => {
    checkSignedAmount(a.value, AMOUNT_WORDS.newLifeTotal)
    const order: TeamId[] = s.turn.activeTeam === 'A' ? ['A', 'B'] : ['B', 'A']
    for (const t of order) {
      const chosen = a.chosen?.[t]
      if (chosen === undefined) {
        refuse(
          'CHOOSE_ONE_PER_TEAM',
          message('life.chooseOnePerTeam', { team: teamWord(s, t) }),
          '810.9d',
        )
      }
      if (teamOfPlayer(s, chosen) !== t) {
        refuse(
          'NOT_ON_TEAM',
          message('life.notOnTeam', { player: getPlayer(s, chosen).name, team: teamWord(s, t) }),
          '810.9d',
        )
      }
    }
    let next = addLog(s, message('log.life.setEach', { value: a.value }), '810.9d')
    for (const t of order) next = setLifeThrough(next, a.chosen[t], a.value)
    return next
  },
  'life/double': (s, a) => {
    const target = getPlayer(s, a.player)
    const team = s.teams[target.team]
    const next = addLog(
      s,
      message('log.life.doubled', {
        player: target.name,
        team: teamWord(s, team.id),
        life: team.life,
      }),
      '810.9a',
    )
    return setLifeThrough(next, a.player, team.life * 2)
  },
  'life/exchange': (s, a) => exchangeLife(s, a.a, a.b),
  'life/redistribute': (s, a) => redistributeLife(s, a.player, a.totals),
  'poison/add': (s, a) => {
    getPlayer(s, a.player)
    return givePoison(s, a.player, checkSignedAmount(a.amount, AMOUNT_WORDS.poisonCounters))
  },
  'player/restrict': (s, a) => {
    const p = getPlayer(s, a.player)
    // The old name still works: actions and scripts written before the rename (#22).
    const r = a.restriction === 'preventCombatDamage' ? 'preventAllDamage' : a.restriction
    if (!Object.hasOwn(RESTRICTION_ON, r)) {
      refuse('BAD_RESTRICTION', message('life.noSuchRestriction', { name: String(a.restriction) }))
    }
    const on = a.on === true
    const next = setPlayer(s, a.player, { restrictions: { ...p.restrictions, [r]: on } })
    const text = on
      ? message(RESTRICTION_ON[r], { player: p.name, team: teamWord(s, p.team) })
      : message(RESTRICTION_OFF[r], { player: p.name })
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
      message('log.life.conceded', { player: p.name, team: teamWord(s, p.team) }),
      '810.8b',
    )
  },
}

function checkSource(s: GameState, source: CardId | undefined): CardId | undefined {
  if (source !== undefined) getCard(s, source)
  return source
}
