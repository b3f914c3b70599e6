/**
 * Which web pages may use the game server (issue 35). A browser names the page behind every
 * cross-site request and every WebSocket in its `Origin` header; any page a player opens could
 * otherwise create, join or flood rooms from that player's browser. The server answers pages of
 * its own address — the Origin whose host is the Host the request came to, as when `npm run
 * serve` serves the app — and the app origins it was told (`--app-origin`, DUOTABLE_APP_ORIGIN),
 * for an app served from somewhere else. A request with no Origin is no web page's (a program, a
 * plain navigation) and is not a cross-site risk.
 */

/** An origin as browsers write it (`http://host:port`), or null when it is not one. */
export function normalOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.origin
  } catch {
    return null
  }
}

/** The app origins of a comma- or space-separated list; throws naming one that is not. */
export function parseAppOrigins(list: string): string[] {
  return list
    .split(/[\s,]+/)
    .filter((item) => item !== '')
    .map((item) => {
      const origin = normalOrigin(item)
      if (origin === null) {
        throw new Error(`"${item}" is not an app origin: write it as http(s)://host[:port].`)
      }
      return origin
    })
}

export interface OriginPolicy {
  /** Whether a request with these headers comes from an allowed page, or from no page. */
  allows: (origin: string | undefined, host: string | undefined) => boolean
  /** The configured app origins (for the refusal's words). */
  appOrigins: readonly string[]
}

export function originPolicy(appOrigins: readonly string[] = []): OriginPolicy {
  const configured = new Set(appOrigins)
  return {
    appOrigins,
    allows: (origin, host) => {
      if (origin === undefined) return true
      const normal = normalOrigin(origin)
      if (normal === null) return false
      if (configured.has(normal)) return true
      return host !== undefined && new URL(normal).host === host.toLowerCase()
    },
  }
}

export const FOREIGN_ORIGIN = 'FOREIGN_ORIGIN'

/** The refusal a page of another address gets, in words saying how to allow it. */
export function foreignOriginMessage(origin: string): string {
  return (
    `${FOREIGN_ORIGIN}: This game server answers only the app it serves itself; the page at ` +
    `${origin.slice(0, 200)} may not use it. To serve the app from another address, start the ` +
    'server with --app-origin <that origin> (or DUOTABLE_APP_ORIGIN).'
  )
}

/** CORS headers for an allowed page: its own origin, never `*`. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined) return { vary: 'Origin' }
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'Content-Type, Accept, Authorization',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}
