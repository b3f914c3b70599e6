/**
 * The public door's limits per client address (issue 35): rooms made (a bucket of 10, then one
 * every 30 s — a page once made 12 rooms a second, each kept for ever), and room codes tried
 * (a lookup or a join of a room that is not there: 5 free, then a growing wait, tries.ts). Kept
 * by whichever process devices reach: the one process, or the front of several (front.ts), so
 * the count is the same however many processes answer behind it.
 */
import type { Limits } from './limits'
import { bucket, type Bucket } from './rateLimit'
import type { Route } from './routes'
import { Tries, waitWords } from './tries'

export interface DoorRefusal {
  status: 429
  code: 'TOO_MANY_ROOMS' | 'TOO_MANY_TRIES'
  message: string
  retryAfterSeconds: number
}

export interface Door {
  /** A refusal for this request, or null: let it in, and `settle` it once answered. */
  admit: (route: Route, address: string, now?: number) => DoorRefusal | null
  /** What the answer says: a code that named no room is a miss; any other answer is not. */
  settle: (route: Route, address: string, status: number) => void
}

/** Colyseus's answer to a join of a room id it does not know (ErrorCode.MATCHMAKE_INVALID_ROOM_ID). */
export const ROOM_NOT_FOUND_STATUS = 522

const MAX_ADDRESSES = 50_000

export function door(limits: Pick<Limits, 'roomsPerAddress' | 'codeTries'>): Door {
  const rooms = new Map<string, Bucket>()
  const codes = new Tries(limits.codeTries)
  const { burst, perSecond } = limits.roomsPerAddress

  const roomBucket = (address: string, now: number): Bucket => {
    let own = rooms.get(address)
    if (!own) {
      // Memory stays bounded: past this many addresses the count starts again.
      if (rooms.size >= MAX_ADDRESSES) rooms.clear()
      rooms.set(address, (own = bucket(limits.roomsPerAddress, now)))
    }
    return own
  }

  return {
    admit: (route, address, now = Date.now()) => {
      if (route.kind === 'create') {
        if (roomBucket(address, now).take(now)) return null
        const every = Math.round(1 / perSecond)
        return {
          status: 429,
          code: 'TOO_MANY_ROOMS',
          message:
            `TOO_MANY_ROOMS: One address may make ${burst} rooms at once, then one every ` +
            `${every} s. Use a room you made, or try again in ${every} s.`,
          retryAfterSeconds: every,
        }
      }
      if (route.kind !== 'lookup' && route.kind !== 'join') return null
      const admitted = codes.admit(address, now)
      if (admitted.ok) return null
      return {
        status: 429,
        code: 'TOO_MANY_TRIES',
        message:
          `TOO_MANY_TRIES: Too many room codes that name no room were tried from this address. ` +
          `Wait ${waitWords(admitted.waitMs)} before the next one.`,
        retryAfterSeconds: Math.ceil(admitted.waitMs / 1000),
      }
    },
    settle: (route, address, status) => {
      // Rooms made are counted: a create refused (bad options) gives its token back.
      if (route.kind === 'create' && status !== 200) rooms.get(address)?.refund()
      const missed =
        (route.kind === 'lookup' && status === 404) ||
        (route.kind === 'join' && status === ROOM_NOT_FOUND_STATUS)
      if ((route.kind === 'lookup' || route.kind === 'join') && !missed) codes.found(address)
    },
  }
}
