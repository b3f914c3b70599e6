/**
 * The declare blockers step when no creature can block (509.1a, 805.10d): there is nothing for
 * the defending team to decide, so its players declare no blockers, the log says why, and the
 * turn moves on to the combat damage step.
 */
import { message } from '../message'
import { addLog, otherTeam } from '../state'
import type { GameState } from '../types'
import { teamWord } from '../words'
import { updateCombat } from './combatState'
import { anyBlockPossible } from './possibleBlocks'
import { enterStep } from './steps'

export function passBlocksIfNoneCan(s: GameState): GameState {
  if (s.turn.step !== 'declareBlockers' || s.combat.attacks.length === 0) return s
  const team = otherTeam(s.turn.activeTeam)
  const defenders = s.teams[team].players
  if (defenders.every((p) => s.combat.blockersDeclared.includes(p)) || anyBlockPossible(s)) return s
  let next = updateCombat(s, { blockersDeclared: [...defenders] })
  next = addLog(next, message('log.block.nonePossible', { team: teamWord(s, team) }), '509.1a')
  return enterStep(next, 'combatDamage')
}
