import type { CSSProperties } from 'react'

/**
 * How wide a name's longest word is, in ems of the card's name font: the name's font shrinks
 * until that word fits the room it has (card.css, `--word`), so a long one-word name is read
 * whole ("Goblin Chainwhirler", "Merfolk Branchwalker") instead of cut (issue 37). Measured once
 * per name on a canvas, which lays nothing out; where there is no canvas (the component tests'
 * DOM), a letter is taken as 0.62 em.
 */
const cache = new Map<string, CSSProperties>()
let context: CanvasRenderingContext2D | null | undefined

/** The measuring context, in the name's font at 100 px (or null without a canvas). */
function measurer(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context
  context = null
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return context
  const family = getComputedStyle(document.documentElement).getPropertyValue('--font-card').trim()
  context = document.createElement('canvas').getContext('2d')
  if (context) context.font = `700 100px ${family || 'sans-serif'}`
  return context
}

/** A width in ems of the name's font, a hair more than measured: the frame's text is drawn with
 * a shadow and rounded widths. */
function em(ctx: CanvasRenderingContext2D | null, text: string): number {
  const measured = ctx ? ctx.measureText(text).width / 100 : text.length * 0.62
  return Math.round(measured * 1.04 * 100) / 100
}

/** How wide a name's longest word is, in ems. */
export function longestWordEm(name: string): number {
  const ctx = measurer()
  return Math.max(0, ...name.split(/\s+/).map((word) => (word === '' ? 0 : em(ctx, word))))
}

/**
 * The name's style for card.css: its longest word's width (`--word`) and the whole name's
 * (`--name`), in ems.
 */
export function nameFit(name: string): CSSProperties {
  let style = cache.get(name)
  if (style) return style
  style = { '--word': longestWordEm(name), '--name': em(measurer(), name) } as CSSProperties
  cache.set(name, style)
  return style
}
