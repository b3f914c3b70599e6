/**
 * Cards do not call useDraggable: dnd-kit re-renders every draggable when a drag starts, and a
 * late game has hundreds of cards. Instead one DragSource holds the only draggable and takes on
 * the identity of whichever card a pointer, finger or key press begins on; the card forwards
 * that event here. Nothing about a drag lives in a store, and no card subscribes to it.
 */
import type { DraggableSyntheticListeners } from '@dnd-kit/core'
import type { PointerEvent as ReactPointerEvent, SyntheticEvent } from 'react'
import type { CardId } from '../../engine'
import { whenIdle } from '../../idle'
import { isDragActive } from './dragState'

type Aim = (card: CardId, node: HTMLElement) => DraggableSyntheticListeners
type Activator = 'onPointerDown' | 'onTouchStart' | 'onKeyDown'

/** How far a mouse or pen must move, button held, before the card is picked up (px). */
export const POINTER_DRAG_DISTANCE = 5

let aim: Aim | null = null

export function connectDragSource(next: Aim | null): void {
  aim = next
}

/** Lets dnd-kit's sensors see an event that may begin dragging `card` (drawn by `node`). */
export function forwardToDrag(
  card: CardId,
  node: HTMLElement,
  event: SyntheticEvent,
  activator: Activator,
): void {
  if (activator === 'onPointerDown') armPointerDrag(card, node, event as ReactPointerEvent)
  else send(card, node, event, activator)
}

/**
 * The pointer came to rest on a card: the one draggable takes on its identity now, while the
 * page is idle, instead of inside the pointer move that starts the drag (re-rendering dnd-kit's
 * context there was ≈ 2.5 ms of the drag's first frame; issue 10). A later press on the card
 * then finds it aimed and nothing re-renders. Never while a card is carried: the draggable is it.
 */
export function aimWhenIdle(card: CardId, node: HTMLElement): void {
  cancelIdleAim()
  resting = whenIdle(() => {
    resting = null
    if (!isDragActive()) aim?.(card, node)
  }, 500)
}

/** The pointer left the card before the page was idle. */
export function cancelIdleAim(): void {
  resting?.()
  resting = null
}

let resting: (() => void) | null = null

function send(card: CardId, node: HTMLElement, event: SyntheticEvent, activator: Activator) {
  const handler = aim?.(card, node)?.[activator] as ((e: SyntheticEvent) => void) | undefined
  handler?.(event)
}

/**
 * A mouse or pen press reaches dnd-kit only once the pointer has moved far enough to be a drag.
 * Handed over at once, every tap made dnd-kit set up its sensor and then re-render its context
 * on release (≈ 3 ms of a tap; issue 10). dnd-kit gets the original press, so the drag starts
 * from where the pointer went down, and it sees the move that crossed the distance too (its own
 * listener is added on the document during that move's capture).
 */
function armPointerDrag(card: CardId, node: HTMLElement, down: ReactPointerEvent): void {
  const { pointerId, pointerType, clientX, clientY } = down.nativeEvent
  if (pointerType === 'touch') return // a finger's long press goes to the touch sensor
  const doc = node.ownerDocument
  const disarm = () => {
    doc.removeEventListener('pointermove', move, true)
    doc.removeEventListener('pointerup', disarm, true)
    doc.removeEventListener('pointercancel', disarm, true)
  }
  const move = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return
    // Released where this page could not hear it (outside the window): no drag.
    if (e.buttons === 0) return disarm()
    if (Math.hypot(e.clientX - clientX, e.clientY - clientY) < POINTER_DRAG_DISTANCE) return
    disarm()
    send(card, node, down, 'onPointerDown')
  }
  doc.addEventListener('pointermove', move, true)
  doc.addEventListener('pointerup', disarm, true)
  doc.addEventListener('pointercancel', disarm, true)
}
