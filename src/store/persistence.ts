/**
 * The autosave: one versioned record in IndexedDB (idb-keyval), written after every change and
 * read back on start. A save that fails the shape check is kept aside, never silently dropped
 * (docs/architecture.md: state, history and saves).
 */
import { createStore, del, get, getMany, promisifyRequest, set } from 'idb-keyval'
import type { GameState } from '../engine'
import { withDetail, type Message } from '../engine/core'
import { migrateSave, SAVE_VERSION } from './migrations'
import { gameProblem, headerProblem } from './saveSchema'
import { packSave, unpackSave } from './savePacking'
import { keepAside, keptGame, KEPT_ASIDE_KEY, withKept } from './keptAside'
import { englishOf, storeMessage } from './words'

export { SAVE_VERSION } from './migrations'
export const AUTOSAVE_KEY = 'duotable:autosave'
/** The autosave's header alone, so a tab can check cheaply who wrote last (tabs.ts). */
export const HEAD_KEY = 'duotable:autosave:head'
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
  /** The writing tab's step (autosave.ts): its journal's later moves are not in this save. */
  journalStep?: number
}

export type CheckedSave =
  | { kind: 'ok'; save: SaveFile }
  /** `reason` in English; `detail` the same words for the players' language. */
  | { kind: 'rejected'; reason: string; detail: Message }
/** `head`: the head record as read with the save (null when there is none). */
export type LoadResult = ({ kind: 'none' } | CheckedSave) & { head: SaveHeader | null }

/** Before a save is written, the writing tab fills the header in (tabs.ts). */
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

export async function writeSave(file: SaveFile): Promise<void> {
  await set(AUTOSAVE_KEY, packSave(file))
}

export async function clearSave(): Promise<void> {
  await del(AUTOSAVE_KEY)
}

/** idb-keyval's own database and store, opened for transactions over several keys. */
let keyvalStore: ReturnType<typeof createStore> | undefined
const keyval = (): ReturnType<typeof createStore> =>
  (keyvalStore ??= createStore('keyval-store', 'keyval'))

export type GuardedWrite = { kind: 'written' } | { kind: 'conflict'; head: SaveHeader }

/**
 * Writes the autosave (or for null, clears it) with `head` as its header and head record, in one
 * transaction, but only while the head record is still `expected` (or absent: then nothing can be
 * overwritten), so a tab never overwrites a newer write of another tab without knowing.
 * `force` (a tab taking over) writes anyway and keeps the save it replaces aside (keptAside.ts).
 */
export function writeSaveIf(
  file: SaveFile | null,
  head: SaveHeader,
  expected: SaveHeader | null,
  force = false,
): Promise<GuardedWrite> {
  return keyval()(
    'readwrite',
    (store) =>
      new Promise<GuardedWrite>((resolve, reject) => {
        const write = (): void => {
          if (file) store.put(packSave({ ...file, header: head }), AUTOSAVE_KEY)
          else store.delete(AUTOSAVE_KEY)
          store.put(head, HEAD_KEY)
          promisifyRequest(store.transaction).then(() => resolve({ kind: 'written' }), reject)
        }
        const current = store.get(HEAD_KEY)
        current.onerror = () => reject(current.error ?? new Error('The save could not be read.'))
        current.onsuccess = () => {
          try {
            const found: unknown = current.result
            if (!isHeader(found) || sameHeader(found, expected)) {
              write()
            } else if (!force) {
              resolve({ kind: 'conflict', head: found })
            } else {
              const old = store.get(AUTOSAVE_KEY)
              old.onerror = () => reject(old.error ?? new Error('The save could not be read.'))
              old.onsuccess = () => {
                try {
                  if (old.result === undefined) {
                    write()
                    return
                  }
                  const kept = store.get(KEPT_ASIDE_KEY)
                  kept.onerror = () =>
                    reject(kept.error ?? new Error('The save could not be read.'))
                  kept.onsuccess = () => {
                    try {
                      const game = keptGame(old.result, 'otherTab')
                      store.put(withKept(kept.result, game), KEPT_ASIDE_KEY)
                      write()
                    } catch (error) {
                      reject(error instanceof Error ? error : new Error(String(error)))
                    }
                  }
                } catch (error) {
                  reject(error instanceof Error ? error : new Error(String(error)))
                }
              }
            }
          } catch (error) {
            // put() throws at once for a state that cannot be stored (DataCloneError).
            reject(error instanceof Error ? error : new Error(String(error)))
          }
        }
      }),
  )
}

/** The head record alone: cheap, for checking who wrote last. */
export async function readHead(): Promise<SaveHeader | null> {
  const found: unknown = await get(HEAD_KEY)
  return isHeader(found) ? found : null
}

export function isHeader(v: unknown): v is SaveHeader {
  return isRecord(v) && headerProblem(v) === null
}

export function sameHeader(a: SaveHeader | null, b: SaveHeader | null): boolean {
  if (a === null || b === null) return a === b
  return a.gameId === b.gameId && a.revision === b.revision && a.writer === b.writer
}

/** Reads the autosave and its head; a malformed save is kept aside (keptAside.ts) and reported. */
export async function readSave(): Promise<LoadResult> {
  const [raw, rawHead] = (await getMany([AUTOSAVE_KEY, HEAD_KEY])) as [unknown, unknown]
  const head = isHeader(rawHead) ? rawHead : null
  if (raw === undefined) return { kind: 'none', head }
  const checked = checkSave(raw)
  if (checked.kind === 'ok') return { ...checked, head }
  await keepAside(raw, 'rejected')
  await del(AUTOSAVE_KEY)
  // A spread drops the non-enumerable detail: carry it over.
  return withDetail({ ...checked, head }, checked.detail)
}

/**
 * Everything a load does to a save, as a pure function: migrations (migrations.ts), then the
 * schema check. Any input gives a result, never a throw (tests/properties/inputs.save.test.ts).
 */
export function checkSave(raw: unknown): CheckedSave {
  let problem: Message | null
  let save: unknown = raw
  try {
    const migrated = migrateSave(raw)
    if (!migrated.ok) {
      return rejected(migrated.detail ?? storeMessage('save.uncheckable', { why: migrated.reason }))
    }
    save = unpackSave(migrated.save)
    problem = saveProblemMessage(save)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    problem = storeMessage('save.uncheckable', { why })
  }
  return problem === null ? { kind: 'ok', save: save as SaveFile } : rejected(problem)
}

/** The schema check (saveSchema.ts) of a save in the current format; null when it can be loaded. */
export function saveProblem(raw: unknown): string | null {
  const problem = saveProblemMessage(raw)
  return problem === null ? null : englishOf(problem)
}

/** The same check, as words the interface says in the players' language (namespace 'store'). */
export function saveProblemMessage(raw: unknown): Message | null {
  if (!isRecord(raw)) return storeMessage('save.notASave')
  const version = raw['version']
  if (typeof version === 'number' && version > SAVE_VERSION) {
    return storeMessage('save.newer', { version, known: SAVE_VERSION })
  }
  if (version !== SAVE_VERSION) {
    return storeMessage('save.wrongVersion', { version: String(version), known: SAVE_VERSION })
  }
  const header = headerProblem(raw['header'])
  if (header !== null) return storeMessage('save.headerDamaged', { problem: header })
  const game = gameProblem(raw['game'])
  if (game !== null) return storeMessage('save.gameDamaged', { problem: game })
  for (const key of ['past', 'future'] as const) {
    const list = raw[key]
    if (!Array.isArray(list)) return storeMessage(`save.${key}Missing`)
    for (const [i, state] of list.entries()) {
      const problem = gameProblem(state)
      if (problem !== null) return storeMessage(`save.${key}Damaged`, { step: i + 1, problem })
    }
  }
  return null
}

/** `detail` is not enumerable: results still compare equal to plain `{ kind, reason }` records. */
function rejected(detail: Message): CheckedSave {
  return withDetail({ kind: 'rejected' as const, reason: englishOf(detail) }, detail) as CheckedSave
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
