/**
 * Boots the game server in-process for a room test (Colyseus's testing package), on a free port
 * of 127.0.0.1 so parallel test files never collide, with its own temporary data directory.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ColyseusTestServer } from '@colyseus/testing'
import { afterAll, beforeAll } from 'vitest'
import type { Room } from '@colyseus/sdk'
import { freePort } from '../../server/freePort'
import { createGameServer, resumeRooms, type GameServerOptions } from '../../server/gameServer'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

const dataDirs: string[] = []

export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'duotable-rooms-'))
  dataDirs.push(dir)
  return dir
}

/** Removes the data directories this test file made (call in afterAll). */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

export interface Booted {
  colyseus: ColyseusTestServer
  /** The server's HTTP address (the rooms API), e.g. http://127.0.0.1:40123. */
  origin: string
  /** What the start-up did with the rooms saved under the data directory. */
  resume: Awaited<ReturnType<typeof resumeRooms>>
}

/** Starts the server as `npm run serve` does: listen, then resume every saved room. */
export async function bootGameServer(
  dataDir: string,
  more: Partial<GameServerOptions> = {},
): Promise<Booted> {
  const server = createGameServer({ dataDir, reconnectSeconds: 5, ...more })
  const port = await freePort()
  await server.listen(port, '127.0.0.1')
  const resume = await resumeRooms(dataDir)
  return { colyseus: new ColyseusTestServer(server), origin: `http://127.0.0.1:${port}`, resume }
}

export interface Inbox {
  room: Room
  messages: { type: string; message: unknown }[]
  /** Resolves with the `count`-th message of `type` (1 = the first), waiting up to 5 s. */
  nth: (type: string, count: number) => Promise<unknown>
}

/** Joins a room as a device and keeps every message it receives, in order. */
export async function joinAs(
  colyseus: ColyseusTestServer,
  roomId: string,
  options: Record<string, unknown>,
): Promise<Inbox> {
  const room = await colyseus.sdk.joinById(roomId, { protocol: PROTOCOL_VERSION, ...options })
  const messages: Inbox['messages'] = []
  room.onMessage('*', (type, message) => messages.push({ type: String(type), message }))
  const nth = async (type: string, count: number) => {
    for (let waited = 0; waited < 5000; waited += 10) {
      const found = messages.filter((m) => m.type === type)[count - 1]
      if (found) return found.message
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`No message "${type}" #${count} within 5 s.`)
  }
  return { room, messages, nth }
}

/**
 * One in-process server for the calling test file, on its own data directory: booted before its
 * tests, shut down (and the directories removed) after them.
 */
export function gameServerForFile(dataDir = tempDataDir()): () => ColyseusTestServer {
  let colyseus: ColyseusTestServer | null = null
  beforeAll(async () => {
    colyseus = (await bootGameServer(dataDir)).colyseus
  })
  afterAll(async () => {
    await colyseus?.shutdown()
    removeDataDirs()
  })
  return () => {
    if (!colyseus) throw new Error('The game server is not booted.')
    return colyseus
  }
}
