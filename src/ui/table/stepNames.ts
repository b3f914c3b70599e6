import type { Step } from '../../engine'

/** Step names as players say them (500–514), long and short. TODO(#11): translations. */
export const STEP_NAMES: Record<Step, { long: string; short: string }> = {
  untap: { long: 'Untap step', short: 'Untap' },
  upkeep: { long: 'Upkeep', short: 'Upkeep' },
  draw: { long: 'Draw step', short: 'Draw' },
  main1: { long: 'First main phase', short: 'Main 1' },
  beginCombat: { long: 'Beginning of combat', short: 'Combat' },
  declareAttackers: { long: 'Declare attackers', short: 'Attack' },
  declareBlockers: { long: 'Declare blockers', short: 'Block' },
  combatDamage: { long: 'Combat damage', short: 'Damage' },
  endCombat: { long: 'End of combat', short: 'End combat' },
  main2: { long: 'Second main phase', short: 'Main 2' },
  end: { long: 'End step', short: 'End' },
  cleanup: { long: 'Cleanup', short: 'Cleanup' },
}
