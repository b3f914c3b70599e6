/**
 * The headers every answer of the game server carries (issue 35): the app's own
 * Content-Security-Policy as a real header, with `frame-ancestors 'none'` (a <meta> cannot say
 * it) so no other page can frame the table and trick a tap; `nosniff`, so a room file or an
 * answer is never run as a script; and no Referer, since a page address holds the room code
 * (`/?room=CODE`) and card images come from Scryfall.
 *
 * The built page also has the policy in a <meta>; a browser enforces both, so the page is held
 * to the same rules. The service worker has no <meta>: its script gets the same policy, with
 * Scryfall's image host in `connect-src`, because the worker fetches card images to cache them
 * (src/pwa/pwaOptions.ts, runtimeCaching).
 */
import type { ServerResponse } from 'node:http'
import { CONTENT_SECURITY_POLICY } from '../src/shared/contentSecurityPolicy'

export const PAGE_POLICY = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`

/** The service worker's policy: the page's, plus the image host it caches from. */
export const SERVICE_WORKER_POLICY = PAGE_POLICY.replace(
  "connect-src 'self'",
  "connect-src 'self' https://cards.scryfall.io",
)

/** The service worker's script, as vite-plugin-pwa names it. */
const SERVICE_WORKER = /^\/sw\.js(?:\?|$)/

export function securityHeaders(path: string): Record<string, string> {
  return {
    'content-security-policy': SERVICE_WORKER.test(path) ? SERVICE_WORKER_POLICY : PAGE_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  }
}

/** Sets them on an answer not yet begun; what a handler sets later still wins for its own. */
export function setSecurityHeaders(res: ServerResponse, path: string): void {
  for (const [name, value] of Object.entries(securityHeaders(path))) res.setHeader(name, value)
}
