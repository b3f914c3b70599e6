/**
 * What a room is before joining it: its seats, which are taken, and whether it asks for a
 * password (the game server's `GET /api/rooms/<CODE>`, PROTOCOL-24 §2). Plain fetch: the join
 * form reads it without loading the Colyseus client.
 */
import type { PlayerId, TeamId } from '../engine'

export interface RoomSeat {
  id: PlayerId
  name: string
  team: TeamId
  taken: boolean
  /** DuoTable plays it, on the server (issue 39). */
  bot?: boolean
}

export interface RoomSummary {
  code: string
  password: boolean
  seats: RoomSeat[]
}

export type RoomLookup =
  | { kind: 'found'; room: RoomSummary }
  | { kind: 'missing' }
  | { kind: 'unreachable'; reason: string }
  /** The server answered with a refusal in its own words (REDIS_DOWN, TOO_MANY_TRIES…). */
  | { kind: 'refused'; reason: string }

export async function lookUpRoom(server: string, code: string): Promise<RoomLookup> {
  let response: Response
  try {
    response = await fetch(`${server.replace(/\/+$/, '')}/api/rooms/${encodeURIComponent(code)}`)
  } catch (error) {
    return { kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) }
  }
  if (response.status === 404) return { kind: 'missing' }
  if (!response.ok) {
    const words = await refusalWords(response)
    return words === null
      ? { kind: 'unreachable', reason: `HTTP ${response.status}` }
      : { kind: 'refused', reason: words }
  }
  try {
    return { kind: 'found', room: summaryOf(await response.json()) }
  } catch (error) {
    return { kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) }
  }
}

/** The server's own words for a refusal (REDIS_DOWN, TOO_MANY_TRIES: wait…), if it gave any. */
async function refusalWords(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown } | null
    if (typeof body?.error === 'string') return body.error.slice(0, 300)
  } catch {
    // not JSON: only the status says anything
  }
  return null
}

/** The answer's shape checked by hand: a server of another version must not break the form. */
function summaryOf(raw: unknown): RoomSummary {
  const r = raw as Partial<RoomSummary> | null
  if (!r || typeof r.code !== 'string' || !Array.isArray(r.seats)) {
    throw new Error('The server did not describe the room.')
  }
  const seats = r.seats.filter(
    (s): s is RoomSeat =>
      typeof s?.id === 'string' &&
      (s.team === 'A' || s.team === 'B') &&
      typeof s.taken === 'boolean',
  )
  return {
    code: r.code,
    password: r.password === true,
    seats: seats.map((s) => ({
      ...s,
      name: typeof s.name === 'string' ? s.name : s.id,
      bot: s.bot === true,
    })),
  }
}
