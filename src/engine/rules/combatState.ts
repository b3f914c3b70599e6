/**
 * Reading and updating state.combat. Its facts vanish with the rest of combat when creatures
 * leave combat (511.3) and when the turn ends.
 */
import type { CombatState, DamageShare, GameState } from '../types'

export type { DamageShare }

/** The combat facts beyond attacks and blocks (CombatState's optional fields). */
export type CombatExtras = Pick<CombatState, 'attackersDeclared' | 'preventAll' | 'assignments'>

type CombatRecord = CombatState & CombatExtras

export function combatExtras(s: GameState): CombatExtras {
  const record: CombatRecord = s.combat
  return record
}

export function updateCombat(s: GameState, patch: Partial<CombatRecord>): GameState {
  const combat: CombatRecord = { ...s.combat, ...patch }
  return { ...s, combat }
}
