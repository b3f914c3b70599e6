/**
 * The defending team's block as one declaration (805.10d): each defender who has not declared
 * declares the blocks of their own creatures (810.5), in seat order, with every check of 509.1;
 * menace is then checked over both (702.111b). With no blocks it is "no blocks" for the team.
 * The turn then moves on to the combat damage step, as "Attack" moves on to blocks.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { otherTeam } from '../state'
import type { PlayerId } from '../types'
import { teamWord } from '../words'
import { blockHandlers } from './block'
import type { Handlers } from './handlers'
import { handleWith } from './handleWith'
import { enterStep } from './steps'

export const teamBlockHandlers: Handlers = {
  'combat/declareTeamBlockers': (s, a) => {
    if (s.turn.step !== 'declareBlockers') {
      refuse('OUT_OF_STEP', message('block.outOfStep'), '509.1')
    }
    const team = otherTeam(s.turn.activeTeam)
    const open = s.teams[team].players.filter((p) => !s.combat.blockersDeclared.includes(p))
    const first = open[0]
    if (first === undefined) {
      refuse(
        'ALREADY_DECLARED',
        message('block.teamDeclared', { team: teamWord(s, team) }),
        '805.10d',
      )
    }
    // A blocker declared for whoever controls it: that player's own declaration says why not.
    const byPlayer = new Map<PlayerId, typeof a.blocks>(open.map((p) => [p, []]))
    for (const block of a.blocks) {
      const controller = s.cards[block.blocker]?.controller ?? first
      byPlayer.set(controller, [...(byPlayer.get(controller) ?? []), block])
    }
    let next = s
    for (const [player, blocks] of byPlayer) {
      next = handleWith(blockHandlers, next, { type: 'combat/declareBlockers', player, blocks })
    }
    // The block is complete: on to the damage, which waits there for "Next" (510).
    return enterStep(next, 'combatDamage')
  },
}
