import type { CSSProperties } from 'react'
import type { Position } from '../../engine'

/** How a card sits in its zone: in a row, at a free table position, in a pile, in a list. */
export type CardLayout = 'row' | 'free' | 'hand' | 'pile' | 'grid'

export interface CardPlacement {
  layout: CardLayout
  /** The zone is drawn upside down (the other team's side): free positions mirror in y. */
  flipped?: boolean
  /** Under the top card of a pile of cards of one name. */
  stacked?: boolean
  /** Attached to the card after it (an Aura, an Equipment): tucked under it. */
  attached?: boolean
  /** The top card of a pile: how many cards the pile holds. */
  pile?: number
}

/** Free positions are the card's centre in fractions of its battlefield, seen by its controller. */
export function freeStyle(position: Position | null, flipped: boolean): CSSProperties | undefined {
  if (!position) return undefined
  const y = flipped ? 1 - position.y : position.y
  return { left: `${position.x * 100}%`, top: `${y * 100}%` }
}

export function slotClass(p: CardPlacement, extra = ''): string {
  let cls = `card-slot layout-${p.layout}`
  if (p.stacked) cls += ' is-stacked'
  if (p.attached) cls += ' is-attached'
  return extra ? `${cls} ${extra}` : cls
}

/** The slot's data attributes: a pile's count, drawn by CSS (no element of its own). */
export function slotData(p: CardPlacement): { 'data-pile'?: string } {
  if (p.pile) return { 'data-pile': `×${p.pile}` }
  if (p.stacked) return { 'data-pile': '' }
  return {}
}
