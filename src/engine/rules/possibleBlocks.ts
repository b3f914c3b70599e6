/**
 * Who could still block an attacker (509.1a, 805.10d): the defending team's untapped creatures,
 * either defender's, while their controller has not declared blockers, and that the attacker's
 * evasion lets block it. The table offers these; the turn lets the declare blockers step pass
 * when no attacker has any (blockPass.ts).
 */
import { otherTeam } from '../state'
import type { CardId, GameState } from '../types'
import { hasKeyword, isCreature } from './combatTraits'
import { canBlock } from './evasion'

/** The defending team's creatures that could be declared as blockers of this attacker now. */
export function possibleBlockersOf(s: GameState, attacker: CardId): CardId[] {
  if (!s.combat.attacks.some((a) => a.attacker === attacker)) return []
  const defenders = s.teams[otherTeam(s.turn.activeTeam)].players.filter(
    (p) => !s.combat.blockersDeclared.includes(p),
  )
  const blocking = new Set(s.combat.blocks.map((b) => b.blocker))
  return s.battlefield.filter((id) => {
    const c = s.cards[id]
    return (
      c !== undefined &&
      defenders.includes(c.controller) &&
      !c.tapped &&
      !blocking.has(id) &&
      isCreature(s, id) &&
      // Every evasion ability and "can't block" (509.1b, 702).
      canBlock(s, id, attacker)
    )
  })
}

/**
 * Whether any attacker could still be blocked. An attacker with menace needs two possible
 * blockers (702.111b), which may come from both defenders (805.10d).
 */
export function anyBlockPossible(s: GameState): boolean {
  return s.combat.attacks.some(({ attacker }) => {
    const needed = hasKeyword(s, attacker, 'Menace') ? 2 : 1
    return possibleBlockersOf(s, attacker).length >= needed
  })
}
