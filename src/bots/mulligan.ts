/**
 * Keep or mulligan (103.5, London mulligan; 805.3a in Two-Headed Giant, where the first
 * mulligan is free, 103.5c): a hand is kept when its lands (and mana rocks, counted as half a
 * land) give it a start — three to five lands in seven cards, fewer asked as the hand shrinks —
 * and always at five cards or fewer. On keeping after N mulligans, N − 1 cards go to the bottom:
 * spare lands while the hand has more than it needs, else the most expensive spells.
 */
import type { CardId } from '../engine'

/** What the keep policy reads of each card: whether it is a land, makes mana, and its cost. */
export interface HandCard {
  id: CardId
  land: boolean
  /** A nonland permanent that makes mana (a rock, a mana creature). */
  ramp: boolean
  manaValue: number
}

/** The lands a hand of this size wants. */
function landsWanted(size: number): { min: number; max: number } {
  if (size >= 7) return { min: 3, max: 5 }
  if (size === 6) return { min: 2, max: 4 }
  return { min: 1, max: size }
}

function landCount(hand: readonly HandCard[]): number {
  return hand.filter((c) => c.land).length
}

/**
 * Keep these seven cards, `keptSize` of which stay after bottoming? A hand that would keep five
 * or fewer is always kept: going lower costs more than a weak start.
 */
export function keepHand(hand: readonly HandCard[], keptSize: number): boolean {
  if (keptSize <= 5) return true
  const lands = landCount(hand)
  if (lands === 0) return false
  const { min, max } = landsWanted(keptSize)
  if (lands > max) return false
  const ramp = hand.filter((c) => c.ramp).length
  return lands + Math.min(ramp, 2) * 0.5 >= min
}

/**
 * The `count` cards to put on the bottom (London mulligan): spare lands down to what the kept
 * hand wants, then the most expensive spells; in the order they go, the last at the very bottom.
 */
export function bottomCards(hand: readonly HandCard[], count: number): CardId[] {
  const keep = [...hand]
  const chosen: CardId[] = []
  const target = Math.max(2, Math.ceil((hand.length - count) * 0.45))
  while (chosen.length < count && keep.length > 0) {
    const lands = keep.filter((c) => c.land)
    const spells = keep.filter((c) => !c.land)
    const pick =
      lands.length > target || spells.length === 0
        ? lands[lands.length - 1]
        : [...spells].sort((a, b) => b.manaValue - a.manaValue || a.id.localeCompare(b.id))[0]
    if (!pick) break
    chosen.push(pick.id)
    keep.splice(keep.indexOf(pick), 1)
  }
  return chosen
}
