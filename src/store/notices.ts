/**
 * The notices the store shows, made in one place: a refused action, a failed autosave, a save
 * that can't be restored. Each carries a catalog message, so the table says it in the players'
 * language; the English `message` is what the same words say in English.
 */
import type { NoticeInput } from './types'
import type { MessageParam } from '../engine'
import type { Salvage } from '../shared/save/saveFile'
import { detailOf, reasonOf, storeMessage } from './words'

/** A refused action: the engine's English, and its catalog message when it has one. */
export function refusalNotice(code: string, error: unknown): NoticeInput {
  const message = error instanceof Error ? error.message : String(error)
  const detail = detailOf(error)
  return detail ? { kind: 'error', code, message, detail } : { kind: 'error', code, message }
}

export function autosaveFailedNotice(error: unknown): NoticeInput {
  return {
    kind: 'warning',
    code: 'AUTOSAVE_FAILED',
    message: storeMessage('notice.autosaveFailed', { reason: reasonOf(error) }),
  }
}

/** `reason` names what is wrong with the save (persistence.ts: saveProblemMessage). */
export function saveRejectedNotice(reason: MessageParam): NoticeInput {
  return {
    kind: 'warning',
    code: 'SAVE_REJECTED',
    message: storeMessage('notice.saveRejected', { reason }),
  }
}

/**
 * The autosave is older than the last move played (issue 27): `count` moves after it could not be
 * played again; `at` (epoch ms) is when the last of them was played.
 */
export function staleSaveNotice(count: number, at: number): NoticeInput {
  const time = new Date(at).toLocaleString()
  return {
    kind: 'warning',
    code: 'SAVE_STALE',
    message: storeMessage('notice.saveStale', { count, time }),
  }
}

/** Moves played just before the page closed, not yet in the autosave, were played again. */
export function movesReplayedNotice(count: number): NoticeInput {
  return {
    kind: 'info',
    code: 'MOVES_REPLAYED',
    message: storeMessage('notice.movesReplayed', { count }),
  }
}

export function restoreFailedNotice(error: unknown): NoticeInput {
  return {
    kind: 'warning',
    code: 'RESTORE_FAILED',
    message: storeMessage('notice.restoreFailed', { reason: reasonOf(error) }),
  }
}

/**
 * The rules' chunk (engineLoader.ts) did not load, so a game cannot be put on the table: nothing
 * changes. `saved`: the game is the autosave, which stays stored for a reload.
 */
export function rulesUnavailableNotice(error: unknown, saved = false): NoticeInput {
  return {
    kind: 'error',
    code: 'RULES_UNAVAILABLE',
    message: storeMessage(saved ? 'notice.rulesUnavailableSaved' : 'notice.rulesUnavailable', {
      reason: reasonOf(error),
    }),
  }
}

type Dropped = Pick<Salvage, 'moves' | 'undo' | 'redo' | 'problem'>

/**
 * A state the load would refuse was about to be saved (issue 36): the table went back to the
 * newest one that passes. Names the moves taken back, or the undo/redo steps dropped.
 */
export function unsavableMovesNotice(dropped: Dropped): NoticeInput {
  return droppedNotice('MOVES_UNSAVABLE', 'notice.unsavable', dropped)
}

/**
 * The autosave was refused, kept aside whole, and what passes of it restored (issue 36): names
 * the moves dropped, or the undo/redo steps.
 */
export function saveSalvagedNotice(dropped: Dropped): NoticeInput {
  return droppedNotice('SAVE_SALVAGED', 'notice.saveSalvaged', dropped)
}

/** `<key>Moves` when moves were dropped, else `<key>History` for the undo and redo steps. */
function droppedNotice(code: string, key: string, dropped: Dropped): NoticeInput {
  const { moves, undo, redo, problem } = dropped
  const count = moves > 0 ? moves : undo + redo
  return {
    kind: 'warning',
    code,
    message: storeMessage(`${key}${moves > 0 ? 'Moves' : 'History'}`, { count, problem }),
  }
}
