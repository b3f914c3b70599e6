/**
 * A room's journal (issue 25): one short line per accepted action, undo or redo, appended to
 * `<roomId>.room.log` before the devices see its view, so a killed process loses no move that a
 * device saw — at a fraction of the cost of rewriting the whole room file (the game and up to
 * 200 states of history, over a megabyte) after every action, which was what bounded a process
 * to a few dozen actions a second (bench/README.md). The room file is written whole now and then
 * (roomFile.ts: every SNAPSHOT_EVERY lines, on a seat claim, on unload, after a load); each line
 * carries the room's revision, so lines the room file already holds are skipped when it is read.
 * Replaying a line runs the same pure engine on the same state: the same new state.
 */
import { appendFileSync, readFileSync, rmSync } from 'node:fs'
import type { Action, PlayerId } from '../src/engine'
import { moveNoteOf, runAction } from './roomAction'
import { readRoom, roomPath, type ReadRoom } from './roomFile'
import { recordMove, takeStep, type UndoKind } from './roomHistory'
import { keepNote, type RoomNote } from './roomNotes'
import { rememberMove } from './madeMoves'

/** After this many lines the room file is written whole and the journal starts again. */
export const SNAPSHOT_EVERY = 50

/**
 * An accepted action (as it ran, with the seat it acted as: `actor`, absent in older journals),
 * an undo or redo with its note, or a note alone (a declined ask, an export).
 */
export type JournalEntry =
  | { n: number; action: Action; by: PlayerId[]; actor?: PlayerId; id?: string }
  | { n: number; step: UndoKind; by: PlayerId[]; note?: RoomNote }
  | { n: number; note: RoomNote }

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** A journal entry before the room numbers it. */
export type JournalLine = DistributiveOmit<JournalEntry, 'n'>

function journalPath(dir: string, roomId: string): string {
  return `${roomPath(dir, roomId).slice(0, -'.json'.length)}.log`
}

export function appendJournal(dir: string, roomId: string, entry: JournalEntry): void {
  appendFileSync(journalPath(dir, roomId), `${JSON.stringify(entry)}\n`)
}

/** Called once the room file holds every line: the journal starts again. */
export function clearJournal(dir: string, roomId: string): void {
  rmSync(journalPath(dir, roomId), { force: true })
}

/** A room that goes for good (nobody ever joined it): its file and its journal. */
export function forgetRoom(dir: string, roomId: string): void {
  rmSync(roomPath(dir, roomId), { force: true })
  clearJournal(dir, roomId)
}

function readJournal(dir: string, roomId: string): JournalEntry[] {
  let text: string
  try {
    text = readFileSync(journalPath(dir, roomId), 'utf8')
  } catch {
    return []
  }
  const entries: JournalEntry[] = []
  for (const line of text.split('\n')) {
    if (!line) continue
    try {
      entries.push(JSON.parse(line) as JournalEntry)
    } catch {
      break // a line cut short by a crash mid-write: nothing after it was written
    }
  }
  return entries
}

/** The room file with the journal's later lines replayed on it; `revision` is the last line's. */
export function loadRoom(
  dir: string,
  roomId: string,
): (ReadRoom & { ok: true; replayed: number }) | (ReadRoom & { ok: false }) {
  const read = readRoom(dir, roomId)
  if (!read.ok) return read
  const { room } = read
  let revision = read.revision
  let replayed = 0
  for (const entry of readJournal(dir, roomId)) {
    if (entry.n <= revision) continue
    if ('action' in entry) {
      // The line was accepted when it was written: it runs again as it ran, seat checks and all.
      const { action, actor, by } = entry
      const ran = runAction(room.game, action, actor)
      if (!ran.ok) {
        const line = `${action.type} (${ran.error.code})`
        return { ok: false, problem: `journal line ${entry.n} does not replay: ${line}` }
      }
      recordMove(room, ran.state, moveNoteOf(ran.state, action, by, actor, ran.touches))
      if (entry.id !== undefined) rememberMove(room, entry.id)
    } else if ('step' in entry) {
      takeStep(room, entry.step, { type: entry.step, by: entry.by })
    }
    if ('note' in entry && entry.note) keepNote(room, entry.note)
    revision = entry.n
    replayed += 1
  }
  return { ok: true, room, revision, replayed }
}
