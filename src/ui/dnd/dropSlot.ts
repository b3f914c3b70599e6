/**
 * Where a card dropped on a battlefield goes. By default it snaps into its row (the row of its
 * kind: battlefieldLayout) at the slot nearest to where it was let go: the slot before the first
 * card of that row that lies after the drop point, in reading order. Held with Alt, it lies where
 * it was let go, moved aside until it hides no card more than half (issue 21).
 */
import type { CardId } from '../../engine'
import type { Row } from '../zones/battlefieldLayout'

interface Point {
  x: number
  y: number
}

function cardsIn(root: Element, except: CardId): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.card-hit[data-card-id]')].filter(
    (el) => el.dataset['cardId'] !== except,
  )
}

/**
 * The slot among the controller's permanents (`order`: their battlefield order without the
 * dropped card) for a card of `row` let go at `at`; undefined: after the last.
 */
export function snapSlot(
  zone: Element,
  card: CardId,
  row: Row,
  at: Point,
  order: readonly CardId[],
): number | undefined {
  const rowElement = zone.querySelector(`[data-row="${row}"]`)
  if (!rowElement) return undefined
  for (const el of cardsIn(rowElement, card)) {
    const r = el.getBoundingClientRect()
    const onItsLine = at.y >= r.top && at.y < r.bottom
    if (at.y < r.top || (onItsLine && at.x < r.left + r.width / 2)) {
      const index = order.indexOf(el.dataset['cardId'] ?? '')
      return index < 0 ? undefined : index
    }
  }
  return undefined
}

interface Box {
  left: number
  top: number
  width: number
  height: number
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top))

/**
 * The free spot nearest to `at` for a card of this size (the battlefield's card size): no card
 * of the zone more than half under it, nor it more than half over any. Null when the battlefield
 * is too full for one (the card then snaps into its row).
 */
export function clearSpot(zone: Element, card: CardId, at: Point, size: Box): Point | null {
  const area = zone.getBoundingClientRect()
  const others = cardsIn(zone, card).map((el) => el.getBoundingClientRect())
  const half = { x: size.width / 2, y: size.height / 2 }
  const clear = (p: Point) => {
    const box = { left: p.x - half.x, top: p.y - half.y, width: size.width, height: size.height }
    const limit = (o: Box) => 0.5 * Math.min(o.width * o.height, size.width * size.height)
    return others.every((o) => overlap(box, o) <= limit(o))
  }
  if (clear(at)) return at
  const spots: Point[] = []
  for (let y = area.top + half.y; y <= area.bottom - half.y; y += half.y / 2)
    for (let x = area.left + half.x; x <= area.right - half.x; x += half.x / 2) spots.push({ x, y })
  const distance = (p: Point) => Math.hypot(p.x - at.x, p.y - at.y)
  return spots.sort((a, b) => distance(a) - distance(b)).find(clear) ?? null
}

/**
 * Whether the pointer that ended the drag was released with Alt held. Read in the capture phase,
 * before dnd-kit's own listener ends the drag. A keyboard drop always snaps.
 */
let freeDrop = false
if (typeof window !== 'undefined') {
  window.addEventListener('pointerup', (e) => (freeDrop = e.altKey), true)
}

/** Read once, at the drop. */
export function takeFreeDrop(): boolean {
  const free = freeDrop
  freeDrop = false
  return free
}
