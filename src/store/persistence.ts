/**
 * The autosave: one versioned record in IndexedDB (idb-keyval), written after every change and
 * read back on start. A save that fails the shape check is kept aside, never silently dropped
 * (docs/architecture.md: state, history and saves).
 */
import { createStore, del, get, getMany, promisifyRequest, set } from 'idb-keyval'
import { withDetail } from '../engine/core'
import { loadRules } from './engineLoader'
import type { CheckedSave, Salvage, SaveFile, SaveHeader } from '../shared/save/saveFile'
import { packSave } from '../shared/save/savePacking'
import { keepAside, keptGame, KEPT_ASIDE_KEY, withKept } from './keptAside'
import { isQuotaError } from './words'

/**
 * The checks a save goes through before it is loaded (saveCheck.ts: migrations, the schema, the
 * engine's sense checks). They load with the first save read, not with the first screen: a
 * fresh visitor has none. They come with the rules (engineLoader.ts), which are waited for too,
 * so a save checked can go on the table at once (seatedView.ts). Rejects if either fails to load.
 */
export const loadSaveCheck = () =>
  Promise.all([import('../shared/save/saveCheck'), loadRules()]).then(([checks]) => checks)
export const AUTOSAVE_KEY = 'duotable:autosave'
/** The autosave's header alone, so a tab can check cheaply who wrote last (tabs.ts). */
export const HEAD_KEY = 'duotable:autosave:head'

/**
 * `head`: the head record as read with the save (null when there is none). `salvaged`: the
 * autosave was refused, kept aside, and this is what of it could still be played.
 */
export type LoadResult = (
  | { kind: 'none' }
  | { kind: 'ok'; save: SaveFile; salvaged?: Omit<Salvage, 'save'> }
  | Extract<CheckedSave, { kind: 'rejected' }>
) & { head: SaveHeader | null }

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
                      reject(asError(error))
                    }
                  }
                } catch (error) {
                  reject(asError(error))
                }
              }
            }
          } catch (error) {
            // put() throws at once for a state that cannot be stored (DataCloneError).
            reject(asError(error))
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

/**
 * Whether a stored head record is a header: the same fields saveSchema.ts checks (SaveHeader),
 * read by hand, so the setup screen can ask who wrote last without the save schema, which loads
 * with the first save it checks (saveCheck.ts).
 */
export function isHeader(v: unknown): v is SaveHeader {
  if (!isRecord(v)) return false
  const { gameId, revision, writer } = v
  return (
    typeof gameId === 'string' &&
    typeof revision === 'number' &&
    Number.isInteger(revision) &&
    revision >= 0 &&
    typeof writer === 'string'
  )
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
  const { checkSave } = await loadSaveCheck()
  const checked = checkSave(raw)
  if (checked.kind === 'ok') return { ...checked, head }
  await keepAside(raw, 'rejected')
  if (checked.salvage) {
    // The slot keeps the refused save until the restore's own write replaces it: a start that
    // dies first finds it again, and keeps it aside again rather than losing it.
    const { save, ...salvaged } = checked.salvage
    return { kind: 'ok', save, salvaged, head }
  }
  await del(AUTOSAVE_KEY)
  // A spread drops the non-enumerable detail: carry it over.
  return withDetail({ ...checked, head }, checked.detail)
}

/** A thrown value as an Error; a DOMException not seen as one keeps its name (a full disk's). */
function asError(error: unknown): Error {
  if (error instanceof Error) return error
  const wrapped = new Error(String(error), { cause: error })
  if (isQuotaError(error)) wrapped.name = 'QuotaExceededError'
  return wrapped
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
