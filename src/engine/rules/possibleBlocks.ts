/**
 * Who could still block an attacker (509.1a, 805.10d): the defending team's untapped creatures,
 * either defender's, while their controller has not declared blockers, and that the attacker's
 * evasion lets block it. The table offers these; the turn lets the declare blockers step pass
 * when no attacker has any (blockPass.ts).
 */
import { otherTeam } from '../state'
import type { CardId, GameState } from '../types'
import { hasKeyword, isCreature } from './combatTraits'

/**
 * Whether this creature may block that attacker as far as evasion goes (702.9b, 702.17b).
 * TODO(#22): issue 22's canBlock (every evasion ability) takes this function's place.
 */
function evasionAllows(s: GameState, blocker: CardId, attacker: CardId): boolean {
  if (!hasKeyword(s, attacker, 'Flying')) return true
  return hasKeyword(s, blocker, 'Flying') || hasKeyword(s, blocker, 'Reach')
}

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
      evasionAllows(s, id, attacker)
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
