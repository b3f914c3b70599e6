import type { Action, GameState } from '../../engine'

/**
 * What "Next" does now: in the combat damage step, before its damage is dealt, it deals it (the
 * preview shows what it will do; 510.1–510.2: damage is what the step is for, never skipped);
 * otherwise the turn moves to the next step.
 */
export function nextAction(g: GameState | null): Action {
  const pending =
    g !== null &&
    g.turn.step === 'combatDamage' &&
    g.combat.attacks.length > 0 &&
    !g.combat.damageDone
  return pending ? { type: 'combat/damage' } : { type: 'turn/nextStep' }
}
