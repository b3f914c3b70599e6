/**
 * Every bound the game server keeps (issue 35), with its number in one place; server/README.md
 * lists them. The bounds on card data in actions are the engine's rules (src/engine,
 * CARD_LIMITS), so hot-seat play refuses the same things.
 */
import type { RateLimit } from './rateLimit'

/** After `free` tries, each further one waits: first, twice that, … up to max; forgotten after. */
export interface TriesLimit {
  free: number
  firstDelayMs: number
  maxDelayMs: number
  forgetMs: number
}

export interface Limits {
  /** Messages per seat token (a spectator: per connection). */
  messages: RateLimit
  /** New rooms per client address: a bucket of `burst`, refilled at `perSecond`. */
  roomsPerAddress: RateLimit
  /** A room no seat was ever taken in, and no device is in, goes after this long. */
  unjoinedSeconds: number
  /** Connections open at once with one seat token. */
  connectionsPerSeat: number
  /** Spectators (the table screen included) connected to one room at once. */
  spectatorsPerRoom: number
  /** Room codes tried per client address (a lookup or a join of a room that is not there). */
  codeTries: TriesLimit
  /** Wrong passwords per client address and room. */
  passwordTries: TriesLimit
  /** An HTTP request's body (a new room's decks are the largest). */
  bodyBytes: number
  /** How long a request waits on Redis before it is answered REDIS_DOWN (several processes). */
  redisDeadlineMs: number
}

const MINUTE = 60_000

export const DEFAULT_LIMITS: Limits = {
  messages: { perSecond: 20, burst: 40 },
  roomsPerAddress: { perSecond: 1 / 30, burst: 10 },
  unjoinedSeconds: 120,
  connectionsPerSeat: 3,
  spectatorsPerRoom: 8,
  codeTries: { free: 5, firstDelayMs: 1000, maxDelayMs: MINUTE, forgetMs: 15 * MINUTE },
  passwordTries: { free: 5, firstDelayMs: 1000, maxDelayMs: MINUTE, forgetMs: 15 * MINUTE },
  bodyBytes: 2 * 1024 * 1024,
  redisDeadlineMs: 2500,
}

export function limitsWith(more: Partial<Limits> = {}): Limits {
  return { ...DEFAULT_LIMITS, ...more }
}

/**
 * DUOTABLE_LIMITS: a JSON object of the fields above to change, for a bench that plays a hundred
 * tables from one address (`{"roomsPerAddress":{"perSecond":100,"burst":1000}}`). Throws naming
 * what is not a limit.
 */
export function limitsFromEnvironment(text: string | undefined): Partial<Limits> {
  if (!text) return {}
  const given = JSON.parse(text) as unknown
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new Error('DUOTABLE_LIMITS must be a JSON object of limits (server/limits.ts).')
  }
  for (const key of Object.keys(given)) {
    if (!(key in DEFAULT_LIMITS)) throw new Error(`DUOTABLE_LIMITS: "${key}" is not a limit.`)
  }
  return given as Partial<Limits>
}
