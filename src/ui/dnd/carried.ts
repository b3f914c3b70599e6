import { create } from 'zustand'
import type { CardId } from '../../engine'
import type { FrameBox } from './DragPreview'

/** The card being carried: which, where its element sat when picked up, and its frame in it. */
export interface Carried {
  id: CardId
  origin: { top: number; left: number; width: number; height: number }
  box: FrameBox
}

/**
 * The carried card, outside DndRoot's state: a change there re-rendered DndRoot, and with it
 * dnd-kit's context and every droppable, at each drag's start and end (issue 21). Only the copy
 * under the pointer and the shield read it.
 */
const useCarriedStore = create<{ carried: Carried | null }>(() => ({ carried: null }))

export function setCarried(carried: Carried | null): void {
  useCarriedStore.setState({ carried })
}

export function carriedNow(): Carried | null {
  return useCarriedStore.getState().carried
}

export function useCarried(): Carried | null {
  return useCarriedStore((s) => s.carried)
}
