/**
 * What an undo or a redo says it did ("Undid: Team A ends its turn."), in the game's own words:
 * the log lines a step wrote, and the message that names its first. The table says it as a
 * notice and a log line (src/store/historyNoteSlice.ts); a room says it to every device
 * (server/roomNotes.ts). The words are the interface's 'store' namespace ('history.*'): shared
 * code makes the message, each device says it in its language.
 */
import { message, type Message, type MessageParam } from '../engine/core'
import type { GameState, LogEntry } from '../engine'

function historyWords(key: string, params?: Readonly<Record<string, MessageParam>>): Message {
  return message(key, params, 'store')
}

export type HistoryMove = 'undid' | 'redid'

/** The log lines a step wrote: those of `later` that `earlier` did not have yet (seq grows). */
export function stepLines(earlier: GameState, later: GameState): LogEntry[] {
  const lines: LogEntry[] = []
  const chunks = [later.log, ...[...later.logArchive].reverse()]
  for (const chunk of chunks) {
    for (let i = chunk.length - 1; i >= 0; i--) {
      const entry = chunk[i]
      if (!entry || entry.seq <= earlier.seq) return lines.reverse()
      lines.push(entry)
    }
  }
  return lines.reverse()
}

/** A log line as a message slot: the engine's message; an older save's line may be plain words. */
function lineParam(entry: LogEntry): MessageParam {
  return entry.message ? { ns: 'engine', ...entry.message } : entry.text
}

/** "Undid: <the step's first log line>" — or, for a step that wrote none, "Undid one step." */
export function historyMessage(move: HistoryMove, lines: readonly LogEntry[]): Message {
  const first = lines[0]
  if (!first) return historyWords(`history.${move}.silent`)
  const line = lineParam(first)
  const more = lines.length - 1
  return more > 0
    ? historyWords(`history.${move}.more`, { line, count: more })
    : historyWords(`history.${move}`, { line })
}

/** What Undo or Redo would take back or make again, said before it is pressed (its button's title). */
export function nextStepMessage(button: 'undo' | 'redo', first: LogEntry): Message {
  return historyWords(`history.${button}.next`, { line: lineParam(first) })
}
