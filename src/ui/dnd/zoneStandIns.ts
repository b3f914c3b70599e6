import type { ClientRect } from '@dnd-kit/core'

/**
 * dnd-kit builds each droppable's rect together with the droppable's scrollable ancestors:
 * getComputedStyle on every ancestor, for every zone, each time it measures (two or three times
 * as a drag starts: ≈ 9 ms of the drag's first frame on the late game; issue 10). It walks HTML
 * elements only, and nothing under a carried card scrolls (autoScroll is off, zones fit their
 * cards). So each zone is handed to dnd-kit as a stand-in, a detached SVG element it does not
 * walk, and `measureStandIn` (DndRoot's droppable measure) measures the zone in its place.
 */
const zoneOf = new WeakMap<Element, HTMLElement>()

export function createStandIn(): SVGElement {
  return document.createElementNS('http://www.w3.org/2000/svg', 'g')
}

/** From now on `standIn` is measured as `zone`. */
export function standFor(standIn: SVGElement, zone: HTMLElement): void {
  zoneOf.set(standIn, zone)
}

/** The rect of the zone `node` stands in for (of `node` itself if it stands for none). */
export function measureStandIn(node: Element): ClientRect {
  const { top, left, right, bottom, width, height } = (
    zoneOf.get(node) ?? node
  ).getBoundingClientRect()
  return { top, left, right, bottom, width, height }
}
