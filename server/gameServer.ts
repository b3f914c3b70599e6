/**
 * The game server: Colyseus with the WebSocket transport and the one room type, 'duo'. On start
 * it brings back every room saved under the data directory, with the same room id, so the
 * devices of a game in progress rejoin it after a restart with their seat tokens.
 */
import type { Server as HttpServer } from 'node:http'
import './nodeWebSocket'
import { matchMaker, Server } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { duoRoomType, type ResumeOptions } from './duoRoom'
import { savedRoomIds } from './roomFile'

export const ROOM_NAME = 'duo'
export const MAX_MESSAGE_BYTES = 64 * 1024

export interface GameServerOptions {
  dataDir: string
  /** An HTTP server to share (npm run serve: the app and the game on one port). */
  httpServer?: HttpServer
  reconnectSeconds?: number
}

export function createGameServer(options: GameServerOptions): Server {
  const resumable = new Set<string>()
  const server = new Server({
    transport: new WebSocketTransport({
      ...(options.httpServer ? { server: options.httpServer } : {}),
      // Colyseus's default is 4 KB; arranging a whole library names a few hundred card ids.
      maxPayload: MAX_MESSAGE_BYTES,
    }),
    greet: false,
    gracefullyShutdown: false,
  })
  server.define(
    ROOM_NAME,
    duoRoomType({
      dataDir: options.dataDir,
      reconnectSeconds: options.reconnectSeconds ?? 120,
      resumable,
    }),
  )
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
