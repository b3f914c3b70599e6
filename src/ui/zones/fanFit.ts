/**
 * How a hand's fan is laid out in its box. Each card shows a strip no later card covers, and the
 * card's name and cost are laid out in that strip. One tier: each card a step right of the one
 * before, its strip the step. Two tiers, when the hand is too full for one: every other card a
 * little lower and drawn over the others, so each card is covered by the cards of the other tier
 * only below its name, and by its own tier's next card two steps on: the strip doubles, for
 * slightly smaller cards.
 *
 * A phone's hand scrolls sideways instead of crowding (`minStrip`, zones.css): no strip is
 * narrower than a name needs, and the cards past the box's edge are a swipe away, as in MTG
 * Arena's and Untap's phone layouts.
 */
import { CARD_RATIO } from './battlefieldFit'

/** The room between cards that all fit side by side. */
const ROOM = 6
/** How far the lower tier sits below the upper: a name of two lines and the cost. */
const TIER_DROP = 44

export interface FanFit {
  height: number
  width: number
  /** From one card to the next. */
  step: number
  /** The width of each card's strip that nothing covers. */
  strip: number
  tiers: 1 | 2
  /** How far the lower tier sits below the upper (0 with one tier). */
  drop: number
}

/** The step from one card to the next: the box shared out, but never under `least`. */
function stepOf(w: number, width: number, count: number, least: number): number {
  if (count < 2) return w + ROOM
  return Math.min(w + ROOM, Math.max((width - w) / (count - 1), Math.min(least, w)))
}

function oneTier(width: number, height: number, count: number, minStrip: number): FanFit {
  const w = Math.round(height * CARD_RATIO)
  const step = stepOf(w, width, count, minStrip)
  return { height, width: w, step, strip: Math.min(step, w), tiers: 1, drop: 0 }
}

function twoTiers(width: number, height: number, count: number, minStrip: number): FanFit {
  const h = height - TIER_DROP
  const w = Math.round(h * CARD_RATIO)
  // A card's strip is two steps wide: its own tier's next card is two cards on.
  const step = stepOf(w, width, count, minStrip / 2)
  return { height: h, width: w, step, strip: Math.min(2 * step, w), tiers: 2, drop: TIER_DROP }
}

/**
 * The fan for `count` cards in a box of this size: two tiers where their strips are wider. With
 * `minStrip`, each strip is at least that wide (or the whole card), and the fan may run past the
 * box's edge.
 */
export function fitFan(width: number, height: number, count: number, minStrip = 0): FanFit {
  const one = oneTier(width, height, count, minStrip)
  if (count < 3 || one.strip >= one.width || height < TIER_DROP * 2.5) return one
  const two = twoTiers(width, height, count, minStrip)
  return letters(two) > letters(one) * 1.04 ? two : one
}

/**
 * About how many letters of a name fit across the strip: its width less the frame's padding,
 * over the name's font size (card.css: the card's width or the strip's, whichever is smaller).
 */
function letters(fit: FanFit): number {
  const room = Math.min(fit.strip - fit.width * 0.06, fit.width * 0.88)
  const font = Math.min(14, Math.max(9, Math.min(fit.width * 0.12, fit.strip * 0.14)))
  return room / font
}
