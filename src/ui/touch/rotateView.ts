/**
 * Whether the far team's cards are turned to face the far side of the table, so the team sitting
 * opposite can read its own side. A seating choice, not part of the game: it stays on this device
 * (localStorage) and out of undo and the autosave.
 */
import { create } from 'zustand'

export const ROTATE_KEY = 'duotable:rotateFar'

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(ROTATE_KEY) === '1'
  } catch {
    return false
  }
}

interface RotateView {
  rotated: boolean
  toggle: () => void
}

export const useRotateView = create<RotateView>()((set, get) => ({
  rotated: stored(),
  toggle: () => {
    const rotated = !get().rotated
    try {
      globalThis.localStorage?.setItem(ROTATE_KEY, rotated ? '1' : '0')
    } catch {
      // Private mode or no storage: the choice lasts until the page closes.
    }
    set({ rotated })
  },
}))
