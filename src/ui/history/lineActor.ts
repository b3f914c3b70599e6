/**
 * Who made the move that wrote a log line, when the line does not say (issue 35): in a room, the
 * seat a move acted as signs its lines (engine signLog). "A1 Ana's life total becomes 0" names
 * whose life, not who changed it; the log adds "B1 Cleo:" then. A line that already names the
 * seat ("B1 Cleo drew a card.") needs no more, and the hot-seat table signs nothing.
 */
import type { GameState, LogEntry, Message } from '../../engine'

/** The name to show before the line, or null. */
export function actorOfLine(game: GameState | null, entry: LogEntry): string | null {
  const by = entry.by
  if (by === undefined) return null
  const name = game?.players[by]?.name ?? by
  const said = entry.message ? wordsOf(entry.message) : [entry.text]
  return said.some((w) => w.includes(name)) ? null : name
}

function wordsOf(msg: Message): string[] {
  const words: string[] = []
  for (const value of Object.values(msg.params ?? {})) {
    if (typeof value === 'string') words.push(value)
    else if (typeof value === 'object') words.push(...wordsOf(value))
  }
  return words
}
