/**
 * Each seat's standing answer to "Move your commander to the command zone instead?" (903.9):
 * ask every time, always move it, or never. Remembered in localStorage, so a table that always
 * sends commanders home is not asked again after a reload.
 */
import { create } from 'zustand'
import type { PlayerId } from '../../engine'

export type ReturnPref = 'ask' | 'always' | 'never'

export const RETURN_PREFS_KEY = 'duotable:commanderReturn'

const PREFS: readonly ReturnPref[] = ['ask', 'always', 'never']

export function isReturnPref(value: string): value is ReturnPref {
  return (PREFS as readonly string[]).includes(value)
}

function readPrefs(): Record<PlayerId, ReturnPref> {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(RETURN_PREFS_KEY) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return {}
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, ReturnPref] =>
          typeof entry[1] === 'string' && isReturnPref(entry[1]),
      ),
    )
  } catch {
    // Storage switched off or damaged: everyone is asked.
    return {}
  }
}

interface ReturnPrefsState {
  prefs: Record<PlayerId, ReturnPref>
  setPref: (player: PlayerId, pref: ReturnPref) => void
}

export const useReturnPrefs = create<ReturnPrefsState>()((set, get) => ({
  prefs: readPrefs(),
  setPref: (player, pref) => {
    const prefs = { ...get().prefs, [player]: pref }
    try {
      globalThis.localStorage?.setItem(RETURN_PREFS_KEY, JSON.stringify(prefs))
    } catch {
      // Not remembered after a reload, but it applies for now.
    }
    set({ prefs })
  },
}))

export function returnPrefOf(player: PlayerId): ReturnPref {
  return useReturnPrefs.getState().prefs[player] ?? 'ask'
}

/** Back to what localStorage says (tests). */
export function reloadReturnPrefs(): void {
  useReturnPrefs.setState({ prefs: readPrefs() })
}
