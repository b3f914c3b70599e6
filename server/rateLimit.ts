/**
 * How many messages one seat may send (issues 25, 35): a token bucket per seat token — `perSecond`
 * tokens come back each second, at most `burst` wait — so a player tapping fast is never
 * refused, while a flood from one device is refused cheaply (TOO_MANY_MESSAGES) before the
 * room parses or runs anything, and the process's other rooms keep their pace.
 */
export interface RateLimit {
  perSecond: number
  burst: number
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 20, burst: 40 }

export interface Bucket {
  /** Takes one token; false when there is none (the message is refused). */
  take: (now?: number) => boolean
  /** Gives back the token of something that did not happen after all. */
  refund: () => void
}

export function bucket(limit: RateLimit, start: number = Date.now()): Bucket {
  let tokens = limit.burst
  let at = start
  return {
    take: (now = Date.now()) => {
      tokens = Math.min(limit.burst, tokens + ((now - at) / 1000) * limit.perSecond)
      at = now
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
    refund: () => {
      tokens = Math.min(limit.burst, tokens + 1)
    },
  }
}

/**
 * One bucket per key (issue 35): a room keys its buckets by seat token, so every connection
 * of one seat shares one budget — three connections with one token once got 151 actions through
 * where one gets 45. A spectator without a token is keyed by its connection.
 */
export class Budgets {
  private readonly buckets = new Map<string, Bucket>()

  constructor(private readonly limit: RateLimit) {}

  take(key: string, now: number = Date.now()): boolean {
    let own = this.buckets.get(key)
    if (!own) this.buckets.set(key, (own = bucket(this.limit, now)))
    return own.take(now)
  }

  forget(key: string): void {
    this.buckets.delete(key)
  }
}
