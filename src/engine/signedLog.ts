/**
 * Who made a move, on the log lines it wrote (issue 35): a room runs one game for devices on both
 * teams, and a line such as "A1's life total becomes 0" says what happened but not which seat did
 * it. The room signs the lines of each accepted action with the seat that acted (actingSeat.ts),
 * so every device's log can name the actor; the hot-seat table signs nothing.
 */
import type { GameState, LogEntry, PlayerId } from './types'

/** `after`, with the log lines written since `before` signed by `by`. */
export function signLog(before: GameState, after: GameState, by: PlayerId): GameState {
  const since = before.seq
  const sign = (chunk: LogEntry[]): LogEntry[] =>
    chunk.some((e) => e.seq > since) ? chunk.map((e) => (e.seq > since ? { ...e, by } : e)) : chunk
  const log = sign(after.log)
  const last = after.logArchive.at(-1)
  // A move that filled a chunk wrote some of its lines into the archive's newest chunk.
  const archived = last ? sign(last) : undefined
  if (log === after.log && archived === last) return after
  const logArchive =
    archived === last ? after.logArchive : [...after.logArchive.slice(0, -1), archived ?? []]
  return { ...after, log, logArchive }
}
