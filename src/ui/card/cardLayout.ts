import type { CSSProperties } from 'react'
import type { Position } from '../../engine'

/** How a card sits in its zone: in a row, at a free table position, in a pile, in a list. */
export type CardLayout = 'row' | 'free' | 'hand' | 'pile' | 'grid'

export interface CardPlacement {
  layout: CardLayout
  /** The zone is drawn upside down (the other team's side): free positions mirror in y. */
  flipped?: boolean
  /** Same name as the card before it in the row: drawn as a stack. */
  stacked?: boolean
  /** Attached to the card before it (an Aura, an Equipment). */
  attached?: boolean
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
