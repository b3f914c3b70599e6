import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core'

/** Pointer drops go where the pointer is; keyboard drops where the card overlaps most. */
export const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args)
  return under.length > 0 ? under : rectIntersection(args)
}
