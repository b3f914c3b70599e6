/**
 * A room's notes in the players' words (issue 35 item 3): every undo, redo and export the room
 * keeps (server/roomNotes.ts), said with who did it, and put in the log where they happened, so a
 * move made and taken back is never unseen — not even after a reload, when the undone lines are
 * gone from the game's own log. The words are in the 'rooms' namespace; a step's own line is the
 * engine's message, as this device's view had it.
 */
import type { GameState, LogEntry } from '../engine'
import { message, type Message, type MessageParam } from '../engine/core'
import type { HistoryNote } from './historyNoteSlice'
import type { RoomNote, StepWords } from './session'

const rooms = (key: string, params?: Record<string, MessageParam>): Message =>
  message(key, params, 'rooms')

/** "A1 Ana and A2 Ben": the seats' names as the game knows them. */
export function seatNames(game: GameState | null, seats: readonly string[]): string {
  return seats.map((p) => game?.players[p]?.name ?? p).join(', ')
}

/** The team's name ("Team A"), as the game knows it. */
export function teamName(game: GameState | null, team: 'A' | 'B'): string {
  return game?.teams[team].name ?? `Team ${team}`
}

/** A step in words: its first line (and how many more), or "one step" with no line to say. */
export function stepMessage(words: StepWords | undefined): Message {
  const line = words?.line
  if (!words || !line) return rooms('rooms.step.one')
  const said: MessageParam = { ns: 'engine', ...line }
  return words.more > 0
    ? rooms('rooms.step.more', { line: said, count: words.more })
    : rooms('rooms.step.line', { line: said })
}

/** "B1 Cleo undid: A1 Ana drew a card." and the like. */
export function roomNoteMessage(note: RoomNote, game: GameState | null): Message {
  const by = seatNames(game, note.by)
  if (note.kind === 'export') return rooms('rooms.note.export', { by })
  const step = stepMessage(note.words)
  if (!note.asked) return rooms(`rooms.note.${note.kind}`, { by, step })
  const team = teamName(game, note.asked.team)
  const answer = note.asked.agreed ? 'agreed' : 'declined'
  return rooms(`rooms.note.${note.kind}.${answer}`, { by, step, team })
}

/** The notes as log notes, each after the lines of the game it left (ui/history/logWithNotes). */
export function roomLogNotes(notes: readonly RoomNote[], game: GameState | null): HistoryNote[] {
  return notes.map((note) => {
    const said = roomNoteMessage(note, game)
    // The key of a note's line: far from any game line's seq.
    const entry: LogEntry = { seq: 1e9 + note.n, text: '', message: said }
    return { entry, after: null, afterSeq: note.after }
  })
}
