/**
 * The public door's limits per client address (issue 35): rooms made (a bucket of 10, then one
 * every 30 s — a page once made 12 rooms a second, each kept for ever), and room codes tried
 * (a lookup or a join of a room that is not there: 5 free, then a growing wait, tries.ts). A
 * code that already missed is not counted again: a device whose room is gone (a restart, an
 * expiry) retries its one code every 1.5 s for minutes (src/remote/recovery.ts), which tells it
 * nothing new, while guessing needs new codes. Kept
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
/** The codes an address missed lately, tried again for free. */
const RECENT_MISSES = 32

/** The code a counted route names. */
function codeOf(route: Route): string | null {
  if (route.kind === 'lookup') return route.code
  return route.kind === 'join' ? route.roomId : null
}

export function door(limits: Pick<Limits, 'roomsPerAddress' | 'codeTries'>): Door {
  const rooms = new Map<string, Bucket>()
  const codes = new Tries(limits.codeTries)
  const recentMisses = new Map<string, Set<string>>()
  const missedBefore = (address: string, code: string): boolean =>
    recentMisses.get(address)?.has(code) === true
  const noteMiss = (address: string, code: string): void => {
    let own = recentMisses.get(address)
    if (!own) {
      if (recentMisses.size >= MAX_ADDRESSES) recentMisses.clear()
      recentMisses.set(address, (own = new Set()))
    }
    own.add(code)
    // A Set keeps insertion order: the oldest goes first.
    if (own.size > RECENT_MISSES) own.delete(own.values().next().value as string)
  }
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
      const code = codeOf(route)
      if (code === null || missedBefore(address, code)) return null
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
      const code = codeOf(route)
      if (code === null) return
      const missed =
        (route.kind === 'lookup' && status === 404) ||
        (route.kind === 'join' && status === ROOM_NOT_FOUND_STATUS)
      if (missedBefore(address, code)) {
        // Tried again for free: only a room that is back takes it off the list.
        if (!missed) recentMisses.get(address)?.delete(code)
        return
      }
      if (missed) noteMiss(address, code)
      else codes.found(address)
    },
  }
}
