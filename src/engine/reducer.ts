/**
 * tryAction / applyAction: checks that the game accepts actions now and from whom (the
 * authority table, rules/authority.ts), hands the action to the rule module that owns it, then
 * runs the state-based checks (704). Pure: the caller's state is never changed; an illegal action
 * throws RuleError (or returns it, from tryAction).
 */
import type { Action } from './actions'
import { withoutNegativeZero } from './actionNumbers'
import { RuleError, refuse } from './errors'
import { message } from './message'
import type { Handlers } from './rules/handlers'
import { ruleHandlers } from './rules'
import { actionRefusal, gameClosedTo } from './rules/authority'
import { applyStandingAnswers } from './rules/commanderReturn'
import { stateBasedActions } from './rules/outcome'
import { logSince } from './selectors'
import type { GameState, LogEntry } from './types'

const handlers: Handlers = ruleHandlers

export function applyAction(state: GameState, given: Action): GameState {
  if (typeof given !== 'object' || given === null || typeof given.type !== 'string') {
    refuse('BAD_ACTION', message('action.notAnAction'))
  }
  const action = withoutNegativeZero(given)
  const closed = gameClosedTo(state, action.type)
  if (closed) throw closed
  const handler = handlers[action.type] as ((s: GameState, a: Action) => GameState) | undefined
  if (!handler) refuse('UNKNOWN_ACTION', message('action.unknown', { type: action.type }))
  // Who acts (805.4a, 805.10a), and no step left while the game waits on a decision (704.3, 509.1).
  const refused = actionRefusal(state, action)
  if (refused) throw refused
  // 903.9: standing answers settle the commanders this action (or a state-based action) moved.
  return applyStandingAnswers(stateBasedActions(handler(state, action)))
}

/**
 * What an action did: the new state and the log lines it wrote (including "nothing happens",
 * 810.9e), or the refusal. Nobody needs to run the engine twice or diff states to find out.
 */
export type ActionResult =
  { ok: true; state: GameState; log: LogEntry[] } | { ok: false; error: RuleError }

export function tryAction(state: GameState, action: Action): ActionResult {
  try {
    const next = applyAction(state, action)
    return { ok: true, state: next, log: logSince(next, state.seq) }
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
