import type { ActionOf, ActionType } from '../actions'
import type { GameState } from '../types'

/** One rule module's share of the reducer: a pure function per action type it owns. */
export type Handlers = { [K in ActionType]?: (s: GameState, a: ActionOf<K>) => GameState }
