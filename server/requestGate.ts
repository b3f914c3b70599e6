/**
 * What runs before Colyseus's own HTTP routes (issue 25). Colyseus answers `/matchmake/*` before
 * any express route, so the gate sits in front of the HTTP server's request event:
 *
 * - Redis lost (several processes): a matchmaking or room-lookup request is refused at once with
 *   503 and words saying so, instead of waiting on a dead connection;
 * - a join by code, a reconnection or a room lookup first makes sure the room is live
 *   (roomLoader.ts: after a killed process or an idle unload it is loaded from its file).
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import { codeFromInput } from './roomCodes'
import type { RoomLoader } from './roomLoader'

export const REDIS_DOWN_MESSAGE =
  'REDIS_DOWN: The game server has lost its Redis and cannot find rooms right now. ' +
  'Games in progress go on; try again in a moment.'

/** The room a request names: `POST /matchmake/joinById|reconnect/<id>`, `GET /api/rooms/<code>`. */
export function roomNamedBy(method: string, path: string): string | null {
  const join = /^\/matchmake\/(?:joinById|reconnect)\/([^/?]+)/.exec(path)
  if (method === 'POST' && join?.[1]) return decodeURIComponent(join[1])
  const lookup = /^\/api\/rooms\/([^/?]+)/.exec(path)
  if (method === 'GET' && lookup?.[1]) return codeFromInput(decodeURIComponent(lookup[1]))
  return null
}

function needsRedis(method: string, path: string): boolean {
  return (method === 'POST' && path.startsWith('/matchmake/')) || path.startsWith('/api/rooms/')
}

export interface GateOptions {
  loader: RoomLoader
  /** Whether the shared Redis is reachable (always true for one process). */
  redisUp: () => boolean
}

/** Puts the gate in front of every listener of the server's `request` event. */
export function gateRequests(server: HttpServer, options: GateOptions): void {
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean
  const pass = (req: IncomingMessage, res: ServerResponse): boolean => emit('request', req, res)
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event !== 'request') return emit(event, ...args)
    const [req, res] = args as [IncomingMessage, ServerResponse]
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    if (!needsRedis(method, path)) return pass(req, res)
    if (!options.redisUp()) {
      res.writeHead(503, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      res.end(JSON.stringify({ code: 503, error: REDIS_DOWN_MESSAGE }))
      return true
    }
    const roomId = roomNamedBy(method, path)
    if (roomId === null) return pass(req, res)
    // The body waits in the paused request stream until Colyseus reads it.
    options.loader.ensureLive(roomId).then(
      () => pass(req, res),
      (error: unknown) => {
        console.error(`Room ${roomId} could not be loaded: ${String(error)}`)
        pass(req, res)
      },
    )
    return true
  }) as typeof server.emit
}
