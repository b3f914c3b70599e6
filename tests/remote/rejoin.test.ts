// @vitest-environment jsdom
/**
 * When the room's connection is lost for good without this device leaving — its server process
 * died, or the room was unloaded (issue 25) — the remote session gets the seats back by their
 * token in a new connection and the game goes on through the same session; only when that
 * fails does the device go back to the setup screen.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { viewFor } from '../../src/engine'
import { rejoinBySeat } from '../../src/remote/rejoinBySeat'
import { createRemoteSession, newRoomState, type RoomLink } from '../../src/remote/remoteSession'
import { resetGameStore, resetUiStore, useGame } from '../../src/store'
import { newGame } from '../fixtures/game'

class FakeRoom implements RoomLink {
  readonly roomId = 'K7QX2'
  readonly sent: string[] = []
  readonly handlers = new Map<string, (message: never) => void>()
  leaveCallback: ((code: number) => void) | null = null
  left = false
  send = (type: string) => void this.sent.push(type)
  onMessage = (type: string, callback: (message: never) => void) =>
    this.handlers.set(type, callback)
  onLeave = (callback: (code: number) => void) => (this.leaveCallback = callback)
  onDrop = () => undefined
  onReconnect = () => undefined
  leave = () => {
    this.left = true
  }
  deliver(type: string, message: unknown): void {
    this.handlers.get(type)?.(message as never)
  }
}

const store = () => useGame.getState()
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  resetGameStore()
  resetUiStore()
  sessionStorage.clear()
})

describe('rejoining a lost room', () => {
  it('asks for the seats by their token and plays on through the new connection', async () => {
    const first = new FakeRoom()
    const second = new FakeRoom()
    const tokens: (string | null)[] = []
    const session = createRemoteSession(first, 'http://game.example:2567', (token) => {
      tokens.push(token)
      return Promise.resolve(second)
    })
    store().enterRoom(session, newRoomState(first.roomId, 'http://game.example:2567', false))
    first.deliver('seat', { token: 'tok-a', seats: ['A1'], team: 'A' })
    first.deliver('view', { game: viewFor(newGame(), { team: 'A' }), last: null })

    first.leaveCallback?.(4003) // Colyseus: FAILED_TO_RECONNECT, the process is gone
    expect(store().room?.connection).toBe('dropped')
    await settle()

    expect(tokens).toEqual(['tok-a'])
    expect(store().room?.connection).toBe('open')
    const later = viewFor(newGame(), { team: 'A' })
    second.deliver('view', { game: later, last: null })
    expect(store().game).toBe(later)
    first.deliver('view', { game: newGame(), last: null }) // the old connection is ignored
    expect(store().game).toBe(later)
    store().perform({ type: 'life/lose', player: 'A1', amount: 1 })
    expect(second.sent).toEqual(['action'])
    expect(first.sent).toEqual([])
  })

  it('goes back to the setup screen with a notice when the seats cannot be had again', async () => {
    const first = new FakeRoom()
    const session = createRemoteSession(first, 'http://g:2567', () => Promise.resolve(null))
    store().enterRoom(session, newRoomState(first.roomId, 'http://g:2567', false))
    first.leaveCallback?.(4003)
    await settle()
    expect(store().room).toBeNull()
    expect(store().notice).toMatchObject({ code: 'ROOM_LOST' })
  })

  it('retries a join that fails, and stops at once on a token the room refuses', async () => {
    let tries = 0
    const joined = await rejoinBySeat(async () => {
      tries += 1
      if (tries < 3) throw new Error('connection refused')
      return 'room'
    }, [1, 1, 1, 1])
    expect([joined, tries]).toEqual(['room', 3])

    let refused = 0
    const none = await rejoinBySeat(async () => {
      refused += 1
      throw Object.assign(new Error('That seat token does not belong to this room.'), { code: 403 })
    }, [1, 1, 1])
    expect([none, refused]).toEqual([null, 1])
  })
})
