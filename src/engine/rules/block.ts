/**
 * Declaring blockers in 2HG (509.1, 805.10d): the defending team makes one combined block. Each
 * defender declares their own creatures only (810.5, S081), and any of them may block a creature
 * attacking either defender or their permanents. Menace is checked over the combined block.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import { defendingPlayer, teamOf } from '../selectors'
import type { Block, GameState, PlayerId } from '../types'
import { ownedWord } from '../words'
import { updateCombat } from './combatState'
import { hasKeyword, isCreature, onBattlefield } from './combatTraits'
import { blockRestriction } from './evasion'
import type { Handlers } from './handlers'

function checkBlock(s: GameState, player: PlayerId, block: Block, taken: Set<string>): void {
  const { blocker, attacker } = block
  const c = getCard(s, blocker)
  const name = ownedWord(s, blocker)
  if (c.zone !== 'battlefield' || !isCreature(s, blocker)) {
    refuse('NOT_A_CREATURE', message('block.notACreature', { card: name }), '509.1a')
  }
  if (c.controller !== player) {
    refuse(
      'NOT_YOUR_CREATURE',
      message('block.notYourCreature', { controller: playerName(s, c.controller), card: name }),
      '810.5',
    )
  }
  if (c.tapped) refuse('BLOCKER_TAPPED', message('block.tapped', { card: name }), '509.1a')
  if (taken.has(blocker))
    refuse('ALREADY_BLOCKING', message('block.alreadyBlocking', { card: name }), '509.1a')
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
      message('block.notAttackingTeam', {
        attacker: s.cards[attacker] ? ownedWord(s, attacker) : attacker,
        player: playerName(s, player),
        card: name,
      }),
      '805.10d',
    )
  }
  const evaded = blockRestriction(s, blocker, attacker)
  if (evaded) refuse(evaded.code, evaded.message, evaded.rule)
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
        message('block.menace', { attacker: ownedWord(s, attacker) }),
        '702.111b',
      )
    }
  }
}

export const blockHandlers: Handlers = {
  'combat/declareBlockers': (s, a) => {
    getPlayer(s, a.player)
    if (s.turn.step !== 'declareBlockers') {
      refuse('OUT_OF_STEP', message('block.outOfStep'), '509.1')
    }
    if (teamOf(s, a.player) === s.turn.activeTeam) {
      refuse(
        'NOT_DEFENDING',
        message('block.attackingTeam', { player: playerName(s, a.player) }),
        '805.10a',
      )
    }
    if (s.combat.blockersDeclared.includes(a.player)) {
      refuse(
        'ALREADY_DECLARED',
        message('block.alreadyDeclared', { player: playerName(s, a.player) }),
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
      return addLog(next, message('log.block.none', { player: playerName(s, a.player) }))
    for (const { blocker, attacker } of a.blocks) {
      next = addLog(
        next,
        message('log.block.blocks', {
          card: ownedWord(s, blocker),
          attacker: ownedWord(s, attacker),
        }),
      )
    }
    return next
  },
}
