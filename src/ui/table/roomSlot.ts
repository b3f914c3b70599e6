import { create } from 'zustand'

/**
 * The place in the top bar where a room's status goes (issue 38: fixed over the table's corner it
 * covered A1's commander's Cast button). The bar registers the element; the room layer, loaded
 * only in a room, draws into it.
 */
export const useRoomSlot = create<{ slot: HTMLElement | null }>()(() => ({ slot: null }))

export function setRoomSlot(slot: HTMLElement | null): void {
  if (useRoomSlot.getState().slot !== slot) useRoomSlot.setState({ slot })
}
