/**
 * What runs before Colyseus's own HTTP routes and WebSocket upgrades (issues 25, 35). Colyseus
 * answers `/matchmake/*` before any express route, so the gate sits in front of the HTTP
 * server's `request` and `upgrade` events. For every request, in order:
 *
 * - the security headers (securityHeaders.ts) and the client's address (clientAddress.ts);
 * - an address that does not decode: 400 BAD_ADDRESS (it once ended the process);
 * - a web page of another origin at the matchmaker, the rooms API or a WebSocket: 403
 *   FOREIGN_ORIGIN (origins.ts);
 * - a body over the limit: 413; a matchmaker method the app does not use: 404; a matchmaker
 *   body that is no JSON object: 400 BAD_BODY (requestBody.ts); a join's options of the wrong
 *   shape: 400, before any seat is reserved;
 * - Redis lost (several processes): matchmaking and room lookups are refused at once with 503
 *   REDIS_DOWN, and one that waits on Redis past the deadline gets the same answer;
 * - the door's limits per address (door.ts: new rooms, room codes tried), where this process is
 *   the door (one process; behind the front, the front keeps them);
 * - a join by code, a reconnection or a room lookup first makes sure the room is live
 *   (roomLoader.ts: after a killed process or an idle unload it is loaded from its file).
 *
 * Nothing a request carries can throw out of here: whatever fails is answered, and logged.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { clientAddress, settleAddressHeaders } from './clientAddress'
import { withDeadline } from './deadline'
import type { Door } from './door'
import { answerError, refuseUpgrade } from './httpAnswer'
import type { Limits } from './limits'
import { JoinOptions, problemOf } from '../src/shared/protocol/messages'
import { corsHeaders, foreignOriginMessage, type OriginPolicy } from './origins'
import type { RoomLoader } from './roomLoader'
import { readJsonObject, tooLargeMessage } from './requestBody'
import { MATCHMAKE_METHODS, needsRedis, pathOf, routeOf, type Route } from './routes'
import { setSecurityHeaders } from './securityHeaders'

export const REDIS_DOWN_MESSAGE =
  'REDIS_DOWN: The game server has lost its Redis and cannot find rooms right now. ' +
  'Games in progress go on; try again in a moment.'

export const BAD_ADDRESS_MESSAGE =
  'BAD_ADDRESS: The address is not well-formed (a "%" that starts no character).'

export interface GateOptions {
  loader: RoomLoader
  /** Whether the shared Redis answers; null for one process, which needs none. */
  redisUp: (() => boolean) | null
  origins: OriginPolicy
  /** The per-address limits, where this process is the door devices reach; null behind the front. */
  door: Door | null
  /** Behind the front: its X-Forwarded-For names the device (clientAddress.ts). */
  trustFront: boolean
  limits: Pick<Limits, 'bodyBytes' | 'redisDeadlineMs'>
  log: (line: string) => void
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** The room a route names, to load before Colyseus looks for it. */
function roomOf(route: Route): string | null {
  if (route.kind === 'lookup') return route.code
  return route.kind === 'join' ? route.roomId : null
}

/** Puts the gate in front of every listener of the server's `request` and `upgrade` events. */
export function gateRequests(server: HttpServer, options: GateOptions): void {
  const { origins, door, loader, limits, log } = options
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean
  const redisDown = (): boolean => options.redisUp !== null && !options.redisUp()
  const failed = (res: ServerResponse, error: unknown): void => {
    log(
      `A request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    answerError(res, 500, 'SERVER_ERROR: The game server could not answer this request.')
  }
  const pass = (req: IncomingMessage, res: ServerResponse): void => {
    try {
      emit('request', req, res)
    } catch (error) {
      failed(res, error)
    }
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET'
    const url = req.url ?? '/'
    setSecurityHeaders(res, url)
    const address = clientAddress(req, options.trustFront)
    settleAddressHeaders(req, address)
    const route = routeOf(method, url)
    if (route === null) return answerError(res, 400, BAD_ADDRESS_MESSAGE)
    const origin = header(req, 'origin')
    const allowed = origins.allows(origin, header(req, 'host'))
    if (route.kind !== 'other' && !allowed) {
      return answerError(res, 403, foreignOriginMessage(origin ?? ''))
    }
    const cors = allowed ? corsHeaders(origin) : {}
    if (Number(header(req, 'content-length') ?? 0) > limits.bodyBytes) {
      res.setHeader('connection', 'close')
      return answerError(res, 413, tooLargeMessage(limits.bodyBytes), cors)
    }
    if (route.kind === 'otherMatchmake') {
      const methods = MATCHMAKE_METHODS.join(', ')
      return answerError(
        res,
        404,
        `NO_SUCH_ROUTE: The matchmaker answers POST ${methods}, not "${route.method.slice(0, 40)}".`,
        cors,
      )
    }
    if (needsRedis(route) && redisDown()) return answerError(res, 503, REDIS_DOWN_MESSAGE, cors)
    if (door) {
      const refusal = door.admit(route, address)
      if (refusal) {
        const retry = { 'retry-after': String(refusal.retryAfterSeconds) }
        return answerError(res, refusal.status, refusal.message, { ...cors, ...retry })
      }
      res.once('finish', () => door.settle(route, address, res.statusCode))
    }
    if (route.kind !== 'create' && route.kind !== 'join') return afterLoad(req, res, route, cors)
    readJsonObject(req, limits.bodyBytes).then(
      (body) => {
        if (!body.ok) {
          if (body.status === 413) res.setHeader('connection', 'close')
          return answerError(res, body.status, body.error, cors)
        }
        const options = route.kind === 'join' ? problemOf(JoinOptions, body.value) : null
        if (options !== null) return answerError(res, 400, `Bad join options: ${options}`, cors)
        // Colyseus's router reads a body already read from here, as JSON.
        ;(req as IncomingMessage & { body?: unknown }).body = body.value
        req.headers['content-type'] = 'application/json'
        afterLoad(req, res, route, cors)
      },
      (error: unknown) => failed(res, error),
    )
  }

  /** A room the request names is made live first (roomLoader.ts), then Colyseus answers. */
  const afterLoad = (
    req: IncomingMessage,
    res: ServerResponse,
    route: Route,
    cors: Record<string, string>,
  ): void => {
    const roomId = roomOf(route)
    if (roomId === null) return pass(req, res)
    withDeadline(loader.ensureLive(roomId), limits.redisDeadlineMs).then(
      () => pass(req, res),
      (error: unknown) => {
        if (options.redisUp !== null) {
          log(`Room ${roomId.slice(0, 64)} not reached in time (${String(error)}): REDIS_DOWN.`)
          return answerError(res, 503, REDIS_DOWN_MESSAGE, cors)
        }
        log(`Room ${roomId.slice(0, 64)} could not be loaded: ${String(error)}`)
        pass(req, res)
      },
    )
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    socket.on('error', () => socket.destroy())
    // Colyseus reads the address as `ws://server<url>`: one that is no path could throw there.
    if (pathOf(req.url ?? '') === null || !URL.canParse(`ws://server${req.url ?? ''}`)) {
      refuseUpgrade(socket, 400, BAD_ADDRESS_MESSAGE)
      return true
    }
    settleAddressHeaders(req, clientAddress(req, options.trustFront))
    const origin = header(req, 'origin')
    if (!origins.allows(origin, header(req, 'host'))) {
      refuseUpgrade(socket, 403, foreignOriginMessage(origin ?? ''))
      return true
    }
    return emit('upgrade', req, socket, head)
  }

  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse]
      try {
        onRequest(req, res)
      } catch (error) {
        failed(res, error)
      }
      return true
    }
    if (event === 'upgrade') {
      const [req, socket, head] = args as [IncomingMessage, Duplex, Buffer]
      try {
        return onUpgrade(req, socket, head)
      } catch (error) {
        log(`An upgrade failed: ${String(error)}`)
        socket.destroy()
        return true
      }
    }
    return emit(event, ...args)
  }) as typeof server.emit
}
