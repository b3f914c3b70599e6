/**
 * The game server: Colyseus with the WebSocket transport, the one room type, 'duo', and its
 * express app with the rooms API (roomsApi.ts). On start it brings back every room saved under
 * the data directory, with the same room id, so the devices of a game in progress rejoin it
 * after a restart with their seat tokens.
 */
import './nodeWebSocket'
import { matchMaker, Server } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import type { Application } from 'express'
import { duoRoomType, type ResumeOptions } from './duoRoom'
import { savedRoomIds } from './roomFile'
import { mountRoomsApi } from './roomsApi'

export const ROOM_NAME = 'duo'
export const MAX_MESSAGE_BYTES = 64 * 1024

export interface GameServerOptions {
  dataDir: string
  /** More routes after the rooms API (npm run serve: the app's files, on the same port). */
  express?: (app: Application) => void
  reconnectSeconds?: number
  /** Where rooms say what is no move (a library searched); nowhere unless given. */
  log?: (line: string) => void
}

export function createGameServer(options: GameServerOptions): Server {
  const resumable = new Set<string>()
  const DuoRoom = duoRoomType({
    dataDir: options.dataDir,
    reconnectSeconds: options.reconnectSeconds ?? 120,
    resumable,
    log: options.log ?? (() => undefined),
  })
  const server = new Server({
    transport: new WebSocketTransport({
      // Colyseus's default is 4 KB; arranging a whole library names a few hundred card ids.
      maxPayload: MAX_MESSAGE_BYTES,
    }),
    greet: false,
    gracefullyShutdown: false,
    // Colyseus's own express app on the transport's HTTP server: the matchmaker's routes go
    // first, then these, on the one port.
    express: (app) => {
      mountRoomsApi(app, (code) => {
        const room = matchMaker.getLocalRoomById(code)
        return room instanceof DuoRoom ? room.summary() : null
      })
      options.express?.(app)
    },
  })
  server.define(ROOM_NAME, DuoRoom)
  // Each saved room id may be resumed once, by this server, before anyone else names it.
  for (const id of savedRoomIds(options.dataDir)) resumable.add(id)
  return server
}

/** Brings back every saved room; returns the ids resumed and the problems of those that failed. */
export async function resumeRooms(
  dataDir: string,
): Promise<{ resumed: string[]; failed: { roomId: string; problem: string }[] }> {
  const resumed: string[] = []
  const failed: { roomId: string; problem: string }[] = []
  for (const roomId of savedRoomIds(dataDir)) {
    try {
      const options: ResumeOptions = { resume: roomId }
      await matchMaker.createRoom(ROOM_NAME, options)
      resumed.push(roomId)
    } catch (error) {
      failed.push({ roomId, problem: error instanceof Error ? error.message : String(error) })
    }
  }
  return { resumed, failed }
}
