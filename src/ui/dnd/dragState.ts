import { create } from 'zustand'

/**
 * Whether a drag is under way, and which drop zone is under the carried card. Outside the game
 * and UI stores: cards read `isDragActive()` in their key handlers (so the Enter that drops a card
 * does not also tap it) without subscribing; only the stack (shown while a card is carried) and
 * the zone under the card subscribe.
 */
interface DragState {
  dragging: boolean
  /** The zone id a drop would land on now, or null. */
  over: string | null
}

const useDragState = create<DragState>(() => ({ dragging: false, over: null }))

export function isDragActive(): boolean {
  return useDragState.getState().dragging
}

export function setDragActive(dragging: boolean): void {
  useDragState.setState(dragging ? { dragging } : { dragging, over: null })
}

/** The zone a drop would land on now, or null. */
export function dropOverNow(): string | null {
  return useDragState.getState().over
}

/** Only while a card is carried: dnd-kit may still report a zone just after the drop (glide). */
export function setDropOver(over: string | null): void {
  const { dragging, over: was } = useDragState.getState()
  if (dragging && was !== over) useDragState.setState({ over })
}

/** Re-renders when a drag starts or ends. */
export function useDragActive(): boolean {
  return useDragState((s) => s.dragging)
}

/** Whether the carried card is over the zone `id`: re-renders only when that changes. */
export function useDropOver(id: string): boolean {
  return useDragState((s) => s.over === id)
}
