/**
 * Who gets into a room, and with what (issues 24, 35). A join brings a seat token (its seats
 * back, no password: the token proves them), free seats of one team, or nothing (a spectator,
 * the table screen). The room's password guards new seats and, since a spectator sees the whole
 * table as the table screen does, spectators too; a spectator let in by the password gets a token
 * of its own (no seats), so a reload of the table screen comes back without asking again.
 *
 * Bounds: a seat token plays on at most `connectionsPerSeat` connections at once, a room has at
 * most `spectatorsPerRoom` spectators connected, and wrong passwords from one address at one room
 * wait longer each time (tries.ts). Every refusal is a ServerError whose message starts with its
 * code word; the device's join fails with it and nothing in the room changes.
 */
import { ServerError } from '@colyseus/core'
import type { Limits } from './limits'
import { passwordMatches } from './password'
import type { RoomRecord } from './roomFile'
import { claimSeats, holdOf, newToken, type SeatHold } from './seats'
import { waitWords, type Tries } from './tries'

export interface JoinAsk {
  token: string | undefined
  seats: string[] | undefined
  password: string | undefined
  /** The device's address (clientAddress.ts), for the password's tries. */
  address: string
}

export interface RoomDoorConfig {
  limits: Pick<Limits, 'connectionsPerSeat' | 'spectatorsPerRoom'>
  /** Wrong passwords, kept by the process (every try at a room reaches the process holding it). */
  passwordTries: Tries
}

/** The room as its door sees it: its record, and who is connected (the joining device not counted). */
export interface RoomInside {
  record: RoomRecord
  /** The seat token of each live connection; null for a spectator without one. */
  liveTokens: readonly (string | null)[]
  /** Live connections of spectators (no seats), counted when asked (a password check waits). */
  liveSpectators: () => number
}

/** What the join gets; `changed` says the room's holds changed (the room file is written). */
export interface Admission {
  hold: SeatHold | null
  changed: boolean
}

export async function admitJoin(
  inside: RoomInside,
  ask: JoinAsk,
  config: RoomDoorConfig,
): Promise<Admission> {
  const { record, liveTokens } = inside
  const { connectionsPerSeat, spectatorsPerRoom } = config.limits
  if (ask.token !== undefined) {
    const held = holdOf(record.holds, ask.token)
    if (!held) throw new ServerError(403, 'That seat token does not belong to this room.')
    if (liveTokens.filter((t) => t === ask.token).length >= connectionsPerSeat) {
      throw new ServerError(
        429,
        `TOO_MANY_CONNECTIONS: This seat already plays on ${connectionsPerSeat} connections; ` +
          'close one (another tab or device) first.',
      )
    }
    return { hold: held, changed: false }
  }
  const seated = ask.seats !== undefined && ask.seats.length > 0
  const full = (): void => {
    if (seated || inside.liveSpectators() < spectatorsPerRoom) return
    throw new ServerError(
      429,
      `ROOM_FULL: This room already has ${spectatorsPerRoom} spectators; one must leave first.`,
    )
  }
  full()
  if (record.passwordHash !== undefined) await checkPassword(record, ask, config.passwordTries)
  // Again: other spectators may have come in while the password was checked.
  full()
  if (!seated) {
    // A spectator without a password needs no token: `{}` lets it in again.
    if (record.passwordHash === undefined) return { hold: null, changed: false }
    const hold: SeatHold = { token: newToken(), seats: [] }
    record.holds = [...withoutOldSpectators(record.holds, liveTokens, spectatorsPerRoom), hold]
    return { hold, changed: true }
  }
  const claim = claimSeats(record.game, record.holds, ask.seats ?? [])
  if (!claim.ok) throw new ServerError(409, claim.problem)
  record.holds.push(claim.hold)
  return { hold: claim.hold, changed: true }
}

async function checkPassword(record: RoomRecord, ask: JoinAsk, tries: Tries): Promise<void> {
  const key = `${record.roomId} ${ask.address}`
  const admitted = tries.admit(key)
  if (!admitted.ok) {
    throw new ServerError(
      429,
      `TOO_MANY_TRIES: Too many wrong passwords for this room from this address. Wait ` +
        `${waitWords(admitted.waitMs)} before the next try.`,
    )
  }
  const hash = record.passwordHash
  const right =
    hash !== undefined && ask.password !== undefined && (await passwordMatches(ask.password, hash))
  if (!right) throw new ServerError(401, "BAD_PASSWORD: The room's password is not right.")
  tries.forget(key)
}

/**
 * The spectators' tokens a room keeps: twice the spectators it lets in at once. Past that the
 * oldest whose device is not connected goes (that table screen would be asked the password again).
 */
function withoutOldSpectators(
  holds: readonly SeatHold[],
  liveTokens: readonly (string | null)[],
  spectatorsPerRoom: number,
): SeatHold[] {
  const kept = [...holds]
  const spare = (h: SeatHold): boolean => h.seats.length === 0 && !liveTokens.includes(h.token)
  let over = kept.filter((h) => h.seats.length === 0).length + 1 - 2 * spectatorsPerRoom
  while (over > 0) {
    const at = kept.findIndex(spare)
    if (at < 0) break
    kept.splice(at, 1)
    over -= 1
  }
  return kept
}
