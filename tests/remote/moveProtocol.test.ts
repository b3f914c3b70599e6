// @vitest-environment jsdom
/**
 * Issue 38, the device's side of a move: sent as { id, rev, action } one at a time, answered by
 * the room's `done` or `refused`; what the room sends is checked before it touches the store; a
 * move unanswered when the connection is lost goes again from the next connection, once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyAction, viewFor } from '../../src/engine'
import type { Recover } from '../../src/remote/recovery'
import { createRemoteSession, newRoomState, type RoomLink } from '../../src/remote/remoteSession'
import { resetGameStore, resetUiStore, useGame } from '../../src/store'
import { newGame } from '../fixtures/game'

let codes = 0

class FakeRoom implements RoomLink {
  readonly sent: { type: string; message: unknown }[] = []
  readonly handlers = new Map<string, (message: never) => void>()
  constructor(readonly roomId: string) {}
  send = (type: string, message?: unknown) => void this.sent.push({ type, message })
  onMessage = (type: string, callback: (message: never) => void) =>
    this.handlers.set(type, callback)
  onLeave = () => undefined
  dropped: (() => void) | null = null
  onDrop = (callback: () => void) => (this.dropped = callback)
  onReconnect = () => undefined
  leave = () => undefined
  stopReconnecting = () => undefined
  deliver(type: string, message: unknown): void {
    this.handlers.get(type)?.(message as never)
  }
  get moves() {
    return this.sent.filter((m) => m.type === 'action').map((m) => m.message as Move)
  }
}

interface Move {
  id: string
  rev: number
  action: { type: string }
}

const store = () => useGame.getState()
const game = newGame()
const view = viewFor(game, { team: 'A' })

function enter(code: string): FakeRoom {
  const room = new FakeRoom(code)
  const session = createRemoteSession(room, 'http://g.example')
  store().enterRoom(session, newRoomState(code, 'http://g.example', false))
  return room
}

/**
 * The room's process dies with a move unanswered: the connection drops and does not come back;
 * the device joins the same room again on a new connection (connect.ts's rejoinAfterLoss).
 */
async function lostAndBack(code: string, made: (first: FakeRoom) => void): Promise<FakeRoom> {
  vi.useFakeTimers()
  try {
    const again = new FakeRoom(code)
    const first = new FakeRoom(code)
    const recover: Recover = async (takeOver) => {
      takeOver()
      const now = store().room
      if (!now) return 'gone'
      const session = createRemoteSession(again, 'http://g.example')
      store().enterRoom(session, now, { sameRoom: true })
      return 'back'
    }
    const session = createRemoteSession(first, 'http://g.example', { recover })
    store().enterRoom(session, newRoomState(code, 'http://g.example', false))
    made(first)
    first.dropped?.()
    await vi.advanceTimersByTimeAsync(2000)
    return again
  } finally {
    vi.useRealTimers()
  }
}

beforeEach(() => {
  resetGameStore()
  resetUiStore()
  sessionStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

const lose = { type: 'life/lose', player: 'A1', amount: 1 } as const

describe('a move on its way to the room', () => {
  it('goes when the one before is answered, naming the view that answer brought', async () => {
    const room = enter(`M${++codes}`)
    room.deliver('view', { game: view, last: null, rev: 3 })
    const first = store().perform(lose)
    const second = store().perform(lose)
    expect(room.moves).toEqual([{ id: expect.any(String), rev: 3, action: lose }])

    const lost = applyAction(game, lose)
    room.deliver('viewPatch', {
      base: 3,
      rev: 4,
      ops: [{ p: ['seq'], v: lost.seq }],
      last: { seq: lost.seq, type: lose.type, by: ['A1'] },
    })
    room.deliver('done', { id: room.moves[0]?.id, log: [] })
    expect(await first).toEqual({ ok: true, log: [] })
    expect(room.moves[1]).toMatchObject({ rev: 4 })
    expect(room.moves[1]?.id).not.toBe(room.moves[0]?.id)

    room.deliver('refused', { id: room.moves[1]?.id, code: 'STALE_VIEW' })
    expect(await second).toMatchObject({ ok: false, error: { code: 'STALE_VIEW' } })
    expect(store().notice).toMatchObject({
      code: 'STALE_VIEW',
      message: expect.stringMatching(/^The table changed before your move reached the room/),
      detail: { key: 'rooms.refused.STALE_VIEW', ns: 'rooms' },
    })
  })

  it('drops a message that does not fit its shape, with a console warning, and changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const room = enter(`M${++codes}`)
    room.deliver('view', { game: view, last: null, rev: 1 })
    const before = store().game
    room.deliver('view', { game: { seats: 'A1' }, rev: 2 })
    room.deliver('seat', { token: 5, seats: ['A1'], team: 'C' })
    room.deliver('refused', { message: 'English only' })
    expect(store().game).toBe(before)
    expect(store().room?.seats).toEqual([])
    expect(store().notice).toBeNull()
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0]?.[0]).toMatch(/Dropped a malformed "view" from the room: game/)
  })

  it('goes again from the next connection, with its view when the game has not moved', async () => {
    let answer: Promise<unknown> = Promise.resolve()
    let sent: Move | undefined
    const again = await lostAndBack(`M${++codes}`, (first) => {
      first.deliver('view', { game: view, last: null, rev: 5 })
      answer = store().perform(lose)
      sent = first.moves[0]
    })
    expect(again.moves).toEqual([])
    // The room is back (the same game: the move never reached it); the move goes again, once.
    again.deliver('view', { game: view, last: null, rev: 9 })
    expect(again.moves).toEqual([{ id: sent?.id, rev: 9, action: lose }])
    again.deliver('done', { id: sent?.id, log: [] })
    expect(await answer).toMatchObject({ ok: true })
  })

  it('goes again with the view it was made on when the game moved meanwhile (the room decides)', async () => {
    let sent: Move | undefined
    const again = await lostAndBack(`M${++codes}`, (first) => {
      first.deliver('view', { game: view, last: null, rev: 5 })
      void store().perform(lose)
      sent = first.moves[0]
    })
    const moved = viewFor(applyAction(game, lose), { team: 'A' })
    again.deliver('view', { game: moved, last: null, rev: 9 })
    // Made before the process died: the room answers `done` by its id; else STALE_VIEW.
    expect(again.moves).toEqual([{ id: sent?.id, rev: 5, action: lose }])
  })

  it('ends unmade when the room is left', async () => {
    const room = enter(`M${++codes}`)
    room.deliver('view', { game: view, last: null, rev: 1 })
    const answer = store().perform(lose)
    store().leaveRoom()
    expect(await answer).toMatchObject({ ok: false, error: { code: 'ROOM_LEFT' } })
  })
})
