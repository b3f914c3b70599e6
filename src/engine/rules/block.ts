/**
 * Declaring blockers in 2HG (509.1, 805.10d): the defending team makes one combined block. Each
 * defender declares their own creatures only (810.5, S081), and any of them may block a creature
 * attacking either defender or their permanents. Menace is checked over the combined block.
 */
import { refuse } from '../errors'
import { addLog, getCard, getPlayer, playerName } from '../state'
import { defendingPlayer, teamOf } from '../selectors'
import type { Block, GameState, PlayerId } from '../types'
import { updateCombat } from './combatState'
import { hasKeyword, isCreature, onBattlefield, ownedName } from './combatTraits'
import type { Handlers } from './handlers'

function checkBlock(s: GameState, player: PlayerId, block: Block, taken: Set<string>): void {
  const { blocker, attacker } = block
  const c = getCard(s, blocker)
  const name = ownedName(s, blocker)
  if (c.zone !== 'battlefield' || !isCreature(s, blocker)) {
    refuse(
      'NOT_A_CREATURE',
      `${name} isn't a creature on the battlefield, so it can't block (509.1a).`,
      '509.1a',
    )
  }
  if (c.controller !== player) {
    refuse(
      'NOT_YOUR_CREATURE',
      `Only ${playerName(s, c.controller)} may declare ${name} as a blocker; a teammate can't (810.5, 805.10d).`,
      '810.5',
    )
  }
  if (c.tapped)
    refuse(
      'BLOCKER_TAPPED',
      `${name} is tapped, and only untapped creatures can block (509.1a).`,
      '509.1a',
    )
  if (taken.has(blocker))
    refuse(
      'ALREADY_BLOCKING',
      `${name} already blocks; a creature blocks only one attacker (509.1a).`,
      '509.1a',
    )
  const defender = s.combat.attacks.some((a) => a.attacker === attacker)
    ? defendingPlayer(s, attacker)
    : undefined
  if (
    defender === undefined ||
    !onBattlefield(s, attacker) ||
    teamOf(s, defender) !== teamOf(s, player)
  ) {
    refuse(
      'NOT_ATTACKING',
      `${s.cards[attacker] ? ownedName(s, attacker) : attacker} isn't attacking ${playerName(s, player)}'s team, so it can't be blocked by ${name} (509.1a, 805.10d).`,
      '805.10d',
    )
  }
  if (
    hasKeyword(s, attacker, 'Flying') &&
    !hasKeyword(s, blocker, 'Flying') &&
    !hasKeyword(s, blocker, 'Reach')
  ) {
    refuse(
      'CANT_BLOCK_FLYING',
      `${ownedName(s, attacker)} has flying and can be blocked only by creatures with flying or reach (702.9b, 702.17b).`,
      '702.9b',
    )
  }
}

/**
 * Menace across both defenders (702.111b, 805.10d): one blocker from B1 and one from B2 together
 * block legally. Checked when the defending team's block is complete and before damage.
 */
export function checkMenace(s: GameState, blocks: Block[]): void {
  for (const { attacker } of s.combat.attacks) {
    const count = blocks.filter((b) => b.attacker === attacker).length
    if (count === 1 && onBattlefield(s, attacker) && hasKeyword(s, attacker, 'Menace')) {
      refuse(
        'MENACE_NEEDS_TWO',
        `${ownedName(s, attacker)} has menace and can't be blocked except by two or more creatures (702.111b). Both defenders' blockers count together (805.10d): add a second blocker, or undo the lone block.`,
        '702.111b',
      )
    }
  }
}

export const blockHandlers: Handlers = {
  'combat/declareBlockers': (s, a) => {
    getPlayer(s, a.player)
    if (s.turn.step !== 'declareBlockers') {
      refuse(
        'OUT_OF_STEP',
        'Blockers are declared in the declare blockers step; move the turn there first (509.1).',
        '509.1',
      )
    }
    if (teamOf(s, a.player) === s.turn.activeTeam) {
      refuse(
        'NOT_DEFENDING',
        `${playerName(s, a.player)} is on the attacking team; only the other team's players block (805.10a).`,
        '805.10a',
      )
    }
    if (s.combat.blockersDeclared.includes(a.player)) {
      refuse(
        'ALREADY_DECLARED',
        `${playerName(s, a.player)} has already declared blockers this combat (509.1).`,
        '509.1',
      )
    }
    const taken = new Set(s.combat.blocks.map((b) => b.blocker))
    for (const block of a.blocks) {
      checkBlock(s, a.player, block, taken)
      taken.add(block.blocker)
    }
    const blocks = [
      ...s.combat.blocks,
      ...a.blocks.map(({ blocker, attacker }) => ({ blocker, attacker })),
    ]
    const blockersDeclared = [...s.combat.blockersDeclared, a.player]
    const defenders = s.teams[teamOf(s, a.player)].players
    if (defenders.every((p) => blockersDeclared.includes(p))) checkMenace(s, blocks)

    let next = updateCombat(s, { blocks, blockersDeclared })
    if (a.blocks.length === 0)
      return addLog(next, `${playerName(s, a.player)} declares no blockers.`)
    for (const { blocker, attacker } of a.blocks) {
      next = addLog(next, `${ownedName(s, blocker)} blocks ${ownedName(s, attacker)}.`)
    }
    return next
  },
}
