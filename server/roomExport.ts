/**
 * The full game as the app's save file, hidden cards and all (issue 24 item 5; issue 35): only
 * once it is over, when nothing is secret any more, and only to a seated device — a spectator
 * never had a hand to show. Every device is shown who saved it (a note, roomNotes.ts); from then
 * on an undo back into play asks the other team, who is told (undoAsk.ts).
 */
import { outcome } from '../src/engine'
import { gameFileText } from '../src/shared/save/gameFileText'
import { EmptyMessage, problemOf } from '../src/shared/protocol/messages'
import type { RoomRecord } from './roomFile'
import { exportNote, type RoomNote } from './roomNotes'
import type { Device } from './roomViews'

export type ExportDecision =
  { ok: true; file: string; note: RoomNote | null } | { ok: false; code: string; message: string }

export function decideExport(record: RoomRecord, device: Device, message: unknown): ExportDecision {
  const problem = problemOf(EmptyMessage, message)
  if (problem !== null) return { ok: false, code: 'BAD_MESSAGE', message: problem }
  if (device.seats.length === 0) {
    const words = 'Only a player may save the full game; a spectator or the table screen may not.'
    return { ok: false, code: 'NOT_YOUR_SEAT', message: words }
  }
  const { game, past, future } = record
  if (!outcome(game).over) {
    return {
      ok: false,
      code: 'EXPORT_NOT_OVER',
      message: 'The full game can be saved once it is over.',
    }
  }
  return {
    ok: true,
    file: gameFileText(game, past, future),
    note: exportNote(record, device.seats),
  }
}
