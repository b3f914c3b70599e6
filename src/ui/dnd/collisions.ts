import {
  pointerWithin,
  rectIntersection,
  type ClientRect,
  type CollisionDetection,
  type UniqueIdentifier,
} from '@dnd-kit/core'

/**
 * A zone's measured rect as plain numbers, once per measure. dnd-kit's rects re-read the scroll
 * position of every scrollable ancestor on each property read (≈ 100 reads per pointer move);
 * nothing under a carried card scrolls (autoScroll is off, zones fit their cards), and dnd-kit
 * measures the zones again, as new rect objects, whenever they change.
 */
const settledRects = new WeakMap<ClientRect, ClientRect>()
function settled(rect: ClientRect): ClientRect {
  let plain = settledRects.get(rect)
  if (!plain) {
    const { top, left, right, bottom, width, height } = rect
    plain = { top, left, right, bottom, width, height }
    settledRects.set(rect, plain)
  }
  return plain
}

/** Pointer drops go where the pointer is; keyboard drops where the card overlaps most. */
export const collisions: CollisionDetection = (args) => {
  const droppableRects = new Map<UniqueIdentifier, ClientRect>()
  for (const [id, rect] of args.droppableRects) droppableRects.set(id, settled(rect))
  const settledArgs = { ...args, droppableRects }
  const under = pointerWithin(settledArgs)
  return under.length > 0 ? under : rectIntersection(settledArgs)
}
