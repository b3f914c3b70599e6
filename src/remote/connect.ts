/**
 * Creating, joining and rejoining a room on the game server (issue 24) with the Colyseus client.
 * This module and the SDK load only when a device chooses to play across devices (a dynamic
 * import from the setup screen or from a tab that held a seat), so the first screen stays small.
 */
import { Client, type Room } from '@colyseus/sdk'
import type { GameSetup, Message, PlayerId } from '../engine'
import { useGame } from '../store'
import { createRemoteSession, newRoomState, type RoomLink } from './remoteSession'
import { forgetHeldSeat } from './heldSeat'
import type { Recover } from './recovery'
import { readHeldSeat, type HeldSeat } from './seatToken'
import { OUT_OF_DATE_STATUS, PROTOCOL_VERSION } from '../shared/protocol/version'

const ROOM_TYPE = 'duo'
/**
 * What every join says besides its seats: the protocol this app speaks (a room of another build
 * refuses it as OUT_OF_DATE), and that views after the first come as patches (viewPatch.ts: a
 * few hundred bytes instead of ~135 KB per move; the session applies them).
 */
const JOIN = { protocol: PROTOCOL_VERSION, patches: true } as const

export interface CreateRequest {
  server: string
  setup: GameSetup
  /** The seats this device takes (one team's, or none for the table screen). */
  seats: PlayerId[]
  password?: string
}

export interface JoinRequest {
  server: string
  code: string
  seats: PlayerId[]
  password?: string
}

/** Why a create or a join failed, in the players' language ('rooms' namespace). */
export class RoomProblem extends Error {
  constructor(
    readonly detail: Message,
    english: string,
  ) {
    super(english)
  }
}

/** The SDK's room as the session's narrow link. */
function linkOf(room: Room): RoomLink {
  return {
    roomId: room.roomId,
    send: (type, message) => room.send(type, message),
    onMessage: (type, callback) =>
      room.onMessage(type, (payload: unknown) => callback(payload as never)),
    onLeave: (callback) => room.onLeave(callback),
    onDrop: (callback) => room.onDrop(callback),
    onReconnect: (callback) => room.onReconnect(callback),
    leave: (consented) => room.leave(consented),
    stopReconnecting: () => {
      room.reconnection.enabled = false
      room.reconnection.maxRetries = 0
    },
  }
}

function enter(room: Room, server: string, showCode: boolean, host: boolean): void {
  // Synchronously after the join: the room's first 'seat' and 'view' come in a later task.
  const session = createRemoteSession(linkOf(room), server, { recover: rejoinAfterLoss })
  useGame.getState().enterRoom(session, newRoomState(room.roomId, server, showCode, host))
}

/** The same room on a new connection: its seats and game stay shown until the room's answer. */
function enterAgain(room: Room, server: string): void {
  const session = createRemoteSession(linkOf(room), server, { recover: rejoinAfterLoss })
  const before = useGame.getState().room
  const state = before
    ? { ...before, connection: 'open' as const, ask: null, search: null, showCode: false }
    : newRoomState(room.roomId, server, false)
  useGame.getState().enterRoom(session, state, { sameRoom: before?.code === room.roomId })
}

/** The held room joined again with the tab's seat token (a spectator joins again as one). */
function joinHeld(held: HeldSeat): Promise<Room> {
  return new Client(held.server).joinById(held.code, {
    ...JOIN,
    ...(held.token && { token: held.token }),
  })
}

/**
 * A lost connection joins again with the tab's seat token (recovery.ts): after a server
 * restart the room is back under its code with the same seats. A room not there yet (the
 * server is still starting) is tried again; a token it no longer knows is the end.
 */
const rejoinAfterLoss: Recover = async (takeOver) => {
  const held = readHeldSeat()
  if (!held) return 'gone'
  let room: Room
  try {
    room = await joinHeld(held)
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    if (code === OUT_OF_DATE_STATUS) {
      useGame.getState().showNotice(outOfDateNotice())
      return 'gone'
    }
    return code === 403 ? 'gone' : 'retry'
  }
  takeOver()
  enterAgain(room, held.server)
  return 'back'
}

export async function createRoom(request: CreateRequest): Promise<void> {
  const options = {
    ...JOIN,
    setup: request.setup,
    seats: request.seats,
    ...(request.password ? { password: request.password } : {}),
  }
  const room = await attempt(() => new Client(request.server).create(ROOM_TYPE, options))
  enter(room, request.server, true, true)
}

export async function joinRoom(request: JoinRequest): Promise<void> {
  const options = {
    ...JOIN,
    seats: request.seats,
    ...(request.password ? { password: request.password } : {}),
  }
  const room = await attempt(() => new Client(request.server).joinById(request.code, options))
  enter(room, request.server, false, false)
}

/**
 * The seats this tab held before a reload, back by their token (a spectator joins again as one).
 * A server that does not answer (restarting) is tried a few more times, the token kept for a
 * later reload should it still not answer; a token or a room it no longer knows is forgotten.
 * Either way the caller shows the setup screen when this gives false.
 */
export async function rejoin(held: HeldSeat, tries = 4, waitMs = 1500): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      const room = await joinHeld(held)
      enter(room, held.server, false, held.host === true)
      return true
    } catch (error) {
      const gone = problemOf(error).detail.key
      if (gone === 'rooms.problem.outOfDate') {
        useGame.getState().showNotice(outOfDateNotice())
        return false
      }
      if (gone === 'rooms.problem.token' || gone === 'rooms.problem.missing') {
        forgetHeldSeat()
        return false
      }
      if (attempt >= tries) return false
      await new Promise((r) => setTimeout(r, waitMs))
    }
  }
}

async function attempt<T>(join: () => Promise<T>): Promise<T> {
  try {
    return await join()
  } catch (error) {
    throw problemOf(error)
  }
}

/** The room speaks another protocol than this app (a cached app, a newer server): reload. */
function outOfDateNotice() {
  const detail = { key: 'rooms.problem.outOfDate', ns: 'rooms' }
  return {
    kind: 'error' as const,
    code: 'OUT_OF_DATE',
    message: 'This app is out of date — reload.',
    detail,
  }
}

/** The server's answer to a failed join, sorted into what the player can do about it. */
function problemOf(error: unknown): RoomProblem {
  const english = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  const said = (key: string, params?: Record<string, string>): RoomProblem =>
    new RoomProblem(
      { key: `rooms.problem.${key}`, ns: 'rooms', ...(params && { params }) },
      english,
    )
  if (code === OUT_OF_DATE_STATUS) return said('outOfDate')
  if (code === 401) return said('password')
  if (code === 409) return said('seatTaken')
  if (code === 403) return said('token')
  if (/not found|no room/i.test(english)) return said('missing')
  return said('failed', { reason: english })
}
