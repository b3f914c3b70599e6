/**
 * Combat between teams (506–511, 805.10): goad, the combined attack and block, damage splits,
 * the damage steps, and the whole-table shield "prevent all combat damage this turn" (615).
 */
import { message } from '../message'
import { addLog } from '../state'
import { attackHandlers } from './attack'
import { attackNowHandlers } from './attackNow'
import { blockHandlers } from './block'
import { assignmentHandlers } from './combatAssignment'
import { damageHandlers } from './combatDamage'
import { updateCombat } from './combatState'
import { goadHandlers } from './goad'
import type { Handlers } from './handlers'
import { teamBlockHandlers } from './teamBlocks'

const shieldHandlers: Handlers = {
  'combat/preventAll': (s, a) =>
    addLog(
      updateCombat(s, { preventAll: a.on }),
      a.on ? message('log.damage.preventOn') : message('log.damage.preventOff'),
      '615',
    ),
}

export const combatHandlers: Handlers = {
  ...goadHandlers,
  ...attackHandlers,
  ...blockHandlers,
  ...attackNowHandlers,
  ...teamBlockHandlers,
  ...assignmentHandlers,
  ...damageHandlers,
  ...shieldHandlers,
}
