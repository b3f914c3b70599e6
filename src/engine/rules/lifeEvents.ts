/**
 * The one place a life total changes (like Forge's Player.applyLifeDelta). Damage, loss, gain
 * and payment happen to an individual player; their net effect moves the team's one shared
 * total (810.9). Each change is recorded per player for this turn's ledger and for the game's
 * history, so "whenever you lose life" and "life you lost this turn" read the individual (S062).
 */
import { message } from '../message'
import { addLog, getPlayer, teamOfPlayer } from '../state'
import type { CardId, GameState, LifeEvent, PlayerId } from '../types'
import { cardWord, teamWord } from '../words'
import { checkTotal, MAX_TOTAL } from './amounts'
import { canGainLife, canLoseLife, restrictionReason } from './teamRestrictions'

export type LifeEventKind = LifeEvent['kind']

export interface LifeChangeOptions {
  source?: CardId | undefined
  combat?: boolean | undefined
}

/** The log line of each change, one sentence per kind (damage has four: combat or not, by a source or not). */
const CHANGED: Record<Exclude<LifeEventKind, 'damage'>, string> = {
  loss: 'log.life.lost',
  gain: 'log.life.gained',
  payment: 'log.life.paid',
}

function damageKey(combat: boolean, bySource: boolean): string {
  if (combat) return bySource ? 'log.life.combatDamageBy' : 'log.life.combatDamage'
  return bySource ? 'log.life.damageBy' : 'log.life.damage'
}

/**
 * Moves `player`'s team total by `amount` (a whole number >= 0; callers check it) and records
 * the event. Honours the team-wide "can't gain life" / "can't lose life" (810.9g, 810.9h): a
 * blocked change moves nothing and the log says why; blocked damage is still dealt (119.3). An amount of 0 is no event (119.9, 120.8).
 */
export function changeLife(
  s: GameState,
  player: PlayerId,
  kind: LifeEventKind,
  amount: number,
  opts: LifeChangeOptions = {},
): GameState {
  const name = getPlayer(s, player).name
  const team = s.teams[teamOfPlayer(s, player)]
  if (amount === 0) return noChange(s, name, kind)

  const gaining = kind === 'gain'
  const blocked = { player: name, count: amount, team: teamWord(s, team.id), life: team.life }
  if (gaining && !canGainLife(s, player)) {
    const reason = restrictionReason(s, player, 'cantGainLife')
    return addLog(s, message('log.life.gainBlocked', { ...blocked, reason }), '810.9g')
  }
  if (!gaining && !canLoseLife(s, player)) {
    const reason = restrictionReason(s, player, 'cantLoseLife')
    // 119.3: the damage is still dealt (it counts as damage dealt, for commander damage too);
    // only the life loss it would cause does not happen (810.9h).
    const logged = (t: GameState) =>
      addLog(t, message(blockedKey(kind), { ...blocked, reason }), '810.9h')
    return kind === 'damage'
      ? logged(record(s, makeEvent(s, player, kind, amount, opts, true)))
      : logged(s)
  }

  const event = makeEvent(s, player, kind, amount, opts, false)
  const life = checkTotal(
    team.life + (gaining ? amount : -amount),
    message('word.total.teamLife', { team: teamWord(s, team.id) }),
    -MAX_TOTAL,
  )
  const recorded = record(s, event)
  const next: GameState = { ...recorded, teams: { ...s.teams, [team.id]: { ...team, life } } }
  const changed = {
    player: name,
    count: amount,
    team: teamWord(s, team.id),
    from: team.life,
    to: life,
  }
  if (kind !== 'damage') return addLog(next, message(CHANGED[kind], changed))
  const key = damageKey(opts.combat === true, opts.source !== undefined)
  const source = opts.source !== undefined ? { source: cardWord(s, opts.source) } : {}
  return addLog(next, message(key, { ...changed, ...source }))
}

function blockedKey(kind: LifeEventKind): string {
  if (kind === 'damage') return 'log.life.damageBlocked'
  return kind === 'payment' ? 'log.life.paymentBlocked' : 'log.life.lossBlocked'
}

function makeEvent(
  s: GameState,
  player: PlayerId,
  kind: LifeEventKind,
  amount: number,
  opts: LifeChangeOptions,
  noLoss: boolean,
): LifeEvent {
  const event: LifeEvent = { seq: s.seq + 1, turn: s.turn.number, player, kind, amount }
  if (opts.source !== undefined) event.source = opts.source
  if (opts.combat === true) event.combat = true
  if (noLoss) event.noLoss = true
  return event
}

/** Adds the event to this turn's ledger and the game's history. */
function record(s: GameState, event: LifeEvent): GameState {
  const { player } = event
  return {
    ...s,
    seq: event.seq,
    lifeThisTurn: { ...s.lifeThisTurn, [player]: [...(s.lifeThisTurn[player] ?? []), event] },
    lifeHistory: [...s.lifeHistory, event],
  }
}

function noChange(s: GameState, name: string, kind: LifeEventKind): GameState {
  switch (kind) {
    case 'gain':
      return addLog(s, message('log.life.gainedNone', { player: name }), '119.9')
    case 'damage':
      return addLog(s, message('log.life.dealtNone', { player: name }), '120.8')
    case 'payment':
      return addLog(s, message('log.life.paidNone', { player: name }), '119.4b')
    case 'loss':
      return addLog(s, message('log.life.lostNone', { player: name }))
  }
}

/** "Prevent all damage that would be dealt to you" shields that player alone (615, 810.9, S084). */
export function damagePrevented(s: GameState, player: PlayerId): boolean {
  return getPlayer(s, player).restrictions.preventAllDamage
}

/**
 * Damage dealt to a player: combat's and every effect's way in. A player protected by "prevent
 * all damage that would be dealt to you" (restrictions.preventAllDamage) takes none; the
 * teammate is not protected (810.9, 615; S084).
 */
export function dealDamageToPlayer(
  s: GameState,
  target: PlayerId,
  amount: number,
  opts: LifeChangeOptions = {},
): GameState {
  const victim = getPlayer(s, target)
  if (amount > 0 && damagePrevented(s, target)) {
    const prevented = { count: amount, player: victim.name }
    return addLog(
      s,
      opts.source !== undefined
        ? message('log.life.preventedFrom', { ...prevented, source: cardWord(s, opts.source) })
        : message('log.life.prevented', prevented),
      '615',
    )
  }
  return changeLife(s, target, 'damage', amount, opts)
}

/**
 * "Your life total becomes N" (119.5) worked out against the team total (810.9c): `player` gains
 * or loses the difference, and the team total moves by the same amount.
 */
export function setLifeThrough(s: GameState, player: PlayerId, value: number): GameState {
  const team = s.teams[teamOfPlayer(s, player)]
  const difference = value - team.life
  if (difference > 0) return changeLife(s, player, 'gain', difference)
  if (difference < 0) return changeLife(s, player, 'loss', -difference)
  return addLog(
    s,
    message('log.life.alreadyAt', {
      team: teamWord(s, team.id),
      count: value,
      player: getPlayer(s, player).name,
    }),
    '119.5',
  )
}
