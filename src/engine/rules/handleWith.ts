import type { ActionOf, ActionType } from '../actions'
import type { GameState } from '../types'
import type { Handlers } from './handlers'

/** One rule module's handler run from another's: a combined action reuses every check. */
export function handleWith<K extends ActionType>(
  handlers: Handlers,
  s: GameState,
  action: ActionOf<K>,
): GameState {
  const handler = handlers[action.type] as ((s: GameState, a: ActionOf<K>) => GameState) | undefined
  if (!handler) throw new Error(`No handler for ${action.type}`)
  return handler(s, action)
}
