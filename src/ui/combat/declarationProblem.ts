import { tryAction, type ActionOf, type GameState } from '../../engine'
import type { Words } from './combatWords'

export type Declaration =
  | ActionOf<'combat/declareAttackers'>
  | ActionOf<'combat/attack'>
  | ActionOf<'combat/declareBlockers'>
  | ActionOf<'combat/declareTeamBlockers'>

const cache = new WeakMap<GameState, Map<string, Words | undefined>>()

/**
 * Why the engine would refuse this declaration now (goad, menace, flying…), or undefined: the
 * panel says so before the button is pressed. Asked of the engine, cached per state and draft;
 * kept as the engine's catalog message when it has one, so the panel says it in any language.
 */
export function declarationProblem(g: GameState, action: Declaration): Words | undefined {
  let byDraft = cache.get(g)
  if (!byDraft) {
    byDraft = new Map()
    cache.set(g, byDraft)
  }
  const key = JSON.stringify(action)
  if (!byDraft.has(key)) {
    const result = tryAction(g, action)
    byDraft.set(key, result.ok ? undefined : (result.error.detail ?? result.error.message))
  }
  return byDraft.get(key)
}
