/**
 * Whether the autosave is landing (issue 27): a failed write (a full disk, a refused storage)
 * stays on screen with a way to save to a file until a write succeeds, instead of a notice that
 * hides itself.
 */
import { create } from 'zustand'
import type { MessageParam } from '../engine/core'

export interface SaveHealth {
  /** Why the last autosave failed; null while saves land. */
  failing: MessageParam | null
}

export const useSaveHealth = create<SaveHealth>()(() => ({ failing: null }))
