// @vitest-environment jsdom
/**
 * The remote session (issue 24) against a fake room: what the room sends becomes the store's
 * game, notices and undo asks; what the table does becomes messages to the room. Leaving puts the
 * store back on the local session without touching the page's own game save.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyAction, viewFor } from '../../src/engine'
import type { Recover } from '../../src/remote/recovery'
import { createRemoteSession, newRoomState, type RoomLink } from '../../src/remote/remoteSession'
import { downloadFile } from '../../src/ui/files/download'
import { readHeldSeat } from '../../src/remote/seatToken'
import { resetGameStore, resetUiStore, selectCanUndo, useGame, useUi } from '../../src/store'
import { newGame } from '../fixtures/game'

vi.mock('../../src/ui/files/download', () => ({ downloadFile: vi.fn() }))

class FakeRoom implements RoomLink {
  readonly roomId = 'K7QX2'
  readonly sent: { type: string; message: unknown }[] = []
  readonly handlers = new Map<string, (message: never) => void>()
  leaveCallback: ((code: number) => void) | null = null
  dropCallback: (() => void) | null = null
  left = false
  send = (type: string, message?: unknown) => void this.sent.push({ type, message })
  onMessage = (type: string, callback: (message: never) => void) =>
    this.handlers.set(type, callback)
  onLeave = (callback: (code: number) => void) => (this.leaveCallback = callback)
  onDrop = (callback: () => void) => (this.dropCallback = callback)
  reconnectCallback: (() => void) | null = null
  onReconnect = (callback: () => void) => (this.reconnectCallback = callback)
  stopped = false
  stopReconnecting = () => {
    this.stopped = true
  }
  leave = () => {
    this.left = true
  }
  /** The room sends this device a message. */
  deliver(type: string, message: unknown): void {
    this.handlers.get(type)?.(message as never)
  }
}

const store = () => useGame.getState()

function enterFake(recover?: Recover, host = false): FakeRoom {
  const room = new FakeRoom()
  const session = createRemoteSession(room, 'http://game.example:2567', recover && { recover })
  store().enterRoom(session, newRoomState(room.roomId, 'http://game.example:2567', true, host))
  return room
}

beforeEach(() => {
  resetGameStore()
  resetUiStore()
  sessionStorage.clear()
})

describe('remote session', () => {
  it("shows the room's view as the game and holds the seat's side, keeping the token for a reload", () => {
    const room = enterFake()
    room.deliver('seat', { token: 'tok-b', seats: ['B1', 'B2'], team: 'B' })
    const view = viewFor(newGame(), { team: 'B' })
    room.deliver('view', { rev: 1, game: view, last: null, canUndo: true, canRedo: false })

    expect(store().game).toBe(view)
    expect(store().fullGame).toBe(view)
    expect(store().room).toMatchObject({ code: 'K7QX2', seats: ['B1', 'B2'], team: 'B' })
    expect(selectCanUndo(store())).toBe(true)
    expect(useUi.getState()).toMatchObject({ viewingTeam: 'B', heldSide: 'B' })
    expect(readHeldSeat()).toEqual({
      server: 'http://game.example:2567',
      code: 'K7QX2',
      token: 'tok-b',
    })
  })

  it('sends actions, undo and redo to the room instead of running them here', () => {
    const room = enterFake()
    room.deliver('view', { rev: 1, game: viewFor(newGame(), { team: 'A' }), last: null })
    const before = store().game

    void store().perform({ type: 'life/lose', player: 'A1', amount: 3 })
    store().undo()
    store().redo()

    expect(store().game).toBe(before) // only the room's next view changes the game
    expect(room.sent).toEqual([
      {
        type: 'action',
        message: {
          id: expect.any(String),
          rev: 1,
          action: { type: 'life/lose', player: 'A1', amount: 3 },
        },
      },
      { type: 'undo', message: {} },
      { type: 'redo', message: {} },
    ])
  })

  it("says a room's refusal in the players' words and a rule's refusal with its catalog message", () => {
    const room = enterFake()
    room.deliver('refused', { code: 'UNDO_DECLINED' })
    expect(store().notice).toMatchObject({
      code: 'UNDO_DECLINED',
      message: 'The other team declined.',
      detail: { key: 'rooms.refused.UNDO_DECLINED', ns: 'rooms' },
    })
    const detail = { key: 'life.notEnough', params: { amount: 2 } }
    room.deliver('refused', { code: 'NOT_ENOUGH_LIFE', message: 'Not enough life.', detail })
    expect(store().notice).toMatchObject({ code: 'NOT_ENOUGH_LIFE', detail })
  })

  it("keeps the other team's undo ask until this device answers it", () => {
    const room = enterFake()
    const ask = { askId: 'a1', kind: 'undo', by: ['A1'], what: 'A1 lost 3 life.' }
    room.deliver('undoAsk', ask)
    expect(store().room?.ask).toEqual(ask)

    store().session.answerUndo(false)
    expect(room.sent).toEqual([{ type: 'undoAnswer', message: { askId: 'a1', agree: false } }])
    expect(store().room?.ask).toBeNull()

    // Why it asks, and who has the full game, come along (issue 35).
    const why = { reason: 'reopens', exported: ['B'], words: { text: 'x', line: null, more: 0 } }
    room.deliver('undoAsk', { ...ask, ...why, askId: 'a3' })
    expect(store().room?.ask).toEqual({ ...ask, ...why, askId: 'a3' })
    room.deliver('undoAsk', { ...ask, askId: 'a2' })
    room.deliver('undoDone', { askId: 'a2', kind: 'undo', agreed: false })
    expect(store().room?.ask).toBeNull()
  })

  it('leaves the room on New game and forgets the seat; later messages change nothing', () => {
    const room = enterFake()
    room.deliver('seat', { token: 'tok-a', seats: ['A1'], team: 'A' })
    store().newGame()

    expect(room.left).toBe(true)
    expect(store().room).toBeNull()
    expect(store().game).toBeNull()
    expect(useUi.getState().heldSide).toBeNull()
    expect(readHeldSeat()).toBeNull()
    room.deliver('view', { rev: 1, game: newGame(), last: null })
    expect(store().game).toBeNull()
  })

  it('goes back to the setup screen with a notice when the room closes the connection', () => {
    const room = enterFake()
    room.deliver('view', { rev: 1, game: newGame(), last: null })
    room.leaveCallback?.(4000)
    expect(store().room).toBeNull()
    expect(store().notice).toMatchObject({ code: 'ROOM_LOST' })
  })

  it("asks the room for this player's library and keeps the list it sends for the search", () => {
    const room = enterFake()
    store().session.searchLibrary('A1')
    expect(room.sent).toEqual([{ type: 'librarySearch', message: { player: 'A1' } }])
    const cards = [{ id: '12', name: 'Forest' }]
    room.deliver('libraryCards', { player: 'A1', cards })
    expect(store().room?.search).toEqual({ player: 'A1', cards })
  })

  it("downloads the room's export of the finished game, named for the room", () => {
    const room = enterFake(undefined, true)
    room.deliver('view', { rev: 1, game: newGame(), last: null })
    store().session.exportGame()
    expect(room.sent).toEqual([{ type: 'export', message: {} }])
    room.deliver('exported', { file: '{"version":3}' })
    expect(downloadFile).toHaveBeenCalledWith(
      expect.stringMatching(/^duotable-K7QX2-full-turn-\d+-/),
      '{"version":3}',
      'application/json',
    )
  })

  it('keeps the host mark with the seat token, so a reload still exports', () => {
    const room = enterFake(undefined, true)
    room.deliver('seat', { token: 'tok-a', seats: ['A1'], team: 'A' })
    expect(readHeldSeat()).toMatchObject({ token: 'tok-a', host: true })
  })

  it('keeps the table up while a lost connection joins again, then plays through the new one', async () => {
    vi.useFakeTimers()
    try {
      let replaced = false
      const recover = vi.fn<Recover>(async (takeOver) => {
        takeOver()
        replaced = true
        return 'back'
      })
      const room = enterFake(recover)
      room.deliver('view', { rev: 1, game: newGame(), last: null })
      const game = store().game
      room.dropCallback?.()
      expect(store().room?.connection).toBe('dropped')
      // The SDK gives up (its reconnection token died with the server): no setup screen yet.
      room.leaveCallback?.(4003)
      expect(store().game).toBe(game)
      await vi.advanceTimersByTimeAsync(2000)
      expect(recover).toHaveBeenCalledTimes(1)
      expect(replaced).toBe(true)
      expect(room.stopped).toBe(true)
      // The old connection says nothing any more, and leaving it forgets no seat.
      room.deliver('view', { rev: 1, game: null, last: null })
      expect(store().game).toBe(game)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the game on the table when the same room comes back on a new connection', async () => {
    vi.useFakeTimers()
    try {
      const again = new FakeRoom()
      const first = enterFake(async (takeOver) => {
        takeOver()
        const room = store().room
        if (!room) return 'gone'
        const session = createRemoteSession(again, 'http://game.example:2567')
        store().enterRoom(session, { ...room, connection: 'open' }, { sameRoom: true })
        return 'back'
      })
      first.deliver('seat', { token: 'tok-b', seats: ['B1'], team: 'B' })
      first.deliver('view', { rev: 1, game: viewFor(newGame(), { team: 'B' }), last: null })
      const game = store().game
      first.dropCallback?.()
      await vi.advanceTimersByTimeAsync(2000)
      expect(store().game).toBe(game)
      expect(store().room).toMatchObject({ seats: ['B1'], team: 'B', connection: 'open' })
      expect(useUi.getState().heldSide).toBe('B')
      // The lost connection is not left on purpose (that would give the seat up): the seat
      // token stays for the new one, which now plays.
      expect(first.left).toBe(false)
      expect(readHeldSeat()).toMatchObject({ token: 'tok-b' })
      again.deliver('view', { rev: 2, game, last: null })
      void store().perform({ type: 'life/lose', player: 'B1', amount: 1 })
      expect(again.sent.map((m) => m.type)).toEqual(['action'])
      expect(first.sent).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('what the other team did, and every undo, shown on this device (issue 35)', () => {
  it("tells team A's device who changed its life, and not of team B's own moves", () => {
    const room = enterFake()
    room.deliver('seat', { token: 'tok-a', seats: ['A1', 'A2'], team: 'A' })
    const game = newGame()
    room.deliver('view', { rev: 1, game: viewFor(game, { team: 'A' }), last: null })
    const lost = applyAction(game, { type: 'life/lose', player: 'A1', amount: 3 })
    const last = { seq: lost.seq, type: 'life/lose', by: ['B1'], actor: 'B1', touches: ['A'] }
    room.deliver('view', { rev: 1, game: viewFor(lost, { team: 'A' }), last })
    expect(store().notice).toMatchObject({
      kind: 'warning',
      code: 'OTHER_TEAM_ACTED',
      message: expect.stringMatching(/^B1 did this to your team: A1 lost 3 life/),
      detail: { key: 'rooms.acted', ns: 'rooms' },
    })
    store().dismissNotice()
    const gained = applyAction(lost, { type: 'life/gain', player: 'B1', amount: 2 })
    const own = { seq: gained.seq, type: 'life/gain', by: ['B1'], actor: 'B1', touches: ['B'] }
    room.deliver('view', { rev: 1, game: viewFor(gained, { team: 'A' }), last: own })
    expect(store().notice).toBeNull()
  })

  it("keeps the room's notes for the log and shows a new one as a notice", () => {
    const room = enterFake()
    room.deliver('seat', { token: 'tok-a', seats: ['A1'], team: 'A' })
    room.deliver('view', { rev: 1, game: viewFor(newGame(), { team: 'A' }), last: null })
    const old = {
      n: 1,
      kind: 'undo',
      by: ['A1'],
      after: 2,
      words: { text: 'x', line: null, more: 0 },
    }
    room.deliver('roomNotes', { notes: [old] })
    expect(store().room?.notes).toEqual([old])
    expect(store().notice).toBeNull()
    const exported = { n: 2, kind: 'export', by: ['B1', 'B2'], after: 3 }
    room.deliver('roomNote', { note: exported })
    expect(store().room?.notes).toEqual([old, exported])
    expect(store().notice).toMatchObject({
      kind: 'warning',
      code: 'ROOM_NOTE',
      message: 'B1, B2 saved the full game: every hand and every library, in order.',
    })
  })

  it("says a seat refusal in the engine's words when the room gives them", () => {
    const room = enterFake()
    const detail = { key: 'authority.notYourTurn', params: { team: 'Team A', player: 'B1' } }
    room.deliver('refused', { code: 'NOT_YOUR_SEAT', message: "It is Team A's turn…", detail })
    expect(store().notice).toMatchObject({ code: 'NOT_YOUR_SEAT', detail })
  })
})
