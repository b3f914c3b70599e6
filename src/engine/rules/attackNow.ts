/**
 * "Attack" as one action, the way Arena plays it: from the first main phase (or the beginning of
 * combat) the turn enters each step up to declare attackers, so what happens at the beginning of
 * combat still happens (507); the attack is declared with every check of 508.1 and 805.10b; the
 * turn moves on to declare blockers (509), which passes by itself when no creature can block.
 * One action, so one undo takes the whole attack back.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { STEPS, type Step } from '../types'
import { attackHandlers } from './attack'
import { passBlocksIfNoneCan } from './blockPass'
import type { Handlers } from './handlers'
import { handleWith } from './handleWith'
import { enterStep } from './steps'

const FROM: readonly Step[] = ['main1', 'beginCombat', 'declareAttackers']

export const attackNowHandlers: Handlers = {
  'combat/attack': (s, a) => {
    if (!FROM.includes(s.turn.step)) refuse('OUT_OF_STEP', message('attack.notFromHere'), '508.1')
    if (a.attacks.length === 0) refuse('NO_ATTACKERS', message('attack.noneChosen'), '508.1a')
    let next = s
    while (next.turn.step !== 'declareAttackers') {
      next = enterStep(next, STEPS[STEPS.indexOf(next.turn.step) + 1] ?? 'declareAttackers')
    }
    next = handleWith(attackHandlers, next, {
      type: 'combat/declareAttackers',
      attacks: a.attacks,
    })
    return passBlocksIfNoneCan(enterStep(next, 'declareBlockers'))
  },
}
