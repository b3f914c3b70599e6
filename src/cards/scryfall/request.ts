/**
 * One request to api.scryfall.com, the polite way (https://scryfall.com/docs/api/rate-limits):
 * spaced at least REQUEST_SPACING_MS apart across the whole app, and on HTTP 429 retried after
 * Retry-After or an exponential backoff, never hammered.
 */

/** Scryfall's hard limit for /cards/collection and /cards/named is 2 requests a second. */
export const REQUEST_SPACING_MS = 500
/** First try plus three retries after 1 s, 2 s and 4 s. */
export const MAX_TRIES = 4
const BACKOFF_START_MS = 1000
/** Scryfall locks a client out for 30 s after a 429; a longer Retry-After is not waited out. */
const LONGEST_RETRY_AFTER_MS = 60_000

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export interface RequestOptions {
  /** Injected by tests; the page's fetch otherwise. */
  fetch?: typeof fetch
  /** Injected by tests so no real timer runs. */
  sleep?: Sleep
  signal?: AbortSignal
}

export type RequestOutcome =
  | { kind: 'response'; response: Response }
  /** fetch itself failed: offline, DNS, CORS or a dropped connection. */
  | { kind: 'unreachable' }

/** When the last request to Scryfall left this page, shared by every caller. */
let lastRequestAt = Number.NEGATIVE_INFINITY

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    signal?.throwIfAborted()
    const timer = setTimeout(done, ms)
    function done(): void {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort(): void {
      clearTimeout(timer)
      reject(
        signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      )
    }
    signal?.addEventListener('abort', abort, { once: true })
  })

/** `window.fetch` called detached throws "Illegal invocation" in Chromium: always call it bound. */
const pageFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)

export async function scryfallRequest(
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<RequestOutcome> {
  const send = options.fetch ?? pageFetch
  const sleep = options.sleep ?? realSleep
  const signal = options.signal
  for (let attempt = 1; ; attempt += 1) {
    const wait = lastRequestAt + REQUEST_SPACING_MS - Date.now()
    if (wait > 0) await sleep(wait, signal)
    signal?.throwIfAborted()
    lastRequestAt = Date.now()
    let response: Response
    try {
      response = await send(url, signal ? { ...init, signal } : init)
    } catch (error) {
      if (signal?.aborted) throw error
      return { kind: 'unreachable' }
    }
    if (response.status !== 429 || attempt === MAX_TRIES) return { kind: 'response', response }
    await sleep(retryDelay(response, attempt), signal)
  }
}

/** Retry-After in seconds or as an HTTP date; else 1 s, 2 s, 4 s. */
export function retryDelay(response: Response, attempt: number): number {
  const backoff = BACKOFF_START_MS * 2 ** (attempt - 1)
  const header = response.headers.get('Retry-After')?.trim()
  if (!header) return backoff
  const seconds = /^\d+(\.\d+)?$/.test(header) ? Number(header) * 1000 : NaN
  const untilDate = Date.parse(header) - Date.now()
  const delay = Number.isFinite(seconds) ? seconds : untilDate
  if (!Number.isFinite(delay)) return backoff
  return Math.min(Math.max(delay, 0), LONGEST_RETRY_AFTER_MS)
}
