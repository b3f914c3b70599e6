/**
 * The game's log with the undo and redo notes put where they happened (store/historyNotes.ts).
 * A note follows the line that was newest when it was made; when that line has since been undone
 * too, the note stays where the line was (after the newest older line still in the log), so
 * notes read in the order they were made and never after lines written later. A room's note
 * (store/roomNotes.ts) follows the lines up to the game's seq when it was made.
 */
import type { LogEntry } from '../../engine'
import type { HistoryNote } from '../../store'

export interface LogItem {
  key: string
  entry: LogEntry
  /** An undo or redo note, not a line of the game. */
  note: boolean
}

/** Where a note goes: the index of the line it follows, -1 for before every line. */
function placeOf(entries: readonly LogEntry[], note: HistoryNote, index: Map<LogEntry, number>) {
  const after = note.after
  if (note.afterSeq !== undefined) return lastUpTo(entries, note.afterSeq)
  if (!after) return -1
  const at = index.get(after)
  if (at !== undefined) return at
  for (let i = entries.length - 1; i >= 0; i--) {
    if ((entries[i]?.seq ?? 0) < after.seq) return i
  }
  return -1
}

/** The index of the last line whose seq is at most `seq`, -1 for none. */
function lastUpTo(entries: readonly LogEntry[], seq: number): number {
  for (let i = entries.length - 1; i >= 0; i--) if ((entries[i]?.seq ?? 0) <= seq) return i
  return -1
}

export function logWithNotes(
  entries: readonly LogEntry[],
  notes: readonly HistoryNote[],
): LogItem[] {
  const lines = (from: number, to: number) =>
    entries.slice(from, to).map((entry) => ({ key: `l${entry.seq}`, entry, note: false }))
  if (notes.length === 0) return lines(0, entries.length)
  const index = new Map(entries.map((entry, i) => [entry, i]))
  // A note never goes after one made later: lines written after an undo may reuse the seqs of
  // the lines it took back, and would otherwise put an older note after a newer one.
  const places = notes.map((note) => placeOf(entries, note, index))
  for (let i = places.length - 2; i >= 0; i--) {
    places[i] = Math.min(places[i] ?? -1, places[i + 1] ?? -1)
  }
  // Stable: notes at the same place keep the order they were made in.
  const placed = notes.map((note, i) => ({ note, at: places[i] ?? -1 })).sort((a, b) => a.at - b.at)
  const items: LogItem[] = []
  let next = 0
  for (const { note, at } of placed) {
    items.push(...lines(next, at + 1))
    next = Math.max(next, at + 1)
    items.push({ key: `n${note.entry.seq}`, entry: note.entry, note: true })
  }
  items.push(...lines(next, entries.length))
  return items
}
