/**
 * What an HTTP request asks of the game server, read from its method and address without ever
 * throwing (issue 35: `GET /api/rooms/%E0%A4%A` once ended the process in decodeURIComponent).
 * An address that does not decode, or is not a path, is no route at all: the gate answers it 400.
 */
import { codeFromInput } from './roomCodes'

/** The matchmaker's routes a device uses; Colyseus's `join` and `joinOrCreate` pick any room. */
export const MATCHMAKE_METHODS = ['create', 'joinById', 'reconnect'] as const

export type Route =
  /** `GET /api/rooms/<CODE>`: a room's seats before joining. */
  | { kind: 'lookup'; code: string }
  /** `POST /matchmake/create/<roomType>`. */
  | { kind: 'create' }
  /** `POST /matchmake/joinById|reconnect/<roomId>`: a seat in a room named by its code. */
  | { kind: 'join'; roomId: string }
  /** Any other `/matchmake/…` request (Colyseus's other methods, another verb). */
  | { kind: 'otherMatchmake'; method: string }
  /** A browser's CORS preflight (OPTIONS) of the matchmaker or the rooms API. */
  | { kind: 'preflight' }
  /** The app's files, `/__healthcheck`, anything else. */
  | { kind: 'other' }

/** `decodeURIComponent` that says null instead of throwing. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** The path of a request's address, decoded; null when it does not decode. */
export function pathOf(url: string): { raw: string; decoded: string } | null {
  // Only a path: not the absolute form (`GET http://x/ HTTP/1.1`), not `*`, not `:99999`.
  if (!url.startsWith('/')) return null
  const raw = url.split('?')[0] ?? '/'
  const decoded = safeDecode(raw)
  return decoded === null ? null : { raw, decoded }
}

/** The route a request asks for, or null for an address that does not decode. */
export function routeOf(method: string, url: string): Route | null {
  const path = pathOf(url)
  if (path === null) return null
  const segments = path.raw.split('/').map((s) => safeDecode(s) ?? '')
  // Express matches `/API/rooms/x/` as `/api/rooms/x`: so does this, or a route would slip by.
  if (segments.length > 2 && segments.at(-1) === '') segments.pop()
  const [, first = '', second, third] = segments
  const head = `${first.toLowerCase()}/${second?.toLowerCase() ?? ''}`
  const api = first.toLowerCase() === 'matchmake' || head === 'api/rooms'
  if (api && method === 'OPTIONS') return { kind: 'preflight' }
  if (head === 'api/rooms' && third !== undefined && segments.length === 4) {
    return method === 'GET' ? { kind: 'lookup', code: codeFromInput(third) } : { kind: 'other' }
  }
  if (first.toLowerCase() !== 'matchmake') return { kind: 'other' }
  if (method !== 'POST' || second === undefined || third === undefined || segments.length !== 4) {
    return { kind: 'otherMatchmake', method: second ?? '' }
  }
  if (second === 'create') return { kind: 'create' }
  if (second === 'joinById' || second === 'reconnect') return { kind: 'join', roomId: third }
  return { kind: 'otherMatchmake', method: second }
}

/** Whether the route goes through the matchmaker or the rooms API (Redis with several processes). */
export function needsRedis(route: Route): boolean {
  return route.kind !== 'other' && route.kind !== 'preflight'
}
