/**
 * Declaring attackers in 2HG (508.1, 805.10a–b): the active team declares one combined attack,
 * legal as a whole, naming for every attacker the opponent, planeswalker or battle it attacks.
 */
import { refuse } from '../errors'
import { addLog, getCard, playerName, setCard } from '../state'
import type { Attack, CardId, GameState } from '../types'
import { attackTarget } from './attackTargets'
import { combatExtras, updateCombat } from './combatState'
import { hasKeyword, isBattle, isCreature, ownedName, targetName } from './combatTraits'
import { checkGoads } from './goad'
import type { Handlers } from './handlers'

interface Problem {
  code: string
  message: string
  rule: string
}

/** Why this permanent can't attack now, or undefined if it can (508.1a, 302.6). */
export function attackProblem(s: GameState, id: CardId): Problem | undefined {
  const c = getCard(s, id)
  const name = ownedName(s, id)
  if (c.zone !== 'battlefield' || !isCreature(s, id) || isBattle(s, id)) {
    return {
      code: 'NOT_A_CREATURE',
      message: `${name} isn't a creature on the battlefield, so it can't attack (508.1a).`,
      rule: '508.1a',
    }
  }
  if (!s.teams[s.turn.activeTeam].players.includes(c.controller)) {
    return {
      code: 'NOT_YOUR_CREATURE',
      message: `${name} isn't controlled by a player of the active team; only the active team attacks (805.10a).`,
      rule: '805.10a',
    }
  }
  if (c.tapped) {
    return {
      code: 'ATTACKER_TAPPED',
      message: `${name} is tapped, and only untapped creatures can attack (508.1a).`,
      rule: '508.1a',
    }
  }
  if (c.controlledSinceTurn >= s.turn.number && !hasKeyword(s, id, 'Haste')) {
    return {
      code: 'SUMMONING_SICK',
      message: `${name} hasn't been under ${playerName(s, c.controller)}'s control since the turn began and has no haste, so it can't attack (302.6, 508.1a).`,
      rule: '302.6',
    }
  }
  if (hasKeyword(s, id, 'Defender')) {
    return {
      code: 'CANT_ATTACK',
      message: `${name} has defender and can't attack (702.3b).`,
      rule: '702.3b',
    }
  }
  return undefined
}

function declare(s: GameState, declared: { attacker: CardId; target?: string }[]): Attack[] {
  const seen = new Set<CardId>()
  const attacks: Attack[] = []
  for (const { attacker, target } of declared) {
    if (seen.has(attacker)) {
      refuse(
        'DUPLICATE_ATTACKER',
        `${ownedName(s, attacker)} is declared twice; a creature attacks only once (508.1).`,
        '508.1',
      )
    }
    seen.add(attacker)
    const problem = attackProblem(s, attacker)
    if (problem) refuse(problem.code, problem.message, problem.rule)
    attacks.push({ attacker, target: attackTarget(s, attacker, target) })
  }
  checkGoads(s, attacks, (id) => attackProblem(s, id) === undefined)
  return attacks
}

export const attackHandlers: Handlers = {
  'combat/declareAttackers': (s, a) => {
    if (s.turn.step !== 'declareAttackers') {
      refuse(
        'OUT_OF_STEP',
        'Attackers are declared in the declare attackers step; move the turn there first (508.1).',
        '508.1',
      )
    }
    if (combatExtras(s).attackersDeclared === true || s.combat.attacks.length > 0) {
      refuse(
        'ALREADY_DECLARED',
        'The active team has already declared its attack this combat (805.10b).',
        '805.10b',
      )
    }
    const attacks = declare(s, a.attacks)
    let next = updateCombat(s, { attacks, attackersDeclared: true })
    if (attacks.length === 0) {
      return addLog(
        next,
        `${s.teams[s.turn.activeTeam].name} declares no attackers (508.8).`,
        '508.8',
      )
    }
    for (const { attacker, target } of attacks) {
      // 508.1f: attacking taps the creature; vigilance says it doesn't (702.20b).
      if (!hasKeyword(s, attacker, 'Vigilance')) next = setCard(next, attacker, { tapped: true })
      next = addLog(next, `${ownedName(s, attacker)} attacks ${targetName(s, target)}.`)
    }
    return next
  },
}
