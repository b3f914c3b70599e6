/**
 * The one place a life total changes (like Forge's Player.applyLifeDelta). Damage, loss, gain
 * and payment happen to an individual player; their net effect moves the team's one shared
 * total (810.9). Each change is recorded per player for this turn's ledger and for the game's
 * history, so "whenever you lose life" and "life you lost this turn" read the individual (S062).
 */
import { addLog, getPlayer, logName, teamOfPlayer } from '../state'
import type { CardId, GameState, LifeEvent, PlayerId } from '../types'
import { canGainLife, canLoseLife, restrictionReason } from './teamRestrictions'

export type LifeEventKind = LifeEvent['kind']

export interface LifeChangeOptions {
  source?: CardId | undefined
  combat?: boolean | undefined
}

const VERBS: Record<LifeEventKind, string> = {
  damage: 'was dealt',
  loss: 'lost',
  gain: 'gained',
  payment: 'paid',
}

/**
 * Moves `player`'s team total by `amount` (a whole number >= 0; callers check it) and records
 * the event. Honours the team-wide "can't gain life" / "can't lose life" (810.9g, 810.9h): a
 * blocked change records nothing and the log says why. An amount of 0 is no event (119.9, 120.8).
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
  if (gaining && !canGainLife(s, player)) {
    return addLog(
      s,
      `${name} would gain ${amount} life, but ${restrictionReason(s, player, 'cantGainLife')} (810.9g): ${team.name} stays at ${team.life}.`,
      '810.9g',
    )
  }
  if (!gaining && !canLoseLife(s, player)) {
    const what =
      kind === 'damage'
        ? `is dealt ${amount} damage`
        : `would ${kind === 'payment' ? 'pay' : 'lose'} ${amount} life`
    return addLog(
      s,
      `${name} ${what}, but ${restrictionReason(s, player, 'cantLoseLife')} (810.9h): ${team.name} stays at ${team.life}.`,
      '810.9h',
    )
  }

  const seq = s.seq + 1
  const event: LifeEvent = { seq, turn: s.turn.number, player, kind, amount }
  if (opts.source !== undefined) event.source = opts.source
  if (opts.combat === true) event.combat = true
  const life = team.life + (gaining ? amount : -amount)
  const next: GameState = {
    ...s,
    seq,
    teams: { ...s.teams, [team.id]: { ...team, life } },
    lifeThisTurn: { ...s.lifeThisTurn, [player]: [...(s.lifeThisTurn[player] ?? []), event] },
    lifeHistory: [...s.lifeHistory, event],
  }
  const what = kind === 'damage' ? `${opts.combat === true ? 'combat ' : ''}damage` : 'life'
  const by = kind === 'damage' && opts.source !== undefined ? ` by ${logName(s, opts.source)}` : ''
  return addLog(
    next,
    `${name} ${VERBS[kind]} ${amount} ${what}${by} (${team.name}: ${team.life} → ${life}).`,
  )
}

function noChange(s: GameState, name: string, kind: LifeEventKind): GameState {
  switch (kind) {
    case 'gain':
      return addLog(
        s,
        `${name} gained no life: gaining 0 life is not a life-gain event (119.9).`,
        '119.9',
      )
    case 'damage':
      return addLog(
        s,
        `${name} was dealt no damage: 0 damage is not dealt at all (120.8).`,
        '120.8',
      )
    case 'payment':
      return addLog(s, `${name} paid 0 life, which is always allowed (119.4b).`, '119.4b')
    case 'loss':
      return addLog(s, `${name} lost no life.`)
  }
}

/**
 * Damage dealt to a player: combat's and every effect's way in. A player protected by "prevent
 * all damage that would be dealt to you" (restrictions.preventCombatDamage) takes none; the
 * teammate is not protected (810.9, 615; S084).
 */
export function dealDamageToPlayer(
  s: GameState,
  target: PlayerId,
  amount: number,
  opts: LifeChangeOptions = {},
): GameState {
  const victim = getPlayer(s, target)
  if (amount > 0 && victim.restrictions.preventCombatDamage) {
    const from = opts.source !== undefined ? ` from ${logName(s, opts.source)}` : ''
    return addLog(
      s,
      `The ${amount} damage${from} that would be dealt to ${victim.name} is prevented; the protection covers only ${victim.name}, not the teammate (615, 810.9).`,
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
    `${team.name} already has ${value} life, so ${getPlayer(s, player).name} gains or loses nothing (119.5, 810.9c).`,
    '119.5',
  )
}
