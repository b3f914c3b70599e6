/**
 * The ids of a room's latest moves (issue 38): a device resends a move the room never answered
 * (its process died, the connection dropped) once it has joined again, and a move the room made
 * before it died must not be made twice. Kept in the room file and the journal, so a restart
 * keeps them; only the latest are kept, enough for any device's unanswered moves.
 */
import type { RoomRecord } from './roomFile'

export const MADE_MOVES_KEPT = 200

/** Notes that the move `id` was made. */
export function rememberMove(record: RoomRecord, id: string): void {
  const made = record.madeMoves ?? []
  made.push(id)
  if (made.length > MADE_MOVES_KEPT) made.splice(0, made.length - MADE_MOVES_KEPT)
  record.madeMoves = made
}
