// @vitest-environment jsdom
/**
 * Views as patches (issue 25): the change between two views of one game, applied to the first,
 * gives the second — in a small fraction of its bytes — and the remote session applies the
 * room's patches to the view it holds, asking for the whole view when it holds another one.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { tryAction, viewFor, type Action, type GameState } from '../../src/engine'
import { createRemoteSession, newRoomState, type RoomLink } from '../../src/remote/remoteSession'
import { applyViewPatch, diffView } from '../../src/shared/protocol/viewPatch'
import { resetGameStore, resetUiStore, useGame } from '../../src/store'
import { sampleGame } from '../fixtures/sampleGame'

function play(game: GameState, actions: Action[]): GameState {
  return actions.reduce((s, action) => {
    const result = tryAction(s, action)
    if (!result.ok) throw new Error(result.error.code)
    return result.state
  }, game)
}

const moves: Action[] = [
  { type: 'library/draw', player: 'A1', count: 2 },
  { type: 'life/lose', player: 'B1', amount: 3 },
  { type: 'library/draw', player: 'B2' },
]

describe('a view patch', () => {
  it('turns the last view into the new one, in a few hundred bytes of a whole view', () => {
    let game = sampleGame(12)
    let before = viewFor(game, { team: 'A' })
    for (const move of moves) {
      game = play(game, [move])
      const after = viewFor(game, { team: 'A' }, before)
      const ops = diffView(before, after)
      // The patch travels as bytes: what the device applies is a copy, not the server's objects.
      const received = JSON.parse(JSON.stringify(ops)) as typeof ops
      expect(applyViewPatch(JSON.parse(JSON.stringify(before)), received)).toEqual(after)
      expect(JSON.stringify(ops).length).toBeLessThan(JSON.stringify(after).length / 50)
      before = after
    }
  })

  it('removes keys, replaces a shortened list and keeps every untouched object', () => {
    const before = { a: { x: 1 }, b: [1, 2, 3], c: { y: 2 }, gone: true }
    const after = { a: { x: 1 }, b: [1, 2], c: before.c, added: 'yes' }
    after.a = before.a
    const patched = applyViewPatch(before, diffView(before, after))
    expect(patched).toEqual(after)
    expect(patched.c).toBe(before.c)
  })
})

class FakeRoom implements RoomLink {
  readonly roomId = 'K7QX2'
  readonly sent: string[] = []
  readonly handlers = new Map<string, (message: never) => void>()
  send = (type: string) => void this.sent.push(type)
  onMessage = (type: string, callback: (message: never) => void) =>
    this.handlers.set(type, callback)
  onLeave = () => undefined
  onDrop = () => undefined
  onReconnect = () => undefined
  stopReconnecting = () => undefined
  leave = () => undefined
  deliver(type: string, message: unknown): void {
    this.handlers.get(type)?.(message as never)
  }
}

beforeEach(() => {
  resetGameStore()
  resetUiStore()
})

describe('the remote session', () => {
  it("applies the room's patches to its view, and asks for the whole view when out of step", () => {
    const room = new FakeRoom()
    const session = createRemoteSession(room, 'http://g:2567')
    useGame.getState().enterRoom(session, newRoomState(room.roomId, 'http://g:2567', false))
    const game = sampleGame(13)
    const first = viewFor(game, { team: 'A' })
    room.deliver('view', { game: first, last: null, canUndo: false, rev: 4 })
    const second = viewFor(play(game, moves), { team: 'A' }, first)

    room.deliver('viewPatch', { base: 4, rev: 5, ops: diffView(first, second), canUndo: true })
    expect(useGame.getState().game).toEqual(second)
    expect(useGame.getState().room?.canUndo).toBe(true)
    expect(room.sent).toEqual([])

    room.deliver('viewPatch', { base: 9, rev: 10, ops: [], canUndo: true })
    expect(room.sent).toEqual(['resync'])
    expect(useGame.getState().game).toEqual(second)
  })
})
