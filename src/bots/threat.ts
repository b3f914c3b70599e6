/**
 * How much of an attack gets through a team's blockers, each of the three ways a Commander Duo
 * team loses in combat: life (810.9), 15 poison (810.10) and 21 combat damage from one commander
 * to one player (903.10a). The defenders are assumed to block the biggest attackers they can,
 * one blocker each (two for menace, 702.111b); trample's excess still gets through (702.19c).
 */
import {
  canBlock,
  commanderDamage,
  COMMANDER_DAMAGE_TO_LOSE,
  type CardView,
  type GameState,
  type PlayerId,
} from '../engine'
import { combatDamage, has, poisonDamage } from './value'

export const POISON_TO_LOSE = 15

export interface Through {
  life: number
  poison: number
  /** The commanders that would get through unblocked. */
  commanders: CardView[]
}

/** What gets through when the defenders block the biggest attackers they can. */
export function through(
  view: GameState,
  attackers: readonly CardView[],
  blockers: readonly CardView[],
): Through {
  const size = (c: CardView) => combatDamage(c) + poisonDamage(c) * 4 + (c.isCommander ? 3 : 0)
  const sorted = [...attackers].sort((a, b) => size(b) - size(a) || a.id.localeCompare(b.id))
  const free = [...blockers]
  const result: Through = { life: 0, poison: 0, commanders: [] }
  for (const a of sorted) {
    const needed = has(a, 'Menace') ? 2 : 1
    const stoppers = free.filter((b) => canBlock(view, b.id, a.id)).slice(0, needed)
    const lifeDamage = has(a, 'Infect') ? 0 : combatDamage(a)
    if (stoppers.length < needed) {
      result.life += lifeDamage
      result.poison += poisonDamage(a)
      if (a.isCommander) result.commanders.push(a)
      continue
    }
    for (const b of stoppers) free.splice(free.indexOf(b), 1)
    if (has(a, 'Trample')) {
      const absorbed = stoppers.reduce((n, b) => n + Math.max(0, b.toughness ?? 0), 0)
      result.life += Math.max(0, lifeDamage - absorbed)
    }
  }
  return result
}

/** The most combat damage this commander has dealt to any of these players (903.10a). */
export function worstCommanderTally(
  view: GameState,
  commander: string,
  victims: readonly PlayerId[],
) {
  return Math.max(0, ...victims.map((p) => commanderDamage(view, p, commander)))
}

/** Whether what gets through kills the defending team. */
export function isLethal(
  view: GameState,
  t: Through,
  life: number,
  poison: number,
  victims: readonly PlayerId[],
): boolean {
  if (t.life >= life || t.poison >= POISON_TO_LOSE - poison) return true
  return t.commanders.some(
    (c) => combatDamage(c) + worstCommanderTally(view, c.id, victims) >= COMMANDER_DAMAGE_TO_LOSE,
  )
}
