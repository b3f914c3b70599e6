/**
 * Hot-seat privacy at the store (810.5): the page reads `game`, the game as the seated team may
 * know it (the engine's viewFor), while the rules, undo, the autosave and game files keep
 * `fullGame`. So another team's hand, every library and a face-down card it may not see never
 * reach a component: there is nothing of them to render.
 */
import type { GameState } from '../engine'
import { loadedRules } from './engineLoader'
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
 * The view comes with the rules (engineLoader.ts), not with the first screen: whatever puts a
 * game in the store waits for them first (gameSlice.ts: loadGame; restoreSlice.ts), so a game
 * is never seated without them.
 */
export function seated(fullGame: GameState | null, shown: GameState | null = null): SeatedGame {
  if (!fullGame) return { game: null, fullGame: null }
  const rules = loadedRules()
  if (!rules) throw new Error('A game was put on the table before the rules were loaded.')
  return { game: rules.viewFor(fullGame, { team: useUi.getState().viewingTeam }, shown), fullGame }
}

/**
 * What breaks when the table shows `game` to either team, if anything (issue 40): a save that
 * passes every check and still throws while its view is built is refused before it replaces
 * the table or the autosave, with the error's words. Null too before the rules are in.
 */
export function viewProblem(game: GameState): string | null {
  const rules = loadedRules()
  if (!rules) return null
  try {
    rules.viewFor(game, { team: 'A' })
    rules.viewFor(game, { team: 'B' })
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
