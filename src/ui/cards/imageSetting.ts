/**
 * "Show card images (from Scryfall)": off by default (no card images ship with the app, and a
 * table must work offline), remembered in localStorage so it survives reloads.
 */
import { create } from 'zustand'

export const SHOW_IMAGES_KEY = 'duotable:showCardImages'

function readSetting(): boolean {
  try {
    return globalThis.localStorage?.getItem(SHOW_IMAGES_KEY) === 'on'
  } catch {
    // Storage can be switched off (some private modes): images simply start off.
    return false
  }
}

interface CardImageSetting {
  showImages: boolean
  setShowImages: (on: boolean) => void
}

export const useCardImageSetting = create<CardImageSetting>()((set) => ({
  showImages: readSetting(),
  setShowImages: (on) => {
    try {
      globalThis.localStorage?.setItem(SHOW_IMAGES_KEY, on ? 'on' : 'off')
    } catch {
      // Not remembered, but it still applies until the page reloads.
    }
    set({ showImages: on })
  },
}))

/** Back to what localStorage says (tests). */
export function reloadCardImageSetting(): void {
  useCardImageSetting.setState({ showImages: readSetting() })
}
