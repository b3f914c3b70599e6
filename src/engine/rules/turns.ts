/**
 * Team turns (805.4): the active team moves through every step in order; after cleanup the next
 * team's turn begins (extra turns first, 500.7, 805.8). Also the land drop recorded by hand for
 * lands played from somewhere other than the hand (805.4c). A declare blockers step in which no
 * creature can block passes by itself (blockPass.ts).
 */
import { message } from '../message'
import { addLog } from '../state'
import { STEPS } from '../types'
import { teamWord } from '../words'
import { checkCombatStepEnd, checkTurnEnd } from './combatStepEnd'
import { giveExtraTurns } from './extraTurns'
import { passBlocksIfNoneCan } from './blockPass'
import type { Handlers } from './handlers'
import { recordLandPlay } from './landDrop'
import { enterStep } from './steps'
import { beginNextTurn } from './turnCycle'

export const turnHandlers: Handlers = {
  'turn/nextStep': (s) => {
    checkCombatStepEnd(s)
    const step = STEPS[STEPS.indexOf(s.turn.step) + 1]
    return step === undefined ? beginNextTurn(s) : passBlocksIfNoneCan(enterStep(s, step))
  },
  'turn/end': (s) => {
    checkTurnEnd(s)
    // Skipped steps do nothing (no draws), but the turn still gets its cleanup (514).
    const next = addLog(s, message('log.turns.ends', { team: teamWord(s, s.turn.activeTeam) }))
    return beginNextTurn(s.turn.step === 'cleanup' ? next : enterStep(next, 'cleanup'))
  },
  'turn/extraTurn': (s, a) => {
    const recipients = [...new Set([a.player, ...(a.players ?? [])])]
    return giveExtraTurns(s, recipients)
  },
  // A land played from elsewhere (the top of the library, a graveyard) by an effect's permission.
  'turn/landPlayed': (s, a) => recordLandPlay(s, a.player, a.extraAllowed === true),
}
