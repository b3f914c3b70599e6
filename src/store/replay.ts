/**
 * Plays the journaled moves an autosave lacks on top of it (journal.ts), through the rules as
 * they were played: actions by tryAction, undo and redo over the saved history. A move that
 * cannot be played again (a file opened, a new game, a refusal) stops the replay; what follows it
 * is counted as lost, so the players can be told.
 */
import type { GameState } from '../engine/core'
import type { Rules } from './engineLoader'
import { recordStep, redoStep, undoStep, type History } from '../shared/history'
import type { JournalEntry } from './journal'

export interface Replayed extends History {
  game: GameState
  replayed: number
  lost: number
  /** When the last journaled move was played (epoch ms); null without any. */
  lastAt: number | null
}

export function replayJournal(
  start: History & { game: GameState },
  entries: readonly JournalEntry[],
  rules: Pick<Rules, 'tryAction'>,
): Replayed {
  let { game, past, future } = start
  let replayed = 0
  for (const [i, { move }] of entries.entries()) {
    let next: { game: GameState; history: History } | null = null
    if (move.kind === 'action') {
      const result = rules.tryAction(game, move.action)
      if (result.ok) next = { game: result.state, history: recordStep({ past, future }, game) }
    } else if (move.kind === 'undo') {
      next = undoStep({ past, future }, game)
    } else if (move.kind === 'redo') {
      next = redoStep({ past, future }, game)
    }
    if (!next) {
      return { game, past, future, replayed, lost: entries.length - i, lastAt: lastAt(entries) }
    }
    ;({ game } = next)
    ;({ past, future } = next.history)
    replayed += 1
  }
  return { game, past, future, replayed, lost: 0, lastAt: lastAt(entries) }
}

function lastAt(entries: readonly JournalEntry[]): number | null {
  return entries.at(-1)?.at ?? null
}
