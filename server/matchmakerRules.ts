/**
 * What this server changes in Colyseus's matchmaker controller (issue 35), one process-wide
 * object:
 *
 * - only the methods the app uses: `create`, `joinById`, `reconnect` (Colyseus's `join` and
 *   `joinOrCreate` would seat a device in any room, no code needed);
 * - CORS for allowed pages only (origins.ts), never Colyseus's `*` with credentials;
 * - a call that fails while Redis is lost or frozen answers the same 503 REDIS_DOWN as the gate,
 *   instead of whatever error the timed-out command left.
 */
import { matchMaker, ServerError } from '@colyseus/core'
import { withDeadline } from './deadline'
import { corsHeaders, type OriginPolicy } from './origins'
import { REDIS_DOWN_MESSAGE } from './requestGate'
import { MATCHMAKE_METHODS } from './routes'

type Controller = typeof matchMaker.controller
type Invoke = Controller['invokeMethod']

/** Colyseus's own invokeMethod, kept once however many servers a test process creates. */
let colyseusInvoke: Invoke | null = null

/** Whether an error is Redis not answering: lost, timed out, or its connection closed. */
export function isRedisTrouble(error: unknown): boolean {
  const words = error instanceof Error ? error.message : String(error)
  return /Command timed out|Connection is closed|ECONNREFUSED|Stream isn't writeable|max retries|no answer within/i.test(
    words,
  )
}

export function applyMatchmakerRules(options: {
  origins: OriginPolicy
  /** Whether the shared Redis answers; null for one process. */
  redisUp: (() => boolean) | null
  /** How long a call may wait on Redis before it is answered REDIS_DOWN (several processes). */
  redisDeadlineMs: number
}): void {
  const controller = matchMaker.controller
  controller.exposedMethods = [...MATCHMAKE_METHODS]
  ;(controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {}
  controller.getCorsHeaders = (headers: Headers) => {
    const origin = headers.get('origin') ?? undefined
    const allowed = options.origins.allows(origin, headers.get('host') ?? undefined)
    return allowed ? corsHeaders(origin) : { vary: 'Origin' }
  }
  colyseusInvoke ??= controller.invokeMethod.bind(controller)
  const invoke = colyseusInvoke
  const { redisUp } = options
  controller.invokeMethod = async (...args: Parameters<Invoke>) => {
    try {
      const call = invoke(...args) as Promise<unknown>
      return await (redisUp === null ? call : withDeadline(call, options.redisDeadlineMs))
    } catch (error) {
      if (redisUp !== null && (!redisUp() || isRedisTrouble(error))) {
        throw new ServerError(503, REDIS_DOWN_MESSAGE)
      }
      throw error
    }
  }
}
