/**
 * Hot-seat privacy at the store (810.5): the page reads `game`, the game as the seated team may
 * know it (the engine's viewFor), while the rules, undo, the autosave and game files keep
 * `fullGame`. So another team's hand, every library and a face-down card it may not see never
 * reach a component: there is nothing of them to render.
 */
import type { GameState } from '../engine'
import { viewFor } from '../engine/core'
import { useUi } from './uiStore'

export interface SeatedGame {
  /** What the page shows: the whole game as the viewing team may know it. */
  game: GameState | null
  /** The whole game. The rules act on it; undo, the autosave and files keep it. Never render it. */
  fullGame: GameState | null
}

/**
 * Both fields for a whole game, seen from the team the table is turned to. `shown`, the view
 * on the page now, lends its unchanged parts, so a change re-renders only what it changed.
 */
export function seated(fullGame: GameState | null, shown: GameState | null = null): SeatedGame {
  if (!fullGame) return { game: null, fullGame: null }
  return { game: viewFor(fullGame, { team: useUi.getState().viewingTeam }, shown), fullGame }
}
