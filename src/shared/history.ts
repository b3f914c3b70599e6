/**
 * Undo/redo keeps whole states: they are immutable and share structure, so a step of history
 * costs only what the action changed (docs/architecture.md: state, history and saves).
 */
import type { GameState } from '../engine'

/** States kept for undo. Older ones are dropped first. */
export const HISTORY_LIMIT = 200

export interface History {
  /** Oldest first; the last entry is the state just before the current one. */
  past: GameState[]
  /** Nearest first; future[0] is what Redo brings back. */
  future: GameState[]
}

export const EMPTY_HISTORY: History = { past: [], future: [] }

/** After an accepted action: remember where we were; a new branch forgets the redo states. */
export function recordStep(h: History, previous: GameState, limit = HISTORY_LIMIT): History {
  const kept = h.past.length >= limit ? h.past.slice(h.past.length - limit + 1) : h.past
  return { past: [...kept, previous], future: [] }
}

export function undoStep(
  h: History,
  current: GameState,
): { history: History; game: GameState } | null {
  const game = h.past[h.past.length - 1]
  if (!game) return null
  return { game, history: { past: h.past.slice(0, -1), future: [current, ...h.future] } }
}

export function redoStep(
  h: History,
  current: GameState,
): { history: History; game: GameState } | null {
  const [game, ...future] = h.future
  if (!game) return null
  return { game, history: { past: [...h.past, current], future } }
}
