/**
 * The game server for the multi-device browser tests (issue 24), as `npm run serve` runs it: its
 * own build serving the app playwright.config.ts just built, a data directory of its own, and a
 * port from GAME_PORT (default PW_PORT + 10000) plus the Playwright worker's parallel index, so
 * two workers running two multi-device specs at once never share a port or a build folder. It can
 * be stopped and started again on the same data directory — a server restart, which must resume
 * every room.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from '@playwright/test'

const PW_PORT = Number(process.env['PW_PORT'] ?? 4173)
/** 0, 1, … for each Playwright worker running at the same time (set by Playwright). */
const WORKER = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0)
export const GAME_PORT = Number(process.env['GAME_PORT'] ?? PW_PORT + 10000) + WORKER
export const ORIGIN = `http://127.0.0.1:${GAME_PORT}`
const SERVER_OUT = `dist-server-e2e-${PW_PORT}-${WORKER}`

export interface RoomServer {
  /** Where the server runs from: `dist` (the app) and `rooms` (the saved rooms). */
  home: string
  process: ChildProcess | null
}

/** Builds the server bundle once and makes its home; call `start` next. */
export function prepareRoomServer(): RoomServer {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', SERVER_OUT],
    { stdio: 'inherit' },
  )
  const home = mkdtempSync(join(tmpdir(), 'duotable-e2e-'))
  symlinkSync(resolve(`dist-e2e-${PW_PORT}`), join(home, 'dist'))
  return { home, process: null }
}

/** Starts the server and waits until it answers (its saved rooms resumed). */
export async function startRoomServer(server: RoomServer): Promise<void> {
  server.process = spawn('node', [resolve(SERVER_OUT, 'main.js')], {
    cwd: server.home,
    env: {
      ...process.env,
      PORT: String(GAME_PORT),
      HOST: '127.0.0.1',
      DUOTABLE_DATA: join(server.home, 'rooms'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The banner comes once the rooms are resumed (main.ts): then the server is all there.
  const banner = new Promise<void>((done) => {
    let text = ''
    server.process?.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes(String(GAME_PORT))) done()
    })
  })
  const timeout = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error(`The game server did not start on ${ORIGIN}.`)), 60_000),
  )
  await Promise.race([banner, timeout])
}

/** Stops the server process (SIGKILL: nothing is flushed on the way out) and waits for it. */
export async function stopRoomServer(server: RoomServer): Promise<void> {
  const running = server.process
  server.process = null
  if (!running || running.exitCode !== null) return
  const exited = new Promise((done) => running.once('exit', done))
  running.kill('SIGKILL')
  await exited
}

export async function removeRoomServer(server: RoomServer | null): Promise<void> {
  if (!server) return
  await stopRoomServer(server)
  rmSync(server.home, { recursive: true, force: true })
}

/**
 * One game server for all the tests of the calling spec file: built and started before them,
 * stopped and removed after. Gives the server, for a test that stops and starts it.
 */
export function roomServerForFile(): () => RoomServer {
  let server: RoomServer | null = null
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = prepareRoomServer()
    await startRoomServer(server)
  })
  test.afterAll(() => removeRoomServer(server))
  return () => {
    if (!server) throw new Error('The game server is not started.')
    return server
  }
}

/** The room's seats as a joining device sees them (GET /api/rooms/<CODE>). */
export async function seatsTaken(code: string): Promise<string[]> {
  const answer = (await (await fetch(`${ORIGIN}/api/rooms/${code}`)).json()) as {
    seats: { id: string; taken: boolean }[]
  }
  return answer.seats.filter((s) => s.taken).map((s) => s.id)
}
