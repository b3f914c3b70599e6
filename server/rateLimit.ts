/**
 * How many messages one device may send (issue 25): a token bucket per connection — `perSecond`
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
  }
}
