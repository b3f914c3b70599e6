/**
 * Cards do not call useDraggable: dnd-kit re-renders every draggable when a drag starts, and a
 * late game has hundreds of cards. Instead one DragSource holds the only draggable and takes on
 * the identity of whichever card a pointer, finger or key press begins on; the card forwards
 * that event here. Nothing about a drag lives in a store, and no card subscribes to it.
 */
import type { DraggableSyntheticListeners } from '@dnd-kit/core'
import type { SyntheticEvent } from 'react'
import type { CardId } from '../../engine'

type Aim = (card: CardId, node: HTMLElement) => DraggableSyntheticListeners
type Activator = 'onPointerDown' | 'onTouchStart' | 'onKeyDown'

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
  const handler = aim?.(card, node)?.[activator] as ((e: SyntheticEvent) => void) | undefined
  handler?.(event)
}
