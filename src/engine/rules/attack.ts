/**
 * Declaring attackers in 2HG (508.1, 805.10a–b): the active team declares one combined attack,
 * legal as a whole, naming for every attacker the opponent, planeswalker or battle it attacks.
 */
import { refuse } from '../errors'
import { message, type Message } from '../message'
import { addLog, getCard, playerName, setCard } from '../state'
import type { Attack, CardId, GameState } from '../types'
import { ownedWord, targetWord, teamWord } from '../words'
import { attackTarget } from './attackTargets'
import { updateCombat } from './combatState'
import { attackDeclared } from './declarations'
import { hasKeyword, isBattle, isCreature } from './combatTraits'
import { checkGoads } from './goad'
import type { Handlers } from './handlers'

interface Problem {
  code: string
  message: Message
  rule: string
}

/** Why this permanent can't attack now, or undefined if it can (508.1a, 302.6). */
export function attackProblem(s: GameState, id: CardId): Problem | undefined {
  const c = getCard(s, id)
  const name = ownedWord(s, id)
  if (c.zone !== 'battlefield' || !isCreature(s, id) || isBattle(s, id)) {
    return {
      code: 'NOT_A_CREATURE',
      message: message('attack.notACreature', { card: name }),
      rule: '508.1a',
    }
  }
  if (!s.teams[s.turn.activeTeam].players.includes(c.controller)) {
    return {
      code: 'NOT_YOUR_CREATURE',
      message: message('attack.notActiveTeam', { card: name }),
      rule: '805.10a',
    }
  }
  if (c.tapped) {
    return {
      code: 'ATTACKER_TAPPED',
      message: message('attack.tapped', { card: name }),
      rule: '508.1a',
    }
  }
  if (c.controlledSinceTurn >= s.turn.number && !hasKeyword(s, id, 'Haste')) {
    return {
      code: 'SUMMONING_SICK',
      message: message('attack.summoningSick', {
        card: name,
        controller: playerName(s, c.controller),
      }),
      rule: '302.6',
    }
  }
  if (hasKeyword(s, id, 'Defender')) {
    return {
      code: 'CANT_ATTACK',
      message: message('attack.defender', { card: name }),
      rule: '702.3b',
    }
  }
  return undefined
}

/** An attack as declared: each attacker with what it attacks (508.1b, 805.10b). */
type Declared = Required<Pick<Attack, 'attacker' | 'target'>>

function declare(s: GameState, declared: { attacker: CardId; target?: string }[]): Declared[] {
  const seen = new Set<CardId>()
  const attacks: Declared[] = []
  for (const { attacker, target } of declared) {
    if (seen.has(attacker)) {
      refuse(
        'DUPLICATE_ATTACKER',
        message('attack.duplicate', { card: ownedWord(s, attacker) }),
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
      refuse('OUT_OF_STEP', message('attack.outOfStep'), '508.1')
    }
    if (attackDeclared(s)) {
      refuse('ALREADY_DECLARED', message('attack.alreadyDeclared'), '805.10b')
    }
    const attacks = declare(s, a.attacks)
    let next = updateCombat(s, { attacks, attackersDeclared: true })
    if (attacks.length === 0) {
      return addLog(
        next,
        message('log.attack.none', { team: teamWord(s, s.turn.activeTeam) }),
        '508.8',
      )
    }
    for (const { attacker, target } of attacks) {
      // 508.1f: attacking taps the creature; vigilance says it doesn't (702.20b).
      if (!hasKeyword(s, attacker, 'Vigilance')) next = setCard(next, attacker, { tapped: true })
      next = addLog(
        next,
        message('log.attack.attacks', {
          card: ownedWord(s, attacker),
          target: targetWord(s, target),
        }),
      )
    }
    return next
  },
}
