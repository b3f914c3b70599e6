import type {
  Active,
  Over,
  SensorContext,
  SensorProps,
  Translate as Coordinates,
  UniqueIdentifier,
} from '@dnd-kit/core'
import { afterPaint } from '../../afterPaint'
import { collisions } from './collisions'
import { setDropOver } from './dragState'

/**
 * A pointer or finger drag glides: each move slides the carried copy straight to the pointer
 * (its element's transform) and finds the zone under it with the table's own collision rule, as
 * dnd-kit would; only the zone it leaves and the one it enters re-render, to light up. dnd-kit
 * hears no move at all. Told of every move, dnd-kit re-rendered its context and the copy on each
 * one (≈ 0.5 ms of script a move on the late game), and on entering a zone its context and
 * every zone's droppable (issue 21). Its announcement of the drop names the glide's zone
 * (landedOver). The keyboard's moves go to dnd-kit as they are, each announced.
 */
interface Glide {
  start: Coordinates
  now: Coordinates
  /** The zone a drop would land on now. */
  over: Over | null
}

let glide: Glide | null = null
let copy: HTMLElement | null = null
/**
 * The animation that holds the gliding copy where the pointer is.
 *
 * Why an animation and not the style: Chromium hands a changed transform straight to the
 * compositor only while a transform animation runs on the element (the overlap of a moving layer
 * is then assumed to be anywhere). A style change re-layerizes the whole page instead:
 * PaintArtifactCompositor::Update, ≈ 2.7 ms of every move's frame on the late game, over half of
 * it. New keyframes for a running animation reach the compositor with no re-layerizing.
 */
let hold: Animation | null = null

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
/** The last glide's card and the zone it was let go over (dnd-kit never heard of that zone). */
let landing: { card: UniqueIdentifier; over: UniqueIdentifier | null } | null = null

/**
 * The zone a drag of `card` ended over, for what dnd-kit announces: the glide's zone when the
 * drag glided, else the one dnd-kit found (`over`).
 */
export function landedOver(
  card: UniqueIdentifier,
  over: UniqueIdentifier | undefined,
): UniqueIdentifier | undefined {
  return landing?.card === card ? (landing.over ?? undefined) : over
}

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
  if (element !== copy) hold = null
  copy = element
  if (element) placeCopy()
}

/** How far the pointer has moved since the drag began, or null when no pointer drag glides. */
function glideDelta(): Coordinates | null {
  return glide && { x: glide.now.x - glide.start.x, y: glide.now.y - glide.start.y }
}

/** After DragSource renders: puts the copy back where the pointer is, over dnd-kit's transform. */
export function placeCopy(): void {
  const delta = glideDelta()
  if (copy && delta) slide(copy, `translate3d(${delta.x}px, ${delta.y}px, 0)`)
}

/** A still animation of a long hour: its one value is where the copy is now. */
const HOLD = { duration: 3_600_000, fill: 'both' } as const

function slide(element: HTMLElement, transform: string): void {
  // No Web Animations (jsdom, old browsers): the style.
  if (typeof element.animate !== 'function') {
    element.style.transform = transform
    return
  }
  const frames = [{ transform }, { transform }]
  const effect = hold?.effect
  if (effect instanceof KeyframeEffect) effect.setKeyframes(frames)
  else hold = element.animate(frames, HOLD)
}

/** The zone a drop at `pointer` lands on: what dnd-kit's own collision pass would find. */
function overAt(context: SensorContext, pointer: Coordinates, delta: Coordinates): Over | null {
  const { active, draggingNodeRect: from, droppableRects, droppableContainers } = context
  if (!active || !from) return null
  const [first] = collisions({
    active,
    collisionRect: {
      ...from,
      top: from.top + delta.y,
      bottom: from.bottom + delta.y,
      left: from.left + delta.x,
      right: from.right + delta.x,
    },
    droppableRects,
    droppableContainers: droppableContainers.getEnabled(),
    pointerCoordinates: pointer,
  })
  const container = first && droppableContainers.get(first.id)
  const rect = first && droppableRects.get(first.id)
  if (!container || !rect) return null
  return { id: container.id, rect, data: container.data, disabled: container.disabled }
}

/** The sensor's props with its moves gliding (see above); the rest passes through. */
export function gliding<T>(props: SensorProps<T>): SensorProps<T> {
  return {
    ...props,
    onStart(coordinates) {
      glide = { start: coordinates, now: coordinates, over: null }
      landing = null
      props.onStart(coordinates)
    },
    onMove(coordinates) {
      const now = glide
      if (!now) return props.onMove(coordinates)
      now.now = coordinates
      placeCopy()
      const delta = { x: coordinates.x - now.start.x, y: coordinates.y - now.start.y }
      const over = overAt(props.context.current, coordinates, delta)
      if (over?.id === now.over?.id) return
      now.over = over
      setDropOver(over ? String(over.id) : null)
    },
    // The card lands now, on the zone the glide found, where the pointer let go. dnd-kit's end of
    // drag re-renders its context and every zone's droppable twice (≈ 3 ms of a drop's frame):
    // it hears of the end once that frame is drawn.
    onEnd() {
      const { active } = props.context.current
      const now = glide
      const delta = glideDelta()
      if (active && now && delta && dropNow) {
        dropped = active.id
        landing = { card: active.id, over: now.over?.id ?? null }
        dropNow({ active, over: now.over, activatorEvent: props.event, delta })
      }
      afterPaint(() => props.onEnd())
    },
  }
}

/** The drag has ended or was cancelled. */
export function endGlide(): void {
  glide = null
}
