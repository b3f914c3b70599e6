/**
 * A move's id and view revision (issue 38), and the ids of a room's latest moves: a device resends a move the room never answered
 * (its process died, the connection dropped) once it has joined again, and a move the room made
 * before it died must not be made twice. Kept in the room file and the journal, so a restart
 * keeps them; only the latest are kept, enough for any device's unanswered moves.
 */
import type { Message } from '../src/engine'
import type { RoomRecord } from './roomFile'

export const MADE_MOVES_KEPT = 200

/** Notes that the move `id` was made. */
export function rememberMove(record: RoomRecord, id: string): void {
  const made = record.madeMoves ?? []
  made.push(id)
  if (made.length > MADE_MOVES_KEPT) made.splice(0, made.length - MADE_MOVES_KEPT)
  record.madeMoves = made
}

/** What a refusal says besides its code (src/shared/protocol/toDevice.ts's RefusedMessage). */
export interface Refusal {
  id?: string | undefined
  params?: Record<string, string | number> | undefined
  detail?: Message | undefined
}

/** A move's id and view revision, when the envelope has them right (the decision checks the rest). */
export function moveKeys(message: unknown): { id?: string; rev?: number } {
  const { id, rev } = (message ?? {}) as { id?: unknown; rev?: unknown }
  return {
    ...(typeof id === 'string' && id.length > 0 && id.length <= 64 && { id }),
    ...(typeof rev === 'number' && Number.isInteger(rev) && { rev }),
  }
}
