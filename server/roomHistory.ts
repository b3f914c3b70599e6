/**
 * A room's history (issue 24): the app's own undo steps (src/shared/history.ts), with who made
 * each step kept beside it, because across devices the team that made a step decides alone
 * whether to take it back (PROTOCOL-24 item 4). `undoBy[i]` is the seats that made the step from
 * `past[i]`; `redoBy[i]` the seats that made the step to `future[i]`; null for a step made before
 * the room kept them (an older room file).
 */
import type { GameState, PlayerId } from '../src/engine'
import { recordStep, redoStep, undoStep, HISTORY_LIMIT } from '../src/shared/history'
import type { MoveNote, RoomRecord } from './roomFile'

export type UndoKind = 'undo' | 'redo'

/** The step an undo would take back or a redo make again: from `earlier` to `later`. */
export interface HistoryStep {
  earlier: GameState
  later: GameState
  /** The seats of the device that made the step, or null when the room does not know. */
  by: PlayerId[] | null
}

/** After an accepted action: the old state goes into the past; a new branch forgets the redos. */
export function recordMove(record: RoomRecord, next: GameState, note: MoveNote): void {
  const history = recordStep(record, record.game)
  record.undoBy = [...record.undoBy, note.by].slice(-HISTORY_LIMIT)
  record.redoBy = []
  record.past = history.past
  record.future = history.future
  record.game = next
  record.moves.push(note)
}

export function nextStep(record: RoomRecord, kind: UndoKind): HistoryStep | null {
  const { game, past, future } = record
  if (kind === 'undo') {
    const earlier = past.at(-1)
    return earlier ? { earlier, later: game, by: record.undoBy.at(-1) ?? null } : null
  }
  const later = future[0]
  return later ? { earlier: game, later, by: record.redoBy[0] ?? null } : null
}

/** Takes the step back (undo) or makes it again (redo); false when there is none. */
export function takeStep(record: RoomRecord, kind: UndoKind, note: Omit<MoveNote, 'seq'>): boolean {
  const moved = kind === 'undo' ? undoStep(record, record.game) : redoStep(record, record.game)
  if (!moved) return false
  if (kind === 'undo') {
    record.redoBy = [record.undoBy.at(-1) ?? null, ...record.redoBy]
    record.undoBy = record.undoBy.slice(0, -1)
  } else {
    record.undoBy = [...record.undoBy, record.redoBy[0] ?? null]
    record.redoBy = record.redoBy.slice(1)
  }
  record.past = moved.history.past
  record.future = moved.history.future
  record.game = moved.game
  // The log of moves keeps the undo too, with who asked for it (table edits are logged, #24).
  record.moves.push({ ...note, seq: moved.game.seq })
  return true
}

/** Pads the movers read from a file to its history (an older file has none). */
export function alignMovers(
  past: readonly GameState[],
  future: readonly GameState[],
  undoBy: (PlayerId[] | null)[] | undefined,
  redoBy: (PlayerId[] | null)[] | undefined,
): { undoBy: (PlayerId[] | null)[]; redoBy: (PlayerId[] | null)[] } {
  const before = (undoBy ?? []).slice(Math.max(0, (undoBy?.length ?? 0) - past.length))
  const after = (redoBy ?? []).slice(0, future.length)
  return {
    undoBy: [...Array<null>(past.length - before.length).fill(null), ...before],
    redoBy: [...after, ...Array<null>(future.length - after.length).fill(null)],
  }
}
