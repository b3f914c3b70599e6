import type {
  Active,
  ClientRect,
  Over,
  SensorProps,
  Translate as Coordinates,
  UniqueIdentifier,
} from '@dnd-kit/core'
import { afterPaint } from '../../afterPaint'

/**
 * A pointer or finger drag glides: each move slides the carried copy straight to the pointer
 * (its element's transform), and dnd-kit hears of the move only when the zones under the pointer
 * change. Told of every move, dnd-kit re-rendered its context and the copy on each one, ≈ 5.6 ms
 * of main thread a move on the late game, and one move in ten missed its frame (issue 21). The
 * drop zone dnd-kit picks stays exactly what it would have picked: a move is passed on whenever
 * the pointer is in a different zone, in several at once (pointerWithin then ranks them by the
 * distance to their corners) or in none (the fallback compares the carried card's rect). The
 * keyboard's moves go to dnd-kit as they are (they are few).
 */
interface Glide {
  start: Coordinates
  now: Coordinates
  /** The one zone under the pointer when dnd-kit last heard a move (null: none, or several). */
  under: string | null
}

let glide: Glide | null = null
let copy: HTMLElement | null = null

/** What DndRoot needs to carry out a drop. */
export interface Drop {
  active: Active
  over: Over | null
  activatorEvent: Event | null
  delta: Coordinates
}

let dropNow: ((drop: Drop) => void) | null = null
/** The card whose glide has already been dropped, before dnd-kit ends the drag. */
let dropped: UniqueIdentifier | null = null

/** DndRoot's drop, which a gliding drag carries out itself as the pointer lets go. */
export function onGlideDrop(handler: ((drop: Drop) => void) | null): void {
  dropNow = handler
}

/** Whether `id`'s drop was carried out already (dnd-kit ends the drag a frame later). */
export function takeGlideDropped(id: UniqueIdentifier): boolean {
  const was = dropped === id
  dropped = null
  return was
}

/** The element that draws the carried copy (DragSource), moved directly on each glide. */
export function setGlidingCopy(element: HTMLElement | null): void {
  copy = element
  if (element) placeCopy()
}

/** How far the pointer has moved since the drag began, or null when no pointer drag glides. */
export function glideDelta(): Coordinates | null {
  return glide && { x: glide.now.x - glide.start.x, y: glide.now.y - glide.start.y }
}

/** After DragSource renders: puts the copy back where the pointer is, over dnd-kit's transform. */
export function placeCopy(): void {
  const delta = glideDelta()
  if (copy && delta) copy.style.transform = `translate3d(${delta.x}px, ${delta.y}px, 0)`
}

/** The one zone under `point`; null when it is in none or in several. */
function zoneUnder(point: Coordinates, rects: Map<UniqueIdentifier, ClientRect>): string | null {
  let under: string | null = null
  for (const [id, r] of rects) {
    if (point.x < r.left || point.x > r.right || point.y < r.top || point.y > r.bottom) continue
    if (under !== null) return null
    under = String(id)
  }
  return under
}

/** The sensor's props with its moves gliding (see above); the rest passes through. */
export function gliding<T>(props: SensorProps<T>): SensorProps<T> {
  return {
    ...props,
    onStart(coordinates) {
      glide = { start: coordinates, now: coordinates, under: null }
      props.onStart(coordinates)
    },
    onMove(coordinates) {
      if (!glide) return props.onMove(coordinates)
      glide.now = coordinates
      placeCopy()
      // In one zone, dnd-kit's choice cannot change while the pointer stays in it.
      const under = zoneUnder(coordinates, props.context.current.droppableRects)
      if (under !== null && under === glide.under) return
      glide.under = under
      props.onMove(coordinates)
    },
    // dnd-kit's end of drag re-renders its context and every zone's droppable twice (≈ 3 ms of a
    // drop's frame). The card lands now, from what dnd-kit knows (the zone under the pointer is
    // up to date) and where the pointer is; dnd-kit hears of the end once that frame is drawn.
    onEnd() {
      const { active, over } = props.context.current
      const delta = glideDelta()
      if (active && delta && dropNow) {
        dropped = active.id
        dropNow({ active, over, activatorEvent: props.event, delta })
      }
      afterPaint(() => props.onEnd())
    },
  }
}

/** The drag has ended or was cancelled. */
export function endGlide(): void {
  glide = null
}
