/**
 * The table's notes of its undos and redos: a notice at once, and a line in the log. The game's
 * own log belongs to each state, so an undo takes the undone lines away with it; the store keeps
 * these notes next to the history instead, and the log shows them where they happened
 * (ui/history/logWithNotes.ts). They last for the session, like the notice.
 */
import type { StateCreator } from 'zustand'
import type { GameState, LogEntry } from '../engine'
import type { Message } from '../engine/core'
import { historyMessage, stepLines, type HistoryMove } from '../shared/historyNotes'
import type { GameStore } from './gameStore'
import type { NoticeInput } from './types'
import { englishOf } from './words'

export interface HistoryNote {
  /** The note as a log line; its `seq` is the note's own serial, not the game's. */
  entry: LogEntry
  /** The game's newest log line when the note was made: the note follows it in the log. */
  after: LogEntry | null
  /**
   * A room's note (roomNotes.ts): the game's seq when it was made, for want of the line itself
   * (the device never held it): the note follows the lines up to it.
   */
  afterSeq?: number
}

/** Notes kept; the oldest go first (a session of undos rarely comes near). */
const NOTES_KEPT = 200

export function historyNotice(said: Message): NoticeInput {
  return { kind: 'info', code: 'HISTORY', message: said }
}

function newestLine(game: GameState): LogEntry | null {
  return game.log.at(-1) ?? game.logArchive.at(-1)?.at(-1) ?? null
}

export interface HistoryNoteSlice {
  historyNotes: HistoryNote[]
  /**
   * Says what an undo or a redo did: the step from `earlier` to `later`, which an undo took back
   * (the table now shows `earlier`) or a redo made again (it shows `later`).
   */
  noteHistoryMove: (move: HistoryMove, earlier: GameState, later: GameState) => void
}

let serial = 0

export const createHistoryNoteSlice: StateCreator<GameStore, [], [], HistoryNoteSlice> = (
  set,
  get,
) => ({
  historyNotes: [],
  noteHistoryMove: (move, earlier, later) => {
    const said = historyMessage(move, stepLines(earlier, later))
    const shown = move === 'undid' ? earlier : later
    const entry: LogEntry = { seq: ++serial, text: englishOf(said), message: said }
    const note: HistoryNote = { entry, after: newestLine(shown) }
    set((s) => ({ historyNotes: [...s.historyNotes.slice(1 - NOTES_KEPT), note] }))
    get().showNotice(historyNotice(said))
  },
})
