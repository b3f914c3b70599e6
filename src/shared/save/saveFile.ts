/**
 * A save as it is written and read (an autosave, a game file, a room's file): the game, its undo
 * history and a header; and what a check of one answers (saveCheck.ts). Storage itself is the
 * client's (src/store/persistence.ts) or the server's (server/roomFile.ts).
 */
import type { GameState } from '../../engine'
import type { Message } from '../../engine/core'
import { SAVE_VERSION } from './saveVersion'

/** Undo steps that survive a reload; the in-memory history keeps more. */
export const SAVED_HISTORY = 30

/** Which game a save holds, how many times it was written, and by which tab (save version 2). */
export interface SaveHeader {
  /** Random, one per game: a new game gets a new id. */
  gameId: string
  /** Counts the writes of the autosave slot; each write is one more than the head it replaced. */
  revision: number
  /** The id of the tab that wrote it. */
  writer: string
}

export interface SaveFile {
  version: typeof SAVE_VERSION
  header: SaveHeader
  game: GameState
  /** Oldest first, like History.past. */
  past: GameState[]
  /** Nearest first, like History.future. */
  future: GameState[]
  /** The writing tab's step (src/store/autosave.ts): its journal's later moves are not in this save. */
  journalStep?: number
  /** Other tabs whose journals this save took in (src/store/journal.ts): their moves are in it. */
  took?: string[]
}

/**
 * What can still be played of a save that was refused (saveCheck.ts): the newest state that
 * passes, with the history around it that passes too, and what was dropped to get there.
 */
export interface Salvage {
  save: SaveFile
  /** Moves played after the state kept (the refused game among them). */
  moves: number
  /** Undo steps dropped: the past before a past state that failed. */
  undo: number
  /** Redo steps dropped. */
  redo: number
  /** Why the save was refused: the first state that failed. */
  problem: Message
}

export type CheckedSave =
  | { kind: 'ok'; save: SaveFile }
  /**
   * `reason` in English; `detail` the same words for the players' language; `salvage` (not
   * enumerable, like `detail`) what of it can still be played, if anything.
   */
  | { kind: 'rejected'; reason: string; detail: Message; salvage?: Salvage }
/** Before a save is written, the writing tab fills the header in (src/store/tabs.ts). */
export const UNWRITTEN_HEADER: SaveHeader = { gameId: '', revision: 0, writer: '' }

export function toSaveFile(
  game: GameState,
  past: GameState[],
  future: GameState[],
  header: SaveHeader = UNWRITTEN_HEADER,
): SaveFile {
  return {
    version: SAVE_VERSION,
    header,
    game,
    past: past.slice(-SAVED_HISTORY),
    future: future.slice(0, SAVED_HISTORY),
  }
}
