/**
 * The rules core, loaded apart from the first screen (issue 10: the setup screen must come up
 * without the engine's rule modules). The app starts loading it at once, while the autosave is
 * read; the store waits for it before a game exists (startGame, restore) and then uses it
 * synchronously: an action can only be dispatched once there is a game.
 */
import type * as Engine from '../engine'

export type Rules = typeof Engine

let loaded: Rules | null = null
let loading: Promise<Rules> | null = null

/** Loads the rules once; a failed load (offline, no cache) is tried again on the next call. */
export function loadRules(): Promise<Rules> {
  loading ??= import('../engine').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The rules, if they are in already. */
export function loadedRules(): Rules | null {
  return loaded
}
