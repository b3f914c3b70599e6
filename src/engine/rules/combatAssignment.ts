/**
 * How a blocked attacker's combat damage is split (510.1c–d): freely among its blockers, and with
 * trample, lethal damage to every blocker before the excess goes to the player, planeswalker or
 * battle it attacks, never to the other defender (702.19b, 805.10f). With deathtouch, 1 is
 * lethal (702.2c). The attacker's controller may choose a split; otherwise the table's default
 * is lethal to each blocker in block order and the rest to the last one (or trample's excess).
 */
import { refuse } from '../errors'
import { message, type Message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CardId, GameState, PlayerId } from '../types'
import { commaList, ownedWord, targetWord } from '../words'
import { cardView } from './faces'
import { combatExtras, updateCombat, type DamageShare } from './combatState'
import { combatPower, hasKeyword, onBattlefield } from './combatTraits'
import type { Handlers } from './handlers'

/** One amount of combat damage from one source to one player or permanent. */
export interface Hit {
  source: CardId
  to: PlayerId | CardId
  amount: number
}

/** Damage that is lethal for this blocker now, counting damage already marked (702.19b, 702.2c). */
export function lethalFor(s: GameState, blocker: CardId, deathtouch: boolean): number {
  const v = cardView(s, blocker)
  const left = Math.max(0, (v.toughness ?? 0) - v.damage)
  return deathtouch ? Math.min(1, left) : left
}

export function blockersOf(s: GameState, attacker: CardId): CardId[] {
  return s.combat.blocks
    .filter((b) => b.attacker === attacker && onBattlefield(s, b.blocker))
    .map((b) => b.blocker)
}

export function isBlocked(s: GameState, attacker: CardId): boolean {
  return (
    s.combat.blocks.some((b) => b.attacker === attacker) ||
    (s.combat.blockedAlone ?? []).includes(attacker)
  )
}

/** What the attacker attacks, if it is still there to be dealt damage (506.4). */
function liveTarget(s: GameState, attacker: CardId): PlayerId | CardId | undefined {
  const target = s.combat.attacks.find((a) => a.attacker === attacker)?.target
  if (target === undefined) return undefined
  return s.players[target] || onBattlefield(s, target) ? target : undefined
}

/** Where trample's excess may go: the attacked player or permanent only (702.19b). */
function trampleTarget(s: GameState, attacker: CardId): PlayerId | CardId | undefined {
  return hasKeyword(s, attacker, 'Trample') ? liveTarget(s, attacker) : undefined
}

function defaultSplit(
  s: GameState,
  attacker: CardId,
  blockers: CardId[],
  power: number,
): DamageShare[] {
  const deathtouch = hasKeyword(s, attacker, 'Deathtouch')
  const overflow = trampleTarget(s, attacker)
  const shares: DamageShare[] = []
  let left = power
  for (const blocker of blockers) {
    const amount = Math.min(left, lethalFor(s, blocker, deathtouch))
    shares.push({ to: blocker, amount })
    left -= amount
  }
  const last = shares[shares.length - 1]
  if (left > 0 && overflow !== undefined) shares.push({ to: overflow, amount: left })
  else if (left > 0 && last) last.amount += left
  return shares
}

/** Why a chosen split is illegal, or undefined if it is legal now. */
function splitProblem(s: GameState, attacker: CardId, shares: DamageShare[]): Message | undefined {
  const power = combatPower(s, attacker)
  const blockers = blockersOf(s, attacker)
  const overflow = trampleTarget(s, attacker)
  if (shares.some((x) => !Number.isInteger(x.amount) || x.amount < 0))
    return message('assign.wholeAmounts')
  const total = shares.reduce((sum, x) => sum + x.amount, 0)
  if (total !== power)
    return message('assign.exactPower', { card: ownedWord(s, attacker), power, total })
  const stray = shares.find((x) => !blockers.includes(x.to) && x.to !== overflow)
  if (stray) return message('assign.stray', { target: targetWord(s, stray.to) })
  const toTarget = shares.filter((x) => x.to === overflow).reduce((sum, x) => sum + x.amount, 0)
  const deathtouch = hasKeyword(s, attacker, 'Deathtouch')
  const short = blockers.find(
    (b) =>
      shares.filter((x) => x.to === b).reduce((sum, x) => sum + x.amount, 0) <
      lethalFor(s, b, deathtouch),
  )
  if (toTarget > 0 && short !== undefined)
    return message('assign.trampleLethalFirst', { blocker: ownedWord(s, short) })
  return undefined
}

/** The hits a blocked attacker deals in this damage step. */
export function blockedAttackerHits(s: GameState, attacker: CardId): Hit[] {
  const power = combatPower(s, attacker)
  if (power === 0) return []
  const blockers = blockersOf(s, attacker)
  if (blockers.length === 0) {
    // 509.1h: still blocked; only trample lets it deal its damage to what it attacks (702.19e).
    const overflow = trampleTarget(s, attacker)
    return overflow === undefined ? [] : [{ source: attacker, to: overflow, amount: power }]
  }
  const chosen = combatExtras(s).assignments?.[attacker]
  const problem = chosen ? splitProblem(s, attacker, chosen) : undefined
  if (problem !== undefined)
    refuse('BAD_ASSIGNMENT', message('assign.stale', { problem }), '510.1c')
  const shares = chosen ?? defaultSplit(s, attacker, blockers, power)
  return shares
    .filter((x) => x.amount > 0)
    .map((x) => ({ source: attacker, to: x.to, amount: x.amount }))
}

export const assignmentHandlers: Handlers = {
  'combat/assignDamage': (s, a) => {
    getPlayer(s, a.player)
    if (s.turn.step !== 'combatDamage') refuse('OUT_OF_STEP', message('assign.outOfStep'), '510.1')
    const c = getCard(s, a.attacker)
    if (!s.combat.attacks.some((x) => x.attacker === a.attacker) || !onBattlefield(s, a.attacker)) {
      refuse(
        'NOT_ATTACKING',
        message('assign.notAttacking', { card: ownedWord(s, a.attacker) }),
        '510.1',
      )
    }
    if (c.controller !== a.player) {
      refuse(
        'NOT_YOUR_CREATURE',
        message('assign.notYourCreature', {
          controller: playerName(s, c.controller),
          card: ownedWord(s, a.attacker),
        }),
        '805.10f',
      )
    }
    if (blockersOf(s, a.attacker).length === 0) {
      refuse(
        'NOT_BLOCKED',
        message('assign.notBlocked', { card: ownedWord(s, a.attacker) }),
        '510.1c',
      )
    }
    const shares = a.assignment.map(({ to, amount }) => ({ to, amount }))
    const problem = splitProblem(s, a.attacker, shares)
    if (problem !== undefined) refuse('BAD_ASSIGNMENT', problem, '510.1c')
    const assignments = { ...(combatExtras(s).assignments ?? {}), [a.attacker]: shares }
    const parts = commaList(
      shares.map((x) => message('word.damageTo', { count: x.amount, target: targetWord(s, x.to) })),
    )
    return addLog(
      updateCombat(s, { assignments }),
      message('log.assign.assigns', {
        player: playerName(s, a.player),
        card: ownedWord(s, a.attacker),
        parts,
      }),
      '510.1c',
    )
  },
}
