/**
 * The room's own record of what the game's log cannot keep (issue 35 item 3): every undo and
 * redo — taken at once, agreed or declined — and every export of the full game, with the seats
 * that did it. An undo takes its step's log lines away with the state they belong to, so a move
 * made and taken back would leave no line; these notes stay. They are kept in the room file and
 * the journal, sent with the views (roomViews.ts), and shown in every device's log and as a
 * notice. A step's words are kept per side, as that side's view has them: no note names a card a
 * device may not see (810.5).
 */
import { viewFor, type GameState, type Message, type PlayerId, type TeamId } from '../src/engine'
import { stepLines } from '../src/shared/historyNotes'
import { namesHiddenFrom, saysAny } from './hiddenNames'
import type { HistoryStep, UndoKind } from './roomHistory'

/** Whose view: a team's, or the spectator's (spectators, the table screen). */
export type Side = TeamId | 'spectator'
export const SIDES: readonly Side[] = ['A', 'B', 'spectator']

/** Notes a room keeps, the newest; older ones were sent to every device when made. */
export const NOTES_KEPT = 500

/** A step as one side may read it: its first log line (null: none it may read), how many more. */
export interface StepWords {
  /** English, for the server's own words (an undo's question). */
  text: string
  /** The engine's catalog message of the first line, for the devices' languages. */
  line: Message | null
  more: number
}

export interface RoomNote {
  /** The note's number in the room, from 1. */
  n: number
  kind: UndoKind | 'export'
  /** The seats of the device that did it (that asked, for an undo or redo that was asked). */
  by: PlayerId[]
  /** An undo or redo asked of the other team: that team, and its answer. Absent: taken at once. */
  asked?: { team: TeamId; agreed: boolean }
  /** The step's words for each side (undo and redo). */
  words?: Record<Side, StepWords>
  /** The game's `seq` as the note left it: the log puts the note after the lines up to it. */
  after: number
}

/** A note as one side's devices get it: only that side's words. */
export type SideNote = Omit<RoomNote, 'words'> & { words?: StepWords }

/** Words of a step that wrote no log line, or whose words would name a hidden card. */
const ONE_STEP = 'One step.'

/** "A1 draws a card. (and 2 more lines)": the step's log lines as `viewer` sees them. */
export function stepWordsFor(step: HistoryStep, side: Side): StepWords {
  const viewer = side === 'spectator' ? side : { team: side }
  const lines = stepLines(viewFor(step.earlier, viewer), viewFor(step.later, viewer))
  const first = lines[0]
  if (!first) return { text: ONE_STEP, line: null, more: 0 }
  const more = lines.length - 1
  const text =
    more === 0 ? first.text : `${first.text} (and ${more} more line${more === 1 ? '' : 's'})`
  // The views' logs already say "a card"; the words are checked again, as refusals are.
  if (saysAny(text, namesHiddenFrom([step.earlier, step.later], viewer))) {
    return { text: ONE_STEP, line: null, more: 0 }
  }
  return { text, line: first.message ?? null, more }
}

interface Notes {
  notes: RoomNote[]
  game: GameState
}

/** The note of an undo or redo about to be taken (or declined): made from the step itself. */
export function stepNote(
  record: Notes,
  kind: UndoKind,
  step: HistoryStep,
  by: readonly PlayerId[],
  asked?: { team: TeamId; agreed: boolean },
): RoomNote {
  const words = Object.fromEntries(SIDES.map((side) => [side, stepWordsFor(step, side)]))
  const shown = !asked || asked.agreed ? (kind === 'undo' ? step.earlier : step.later) : record.game
  return {
    n: nextNumber(record),
    kind,
    by: [...by],
    ...(asked && { asked }),
    words: words as Record<Side, StepWords>,
    after: shown.seq,
  }
}

/** The note of an export of the full game; null when these seats' last one is about this state. */
export function exportNote(record: Notes, by: readonly PlayerId[]): RoomNote | null {
  const same = record.notes.some(
    (n) => n.kind === 'export' && n.after === record.game.seq && n.by.join() === by.join(),
  )
  return same
    ? null
    : { n: nextNumber(record), kind: 'export', by: [...by], after: record.game.seq }
}

/**
 * Keeps the note: the newest NOTES_KEPT, and every export (a team that had the full game is told
 * of whenever an undo would open the game again).
 */
export function keepNote(record: Notes, note: RoomNote): void {
  const notes = [...record.notes, note]
  const over = notes.length - NOTES_KEPT
  record.notes = over > 0 ? notes.filter((n, i) => i >= over || n.kind === 'export') : notes
}

/** The note as `side`'s devices get it. */
export function noteFor(note: RoomNote, side: Side): SideNote {
  const { words, ...rest } = note
  return words ? { ...rest, words: words[side] } : rest
}

/** The teams that have had the full game (an export's note): a reopening tells the other one. */
export function exportedBy(record: Notes): TeamId[] {
  const teams = new Set<TeamId>()
  for (const note of record.notes) {
    const team = note.kind === 'export' ? record.game.players[note.by[0] ?? '']?.team : undefined
    if (team) teams.add(team)
  }
  return [...teams].sort()
}

function nextNumber(record: Notes): number {
  return (record.notes.at(-1)?.n ?? 0) + 1
}
