/**
 * tryAction / applyAction: checks that the game accepts actions now, hands the action to the
 * rule module that owns it, then runs the state-based checks (704). Pure: the caller's state
 * is never changed; an illegal action throws RuleError (or returns it, from tryAction).
 */
import type { Action, ActionType } from './actions'
import { RuleError, refuse } from './errors'
import { message } from './message'
import type { Handlers } from './rules/handlers'
import { ruleHandlers } from './rules'
import { stateBasedActions } from './rules/outcome'
import type { GameState } from './types'

const handlers: Handlers = ruleHandlers

/** Actions allowed while the mulligan procedure runs (103.5). */
const DURING_MULLIGANS = new Set<ActionType>([
  'mulligan/decide',
  'mulligan/bottom',
  'player/concede',
])

export function applyAction(state: GameState, action: Action): GameState {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') {
    refuse('BAD_ACTION', message('action.notAnAction'))
  }
  if (state.outcome.over) {
    refuse('GAME_OVER', message('action.gameOver'), '104')
  }
  if (!state.mulligan.done && !DURING_MULLIGANS.has(action.type)) {
    refuse('MULLIGAN_IN_PROGRESS', message('action.mulligansFirst'), '103.5')
  }
  const handler = handlers[action.type] as ((s: GameState, a: Action) => GameState) | undefined
  if (!handler) refuse('UNKNOWN_ACTION', message('action.unknown', { type: action.type }))
  return stateBasedActions(handler(state, action))
}

export function tryAction(
  state: GameState,
  action: Action,
): { ok: true; state: GameState } | { ok: false; error: RuleError } {
  try {
    return { ok: true, state: applyAction(state, action) }
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: e }
    // A malformed action (missing fields) must not crash the table: refuse it plainly.
    const detail = e instanceof Error ? e.message : String(e)
    return {
      ok: false,
      error: new RuleError('BAD_ACTION', message('action.malformed', { detail })),
    }
  }
}
