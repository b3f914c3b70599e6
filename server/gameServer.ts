/**
 * The game server: Colyseus with the WebSocket transport, the one room type, 'duo', and its
 * express app with the rooms API (roomsApi.ts). On start it brings back every room saved under
 * the data directory, with the same room id, so the devices of a game in progress rejoin it
 * after a restart with their seat tokens.
 *
 * Several processes (issue 25, cluster.ts) share one Redis through Colyseus's Redis presence and
 * driver: a room lives in one process, and any process finds it, reserves a seat in it and
 * answers its lookup. A saved room no process holds is loaded where it is asked for
 * (roomLoader.ts), in front of Colyseus's routes (requestGate.ts).
 */
import './nodeWebSocket'
import { createServer } from 'node:http'
import { matchMaker, Server } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import type { Application, NextFunction, Request, Response } from 'express'
import { door } from './door'
import { duoRoomType, type DuoRoomType } from './duoRoom'
import { limitsWith, type Limits } from './limits'
import { applyMatchmakerRules } from './matchmakerRules'
import { originPolicy } from './origins'
import type { RateLimit } from './rateLimit'
import { redisLink } from './redisLink'
import { gateRequests } from './requestGate'
import { savedRoomIds } from './roomFile'
import { roomLoader, type RoomLoader } from './roomLoader'
import { mountRoomsApi, type RoomSummary } from './roomsApi'
import { BOT_PACE_MS } from './roomBots'
import { Tries } from './tries'

export const ROOM_NAME = 'duo'
export const MAX_MESSAGE_BYTES = 64 * 1024

export interface GameServerOptions {
  dataDir: string
  /** More routes after the rooms API (npm run serve: the app's files, on the same port). */
  express?: (app: Application) => void
  reconnectSeconds?: number
  /** Where rooms say what is no move (a library searched); nowhere unless given. */
  log?: (line: string) => void
  /** The Redis that several processes share (`redis://127.0.0.1:6391`); none for one process. */
  redis?: string
  /** A room no device has been in for this long is saved and unloaded (default: never). */
  idleSeconds?: number
  /** Messages one seat may send (default 20 a second, bursts of 40); the same as limits.messages. */
  rateLimit?: RateLimit
  /** The bounds of limits.ts; any not given keep their default. */
  limits?: Partial<Limits>
  /** Origins of pages served elsewhere that may use this server (origins.ts); its own always may. */
  appOrigins?: readonly string[]
  /**
   * Behind the front of several processes (cluster.ts): its X-Forwarded-For names the device,
   * and the front keeps the per-address limits of new rooms and room codes (door.ts).
   */
  behindFront?: boolean
  /** Milliseconds between the moves of the seats DuoTable plays (default 700; tests: 0). */
  botPaceMs?: number
}

/** The loader of the server last created in this process (resumeRooms uses it). */
let currentLoader: RoomLoader | null = null
let currentRoomType: DuoRoomType | null = null

export function createGameServer(options: GameServerOptions): Server {
  const resumable = new Set<string>()
  const limits = limitsWith({
    ...(options.rateLimit && { messages: options.rateLimit }),
    ...options.limits,
  })
  const log = options.log ?? (() => undefined)
  const DuoRoom = duoRoomType({
    dataDir: options.dataDir,
    reconnectSeconds: options.reconnectSeconds ?? 120,
    resumable,
    log,
    idleSeconds: options.idleSeconds ?? null,
    limits,
    passwordTries: new Tries(limits.passwordTries),
    botPaceMs: options.botPaceMs ?? BOT_PACE_MS,
  })
  const redis = options.redis ? redisLink(options.redis) : null
  const redisUp = redis ? () => redis.up : null
  const loader = roomLoader({ dataDir: options.dataDir, roomName: ROOM_NAME, resumable })
  const origins = originPolicy(options.appOrigins)
  const http = createServer()
  gateRequests(http, {
    loader,
    redisUp,
    origins,
    door: options.behindFront ? null : door(limits),
    trustFront: options.behindFront === true,
    limits,
    log: (line) => console.error(line),
  })
  applyMatchmakerRules({ origins, redisUp, redisDeadlineMs: limits.redisDeadlineMs })
  http.on('close', () => redis?.stop())
  // Redis came back (perhaps restarted, empty): each live room lists itself again.
  redis?.onBack(() => void DuoRoom.relistAll())
  const server = new Server({
    transport: new WebSocketTransport({
      server: http,
      // Colyseus's default is 4 KB; arranging a whole library names a few hundred card ids.
      maxPayload: MAX_MESSAGE_BYTES,
    }),
    ...(redis && { presence: redis.presence, driver: redis.driver }),
    greet: false,
    gracefullyShutdown: false,
    // Colyseus's own express app on the transport's HTTP server: the matchmaker's routes go
    // first, then these, on the one port.
    express: (app) => {
      app.disable('x-powered-by')
      const redisWait = redisUp && { up: redisUp, deadlineMs: limits.redisDeadlineMs }
      mountRoomsApi(app, (code) => summaryOf(code, DuoRoom), redisWait)
      options.express?.(app)
      endRoutes(app)
    },
  })
  server.define(ROOM_NAME, DuoRoom)
  currentLoader = loader
  currentRoomType = DuoRoom
  return server
}

/**
 * What no route answered: a 404 in the server's words, and an error a route passed on in its own
 * status — both with the gate's headers, where express's own pages would set a policy of theirs.
 */
function endRoutes(app: Application): void {
  app.use((req, res) => {
    res
      .status(404)
      .json({ code: 404, error: `NOT_FOUND: Nothing is at ${req.path.slice(0, 100)}.` })
  })
  app.use((error: { status?: unknown }, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error.status === 'number' && error.status >= 400 ? error.status : 500
    res.status(status).json({ code: status, error: 'The request could not be answered.' })
  })
}

/** A room's summary from this process, or from the process that holds it. */
async function summaryOf(code: string, DuoRoom: DuoRoomType): Promise<RoomSummary | null> {
  const local = matchMaker.getLocalRoomById(code)
  if (local) return local instanceof DuoRoom ? local.summary() : null
  if (!(await matchMaker.driver.findOne({ roomId: code }))) return null
  try {
    return (await matchMaker.remoteRoomCall(code, 'summary' as never, [])) as RoomSummary
  } catch {
    return null
  }
}

/**
 * Brings back every saved room that no process holds; returns the ids this process resumed and
 * the problems of those that failed. With several processes each room comes back in one of them.
 */
export async function resumeRooms(
  dataDir: string,
): Promise<{ resumed: string[]; failed: { roomId: string; problem: string }[] }> {
  const resumed: string[] = []
  const failed: { roomId: string; problem: string }[] = []
  const loader = currentLoader
  if (!loader || !currentRoomType) throw new Error('createGameServer first.')
  for (const roomId of savedRoomIds(dataDir)) {
    try {
      if ((await loader.ensureLive(roomId)) === 'loaded') resumed.push(roomId)
    } catch (error) {
      failed.push({ roomId, problem: error instanceof Error ? error.message : String(error) })
    }
  }
  return { resumed, failed }
}
