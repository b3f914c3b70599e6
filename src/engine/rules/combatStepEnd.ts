/**
 * Attacks and blocks are legal as a whole (508.1c–d, 509.1b–c, 805.10b, 805.10d), so they are
 * checked again as their step ends, whoever declared what: a goaded creature must attack even
 * when nobody declared attackers, and a menace attacker blocked by one creature can't stay so
 * because the other defender never declared.
 */
import { STEPS, type GameState } from '../types'
import { attackProblem } from './attack'
import { checkMenace } from './block'
import { checkGoads } from './goad'

/**
 * Ending the turn before combat skips the declare attackers step, where the team declares no
 * attackers: that must still meet every goad (508.1d, 701.15b).
 */
export function checkTurnEnd(s: GameState): void {
  if (STEPS.indexOf(s.turn.step) < STEPS.indexOf('declareAttackers')) {
    checkGoads(s, [], (id) => attackProblem(s, id) === undefined)
  }
  checkCombatStepEnd(s)
}

/** Refuses leaving the current step while its combat declarations break a rule. */
export function checkCombatStepEnd(s: GameState): void {
  if (s.turn.step === 'declareAttackers' && s.combat.attackersDeclared !== true) {
    // Nobody declared: the team declared no attackers, which must still meet every goad (508.1d).
    checkGoads(s, s.combat.attacks, (id) => attackProblem(s, id) === undefined)
  }
  if (s.turn.step === 'declareBlockers') checkMenace(s, s.combat.blocks)
}
