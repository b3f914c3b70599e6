import type { ClientRect } from '@dnd-kit/core'

/** A box as dnd-kit measures one: a zone's or a carried card's rect on the page. */
export const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
})
