/**
 * How large a battlefield's cards can be drawn: the largest card that lets every row fit the
 * area, rows wrapping onto more lines as they fill up. Widths are counted in card widths, so
 * the count does not depend on the size being tried.
 */
import type { CardId } from '../../engine'
import type { BattlefieldLayout, LayoutEntry, Row } from './battlefieldLayout'

/** A card's width over its height (63 × 88 mm). */
export const CARD_RATIO = 0.716
/** The room between two slots, in card widths: a tapped neighbour turns into part of it. */
export const SLOT_GAP = 0.06
/** How much of a card shows under the next one of its pile, or under its host. */
export const PILE_STEP = 0.16
export const TUCK_STEP = 0.3
const ROW_GAP = 3
const SMALLEST = 30
const NONE: ReadonlySet<CardId> = new Set()

/** The width of each slot of each row, in card widths, its gap included. */
export type RowWidths = Record<Row, number[]>

/**
 * Each slot's width. A tapped card lies across its slot, as wide as a card is tall, so it covers
 * none of its neighbours' names (issue 37); one under the top of its pile or tucked under its
 * host keeps its step.
 */
export function rowWidths(
  layout: BattlefieldLayout,
  tapped: ReadonlySet<CardId> = NONE,
): RowWidths {
  const widths = (entries: LayoutEntry[]) =>
    entries.map((e) =>
      e.stacked
        ? PILE_STEP
        : e.attached
          ? TUCK_STEP
          : (tapped.has(e.id) ? 1 / CARD_RATIO : 1) + SLOT_GAP,
    )
  return { C: widths(layout.C), O: widths(layout.O), L: widths(layout.L) }
}

/** How many lines a row wraps onto, slot by slot as the browser wraps it. */
function lines(slots: number[], perLine: number): number {
  if (slots.length === 0) return 0
  let count = 1
  let used = 0
  for (const width of slots) {
    if (used > 0 && used + width > perLine + 1e-9) {
      count++
      used = width
    } else used += width
  }
  return count
}

const total = (slots: number[]) => slots.reduce((sum, w) => sum + w, 0)

export interface BattlefieldFit {
  /** Card height in px. */
  height: number
  /** 3: each kind has its own row; 2: other permanents and lands share one. */
  rows: 2 | 3
}

function linesFor(perLine: number, widths: RowWidths, rows: 2 | 3): number {
  const { C, O, L } = widths
  if (rows === 3) return lines(C, perLine) + lines(O, perLine) + lines(L, perLine)
  const shared = O.length > 0 && L.length > 0 && total(O) + SLOT_GAP + total(L) <= perLine
  return lines(C, perLine) + (shared ? 1 : lines(O, perLine) + lines(L, perLine))
}

/**
 * The largest card height (at most `largest`) at which the rows fit an area of this size.
 * Past the smallest size the rows may overflow, and the area scrolls.
 */
export function fitBattlefield(
  width: number,
  height: number,
  widths: RowWidths,
  largest: number,
): BattlefieldFit {
  for (let h = Math.floor(largest); h > SMALLEST; h--) {
    // The width the browser draws (useBattlefieldFit rounds it), a little short of the line.
    const perLine = (width - 1) / Math.round(h * CARD_RATIO)
    for (const rows of [3, 2] as const) {
      const lines = linesFor(perLine, widths, rows)
      if (lines * h + Math.max(0, lines - 1) * ROW_GAP <= height) return { height: h, rows }
    }
  }
  return { height: SMALLEST, rows: 2 }
}
