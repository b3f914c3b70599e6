import type { ClientRect } from '@dnd-kit/core'

/**
 * dnd-kit builds each droppable's rect together with the droppable's scrollable ancestors:
 * getComputedStyle on every ancestor, for every zone, each time it measures (two or three times
 * as a drag starts: ≈ 9 ms of the drag's first frame on the late game; issue 10). It walks HTML
 * elements only, and nothing under a carried card scrolls (autoScroll is off, zones fit their
 * cards). So each zone, and the card a drag may begin on, is handed to dnd-kit as a stand-in, a
 * detached SVG element it does not walk, and `measureStandIn` (DndRoot's measure) measures the
 * element in its place. Being detached, the card's stand-in has no parent for dnd-kit to measure
 * either (it measures the draggable's parent once a drag has begun, for modifiers we do not use).
 */
const standsFor = new Map<Element, HTMLElement>()

/**
 * While a card is carried: every stand-in's rect, read as the drag starts, before the drag
 * changes anything on the page. dnd-kit measures the carried card and the zones again after
 * its first commits; measuring the page then made the browser lay it out inside that pointer
 * move, once more before the frame (the drag's first frame is ≈ 6 ms quicker without; issue 10).
 * Nothing moves under a carried card, so the rects read at the start stay true until the drop.
 */
let held: Map<Element, ClientRect> | null = null

export function createStandIn(): SVGElement {
  return document.createElementNS('http://www.w3.org/2000/svg', 'g')
}

/** From now on `standIn` is measured as `element` (null: it stands for nothing). */
export function standFor(standIn: SVGElement, element: HTMLElement | null): void {
  if (element) standsFor.set(standIn, element)
  else standsFor.delete(standIn)
}

/** A drag starts: reads every stand-in's element now, and answers with that until released. */
export function holdRects(): void {
  held = new Map()
  for (const [standIn, element] of standsFor) held.set(standIn, rectOf(element))
}

/** The drag is over: stand-ins are measured afresh again. */
export function releaseRects(): void {
  held = null
}

/** The rect of the element `node` stands in for (of `node` itself if it stands for none). */
export function measureStandIn(node: Element): ClientRect {
  return held?.get(node) ?? rectOf(standsFor.get(node) ?? node)
}

function rectOf(element: Element): ClientRect {
  const { top, left, right, bottom, width, height } = element.getBoundingClientRect()
  return { top, left, right, bottom, width, height }
}
