/**
 * The autosave: one versioned record in IndexedDB (idb-keyval), written after every change and
 * read back on start. A save that fails the shape check is kept aside, never silently dropped
 * (DESIGN.md: persistence).
 */
import { del, get, set } from 'idb-keyval'
import type { GameState } from '../engine'
import { gameProblem } from './saveSchema'

export const AUTOSAVE_KEY = 'duotable:autosave'
export const REJECTED_KEY = 'duotable:autosave:rejected'
export const SAVE_VERSION = 1
/** Undo steps that survive a reload; the in-memory history keeps more. */
export const SAVED_HISTORY = 30

export interface SaveFile {
  version: typeof SAVE_VERSION
  game: GameState
  /** Oldest first, like History.past. */
  past: GameState[]
  /** Nearest first, like History.future. */
  future: GameState[]
}

export type LoadResult =
  { kind: 'none' } | { kind: 'ok'; save: SaveFile } | { kind: 'rejected'; reason: string }

export function toSaveFile(game: GameState, past: GameState[], future: GameState[]): SaveFile {
  return {
    version: SAVE_VERSION,
    game,
    past: past.slice(-SAVED_HISTORY),
    future: future.slice(0, SAVED_HISTORY),
  }
}

export async function writeSave(file: SaveFile): Promise<void> {
  await set(AUTOSAVE_KEY, file)
}

export async function clearSave(): Promise<void> {
  await del(AUTOSAVE_KEY)
}

/** Reads the autosave; a malformed one moves to REJECTED_KEY and is reported. */
export async function readSave(): Promise<LoadResult> {
  const raw: unknown = await get(AUTOSAVE_KEY)
  if (raw === undefined) return { kind: 'none' }
  const problem = saveProblem(raw)
  if (problem === null) return { kind: 'ok', save: raw as SaveFile }
  await set(REJECTED_KEY, raw)
  await del(AUTOSAVE_KEY)
  return { kind: 'rejected', reason: problem }
}

/** The schema check (saveSchema.ts); null when the save is one this version can load. */
export function saveProblem(raw: unknown): string | null {
  if (!isRecord(raw)) return 'it is not a save file'
  const version = raw['version']
  if (typeof version === 'number' && version > SAVE_VERSION) {
    return `it was written by a newer DuoTable (save version ${version}; this one reads ${SAVE_VERSION})`
  }
  if (version !== SAVE_VERSION) return `its version is ${String(version)}, not ${SAVE_VERSION}`
  const game = gameProblem(raw['game'])
  if (game !== null) return `its game is damaged (${game})`
  for (const key of ['past', 'future'] as const) {
    const list = raw[key]
    if (!Array.isArray(list)) return `its ${key} history is missing`
    for (const [i, state] of list.entries()) {
      const problem = gameProblem(state)
      if (problem !== null) return `its ${key} history is damaged at step ${i + 1} (${problem})`
    }
  }
  return null
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
