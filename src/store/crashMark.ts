/**
 * The crash mark (issue 27): written synchronously to localStorage when the table fails to render
 * a loaded game, so a page that dies next still has it; read on start, where it keeps the saved
 * game from loading again. Small and on the first screen; what the app then offers is
 * crashRecovery.ts, which loads with the recovery screen.
 */
import { create } from 'zustand'

export const CRASH_KEY = 'duotable:crashed'

export interface CrashMark {
  /** Epoch ms. */
  at: number
  /** The error's own words, to show and to report. */
  error: string
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readCrashMark(): CrashMark | null {
  try {
    const mark = JSON.parse(storage()?.getItem(CRASH_KEY) ?? 'null') as Partial<CrashMark> | null
    if (mark && typeof mark.at === 'number' && typeof mark.error === 'string') {
      return { at: mark.at, error: mark.error }
    }
  } catch {
    // a damaged mark is no mark
  }
  return null
}

/** The mark as this start found it; the recovery screen shows while it is set. */
export const useCrashMark = create<{ mark: CrashMark | null }>()(() => ({
  mark: readCrashMark(),
}))

export function markCrash(error: string): void {
  try {
    storage()?.setItem(CRASH_KEY, JSON.stringify({ at: Date.now(), error }))
  } catch {
    // storage refused: the crash screen itself still offers the way out
  }
}

export function clearCrashMark(): void {
  try {
    storage()?.removeItem(CRASH_KEY)
  } catch {
    // nothing to clear
  }
  useCrashMark.setState({ mark: null })
}
