/**
 * The remote session through the real game server (issue 24), booted in-process: a device that
 * creates a room with team A's seats gets a view without team B's hands or any library, its
 * actions come back as the room's next view, and a second device of team B sees the same move.
 * Needs only what main's server has (create/join by seats, 'seat', 'view', 'action').
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import { teamLife, type GameState } from '../../src/engine'
import { createRoom, joinRoom, rejoin, RoomProblem } from '../../src/remote/connect'
import { keepHeldSeat } from '../../src/remote/heldSeat'
import { readHeldSeat } from '../../src/remote/seatToken'
import { resetGameStore, resetUiStore, useGame, useUi } from '../../src/store'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from '../server/boot'

/** The tab's sessionStorage, where the seat token is kept (this file runs in node: none). */
const kept = new Map<string, string>()
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  },
})

let colyseus: ColyseusTestServer
let server: string
beforeAll(async () => {
  colyseus = (await bootGameServer(tempDataDir())).colyseus
  const { port } = (colyseus.sdk as unknown as { settings: { port: number } }).settings
  server = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  Reflect.deleteProperty(globalThis, 'sessionStorage')
  useGame.getState().leaveRoom()
  await colyseus.shutdown()
  removeDataDirs()
})
beforeEach(() => {
  kept.clear()
  useGame.getState().leaveRoom()
  resetGameStore()
  resetUiStore()
})

async function until<T>(read: () => T | null | undefined): Promise<T> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const value = read()
    if (value) return value
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error('Nothing came within 5 s.')
}

/** Cards of a zone the view hides: their view ids say only where they are (engine/view.ts). */
const hiddenCount = (game: GameState, player: string, zone: 'hand' | 'library') =>
  (game.players[player]?.zones[zone] ?? []).filter((id) => id.startsWith('hidden-')).length

describe('a remote session on the game server', () => {
  it("creates a room holding team A's seats and sees only what team A may see", async () => {
    await createRoom({ server, setup: sampleSetup(24), seats: ['A1', 'A2'] })
    const room = await until(() => (useGame.getState().room?.team ? useGame.getState().room : null))
    expect(room).toMatchObject({ seats: ['A1', 'A2'], team: 'A', showCode: true })
    expect(useUi.getState()).toMatchObject({ heldSide: 'A', viewingTeam: 'A' })
    const game = await until(() => useGame.getState().game)
    expect(useGame.getState().fullGame).toBe(game)
    const b1Hand = game.players['B1']?.zones.hand ?? []
    expect(b1Hand.length).toBeGreaterThan(0)
    // Nothing of team B's hand reaches this device; A1's own hand is there in full.
    expect(hiddenCount(game, 'B1', 'hand')).toBe(b1Hand.length)
    expect(hiddenCount(game, 'A1', 'hand')).toBe(0)
    // Every library is hidden, one's own too.
    const library = game.players['A1']?.zones.library ?? []
    expect(library.length).toBeGreaterThan(0)
    expect(hiddenCount(game, 'A1', 'library')).toBe(library.length)
  })

  it("sends a move to the room, and both teams' devices get the room's next view", async () => {
    await createRoom({ server, setup: sampleSetup(24), seats: ['A1'] })
    const code = (await until(() => useGame.getState().room)).code
    const start = await until(() => useGame.getState().game)
    const b = await joinAs(colyseus, code, { seats: ['B1'] })
    await b.nth('view', 1)

    const outcome = await useGame.getState().perform({ type: 'life/lose', player: 'B1', amount: 4 })
    // Answered by the room once its view of the move is shown, with the lines it wrote.
    expect(outcome).toMatchObject({
      ok: true,
      log: [expect.objectContaining({ text: expect.stringMatching(/^B1 lost 4 life/) })],
    })
    const after = useGame.getState().game as GameState
    expect(teamLife(after, 'B')).toBe(teamLife(start, 'B') - 4)
    const seenByB = (await b.nth('view', 2)) as { game: GameState }
    expect(teamLife(seenByB.game, 'B')).toBe(teamLife(start, 'B') - 4)
    await b.room.leave()
  })

  it('joins as the table screen, and is refused a seat someone holds', async () => {
    // B1 is held by another device, which stays.
    const made = await colyseus.createRoom('duo', { setup: sampleSetup(24) })
    const code = made.roomId
    const other = await joinAs(colyseus, code, { seats: ['B1'] })
    await other.nth('seat', 1)

    const taken = joinRoom({ server, code, seats: ['B1'] })
    await expect(taken).rejects.toBeInstanceOf(RoomProblem)
    await expect(taken).rejects.toMatchObject({ detail: { key: 'rooms.problem.seatTaken' } })

    await joinRoom({ server, code, seats: [] })
    const game = await until(() => useGame.getState().game)
    expect(useGame.getState().room).toMatchObject({ seats: [], team: null })
    expect(useUi.getState().heldSide).toBe('spectator')
    expect(hiddenCount(game, 'A1', 'hand')).toBe(game.players['A1']?.zones.hand.length)
    await other.room.leave()
  })

  it('leaving the room on purpose frees its seats: another device takes them at once', async () => {
    await createRoom({ server, setup: sampleSetup(24), seats: ['A2'] })
    const code = (
      await until(() => (useGame.getState().room?.team ? useGame.getState().room : null))
    ).code
    expect(readHeldSeat()).toMatchObject({ code, host: true })
    useGame.getState().leaveRoom()
    expect(useGame.getState().room).toBeNull()
    expect(readHeldSeat()).toBeNull()
    let joined: Awaited<ReturnType<typeof joinAs>> | null = null
    for (let tries = 0; !joined && tries < 50; tries++) {
      joined = await joinAs(colyseus, code, { seats: ['A2'] }).catch(() => null)
      if (!joined) await new Promise((r) => setTimeout(r, 20))
    }
    expect(await joined?.nth('seat', 1)).toMatchObject({ seats: ['A2'], team: 'A' })
    await joined?.room.leave()
  })

  describe('a reloaded tab joining its seats again', () => {
    it('gets its seats back by the token, and keeps the host mark', async () => {
      const made = await colyseus.createRoom('duo', { setup: sampleSetup(24) })
      const other = await joinAs(colyseus, made.roomId, { seats: ['B1', 'B2'] })
      const { token } = (await other.nth('seat', 1)) as { token: string }
      await other.room.leave(false)
      const held = { server, code: made.roomId, token, host: true }
      keepHeldSeat(held)
      expect(await rejoin(held)).toBe(true)
      const room = await until(() =>
        useGame.getState().room?.team ? useGame.getState().room : null,
      )
      expect(room).toMatchObject({ seats: ['B1', 'B2'], team: 'B', host: true })
      expect(readHeldSeat()).toEqual(held)
    })

    it('forgets a token the room no longer knows', async () => {
      const made = await colyseus.createRoom('duo', { setup: sampleSetup(24) })
      const held = { server, code: made.roomId, token: 'not-a-token' }
      keepHeldSeat(held)
      expect(await rejoin(held)).toBe(false)
      expect(readHeldSeat()).toBeNull()
    })

    it('keeps the token when the server does not answer (restarting), for a later reload', async () => {
      const held = { server: 'http://127.0.0.1:9', code: 'K7QX2', token: 'tok' }
      keepHeldSeat(held)
      expect(await rejoin(held, 2, 10)).toBe(false)
      expect(readHeldSeat()).toEqual(held)
    })
  })
})
