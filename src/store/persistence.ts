/**
 * The autosave: one versioned record in IndexedDB (idb-keyval), written after every change and
 * read back on start. A save that fails the shape check is kept aside, never silently dropped
 * (DESIGN.md: persistence).
 */
import { del, get, set } from 'idb-keyval'
import type { GameState } from '../engine'

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

/** A basic shape check; null when the save looks like one this version wrote. */
export function saveProblem(raw: unknown): string | null {
  if (!isRecord(raw)) return 'it is not a save file'
  if (raw['version'] !== SAVE_VERSION)
    return `its version is ${String(raw['version'])}, not ${SAVE_VERSION}`
  if (!looksLikeGame(raw['game'])) return 'its game is missing or from another version'
  for (const key of ['past', 'future'] as const) {
    const list = raw[key]
    if (!Array.isArray(list) || !list.every(looksLikeGame)) return `its ${key} history is damaged`
  }
  return null
}

function looksLikeGame(g: unknown): boolean {
  return (
    isRecord(g) &&
    g['version'] === 1 &&
    isRecord(g['cards']) &&
    isRecord(g['teams']) &&
    isRecord(g['players']) &&
    Array.isArray(g['seats'])
  )
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
