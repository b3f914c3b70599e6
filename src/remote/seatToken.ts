/**
 * The seat a tab holds in a room, kept in the tab's sessionStorage (issue 24, "Nothing lost"): a
 * reload of the tab rejoins the same seats with the token the room issued, while another tab or
 * another device never sees it. No Colyseus here: the app reads it on start, before choosing to
 * load the multi-device code at all.
 */
export const HELD_SEAT_KEY = 'duotable.room'

export interface HeldSeat {
  /** The game server's address. */
  server: string
  /** The room's code. */
  code: string
  /** The room's seat token; null for the table screen or a spectator (it needs none). */
  token: string | null
  /** This tab created the room (its host: it exports the finished game). */
  host?: boolean
}

export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null // storage turned off: a reload then joins afresh
  }
}

export function readHeldSeat(): HeldSeat | null {
  try {
    const raw = storage()?.getItem(HELD_SEAT_KEY)
    if (!raw) return null
    const seat = JSON.parse(raw) as Partial<HeldSeat>
    if (typeof seat.server !== 'string' || typeof seat.code !== 'string') return null
    return {
      server: seat.server,
      code: seat.code,
      token: seat.token ?? null,
      ...(seat.host === true && { host: true }),
    }
  } catch {
    return null
  }
}

/** The room code a join link names (`/?room=CODE`), upper-cased; null without one. */
export function roomCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('room')
  return code ? normalCode(code) : null
}

/** Codes are typed in any case and may carry spaces (PROTOCOL-24 §1). */
export function normalCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase()
}
