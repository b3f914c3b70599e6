/**
 * The moves played since the autosave last landed, written the moment each is played (issue 27),
 * in the action's own task: synchronously to localStorage, and to IndexedDB. IndexedDB writes are
 * asynchronous, and the autosave waits for the frame, so without the journal a tab killed right
 * after an action would lose it. The journal is a few hundred bytes: writing it took under 0.6 ms
 * of a drop's script in a CPU profile.
 *
 * Each tab keeps its own, and says which save its moves were played on top of (`base`: the head
 * it read on start, or last wrote). On the next start every journal is read, whoever wrote it
 * (issue 36: a page closed right after its first move had journaled under its own new id, which
 * nothing read): the moves played on top of the save are played again (journalTakeIn.ts), copied
 * into the new page's journal, which names the journals it took (`took`), and the old journals
 * are removed. None is left unread.
 *
 * A killed tab loses neither copy: the browser process holds both. A killed browser loses what it
 * had not yet written to a file, and no page can close that window (docs/architecture.md, "What
 * survives a kill"). On the next start both copies are read and joined.
 */
import { del, get, keys, set } from 'idb-keyval'
import type { Action } from '../engine'
import type { SaveHeader } from './persistence'

/** One journal per tab, so two tabs never write over each other's: `duotable:journal:<tab>`. */
export const JOURNAL_PREFIX = 'duotable:journal:'

/** What changed the game: an action, undo, redo, or anything else (a file, a new game). */
export type Move =
  { kind: 'action'; action: Action } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'other' }

export interface JournalEntry {
  /** Counts this tab's changes; the autosave records the step of the state it holds. */
  step: number
  /** Epoch ms, to say when the last move was played. */
  at: number
  move: Move
}

export interface Journal {
  tab: string
  /** The save the moves were played on top of: the head the tab read or last wrote. */
  base?: SaveHeader | null
  /** Other tabs' journals this one took in on its start: their moves are among these. */
  took?: string[]
  entries: JournalEntry[]
}

const keyOf = (tab: string) => `${JOURNAL_PREFIX}${tab}`

/** Past this many moves unsaved, the journal keeps the newest (the autosave is failing). */
const MAX_ENTRIES = 500

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // a sandboxed frame or blocked storage throws on access
  }
}

/** Every journal stored, whoever wrote it: both copies of each joined, each move once, in order. */
export async function readJournals(): Promise<Journal[]> {
  const tabs = new Set<string>()
  try {
    const store = storage()
    for (let i = 0; store && i < store.length; i += 1) {
      const key = store.key(i)
      if (key?.startsWith(JOURNAL_PREFIX)) tabs.add(key.slice(JOURNAL_PREFIX.length))
    }
  } catch {
    // blocked storage: the IndexedDB copies remain
  }
  const stored = await keys().catch(() => [] as IDBValidKey[])
  for (const key of stored) {
    if (typeof key === 'string' && key.startsWith(JOURNAL_PREFIX)) {
      tabs.add(key.slice(JOURNAL_PREFIX.length))
    }
  }
  const read = await Promise.all([...tabs].map(readJournal))
  return read.filter((journal): journal is Journal => journal !== null)
}

/** The journal the tab `tab` left, if any: both copies joined, each move once, in order. */
export async function readJournal(tab: string): Promise<Journal | null> {
  let text: string | null | undefined
  try {
    text = storage()?.getItem(keyOf(tab))
  } catch {
    text = null
  }
  const fromLocal = text ? journalOf(tab, text) : null
  const fromIndexed = journalOf(tab, await get<unknown>(keyOf(tab)).catch(() => undefined))
  if (!fromLocal || !fromIndexed) return fromLocal ?? fromIndexed
  const byStep = new Map<number, JournalEntry>()
  for (const entry of [...fromIndexed.entries, ...fromLocal.entries]) byStep.set(entry.step, entry)
  // The copy with the most moves was written last (moves only join it until a save lands).
  const newer = fromLocal.entries.length >= fromIndexed.entries.length ? fromLocal : fromIndexed
  return { ...newer, entries: [...byStep.values()].sort((a, b) => a.step - b.step) }
}

function journalOf(tab: string, stored: unknown): Journal | null {
  if (stored === undefined || stored === null) return null
  try {
    const journal = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Partial<Journal>
    if (typeof journal.tab !== 'string' || !Array.isArray(journal.entries)) return null
    const entries = journal.entries.filter(
      (e): e is JournalEntry =>
        typeof e === 'object' &&
        e !== null &&
        Number.isSafeInteger(e.step) &&
        typeof e.at === 'number' &&
        typeof e.move === 'object' &&
        e.move !== null,
    )
    const took = Array.isArray(journal.took)
      ? journal.took.filter((t): t is string => typeof t === 'string')
      : []
    // No base at all: written by an older DuoTable, which journaled no base.
    return 'base' in journal
      ? { tab, base: baseOf(journal.base), took, entries }
      : { tab, took, entries }
  } catch {
    return null
  }
}

function baseOf(v: unknown): SaveHeader | null {
  if (typeof v !== 'object' || v === null) return null
  const { gameId, revision, writer } = v as Partial<SaveHeader>
  return typeof gameId === 'string' && typeof revision === 'number' && typeof writer === 'string'
    ? { gameId, revision, writer }
    : null
}

/** Writes the journal; an empty one is removed, so finished tabs leave nothing behind. */
function writeJournal(journal: Journal): void {
  const key = keyOf(journal.tab)
  const empty = journal.entries.length === 0
  try {
    const store = storage()
    if (empty) store?.removeItem(key)
    else store?.setItem(key, JSON.stringify(journal))
  } catch {
    // A full localStorage: the autosave's own failure is what the players are told about.
  }
  // Readwrite transactions on one store run in the order they are made: the last one wins.
  const written = empty ? del(key) : set(key, journal)
  written.catch(() => undefined) // a full disk: the localStorage copy and the warning remain
}

/** This tab's journal, kept in memory too so appending never reads localStorage. */
let current: Journal | null = null

function mine(tab: string): Journal {
  if (current?.tab !== tab) current = { tab, base: null, took: [], entries: [] }
  return current
}

/**
 * This tab starts from the save `base` (it read it on start, or took another tab's game): the
 * moves it journals from now on are played on top of it. Moves journaled before are not.
 */
export function startJournal(tab: string, base: SaveHeader | null): void {
  current = { tab, base, took: [], entries: [] }
  writeJournal(current)
}

/**
 * The moves other tabs journaled on top of the save this tab started from, played again on start,
 * become this tab's first moves; `took` names those tabs' journals, which are removed.
 */
export function takeInMoves(tab: string, took: readonly string[], entries: JournalEntry[]): void {
  const journal = mine(tab)
  current = {
    ...journal,
    took: [...new Set([...(journal.took ?? []), ...took])],
    entries: [...journal.entries, ...entries].slice(-MAX_ENTRIES),
  }
  writeJournal(current)
  for (const other of took) if (other !== tab) dropJournal(other)
}

/** The journals this tab took in on its start: a save it writes holds their moves. */
export function journalsTaken(tab: string): string[] {
  return current?.tab === tab ? [...(current.took ?? [])] : []
}

/** Another tab's journal, read and taken in (or found to hold nothing to keep): it is removed. */
export function dropJournal(tab: string): void {
  try {
    storage()?.removeItem(keyOf(tab))
  } catch {
    // nothing to do: it is read again next time and found taken
  }
  del(keyOf(tab)).catch(() => undefined)
}

export function appendMove(tab: string, step: number, move: Move, at = Date.now()): void {
  const journal = mine(tab)
  current = { ...journal, entries: [...journal.entries, { step, at, move }].slice(-MAX_ENTRIES) }
  writeJournal(current)
}

/**
 * This tab wrote the save `head`, holding every step up to `step`: those moves need no replay any
 * more, and later ones are played on top of that save.
 */
export function savedUpTo(tab: string, step: number, head: SaveHeader): void {
  const journal = mine(tab)
  const left = journal.entries.filter((e) => e.step > step)
  current = { ...journal, base: head, entries: left }
  // An empty journal is not stored: only the memory's base changes.
  if (left.length > 0 || journal.entries.length > 0) writeJournal(current)
}
