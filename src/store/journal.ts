/**
 * The moves played since the autosave last landed, written the moment each is played (issue 27),
 * in the action's own task: synchronously to localStorage, and to IndexedDB. IndexedDB writes are
 * asynchronous, and the autosave waits for the frame, so without the journal a tab killed right
 * after an action would lose it. The journal is a few hundred bytes: writing it took under 0.6 ms
 * of a drop's script in a CPU profile. On the next start the moves the autosave lacks are played
 * again on top of it (replayJournal), or, when they cannot be, the players are told what was lost.
 *
 * A killed tab loses neither copy: the browser process holds both. A killed browser loses what it
 * had not yet written to a file, and no page can close that window (docs/architecture.md, "What
 * survives a kill": with both copies, 14 of 20 moves lost at 0 ms, 4 of 20 at 25 ms, none of 20 at
 * 50 ms; localStorage alone does worse, and `durability: 'strict'` made it wider, not narrower).
 * On the next start both copies are read and joined.
 */
import { del, get, set } from 'idb-keyval'
import type { Action } from '../engine'

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
  return { tab, entries: [...byStep.values()].sort((a, b) => a.step - b.step) }
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
    return { tab, entries }
  } catch {
    return null
  }
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

/** Another tab's journal, taken in by this one (restore): it is removed. */
export function dropJournal(tab: string): void {
  try {
    storage()?.removeItem(keyOf(tab))
  } catch {
    // nothing to do: it is read again next time and its moves found saved
  }
  del(keyOf(tab)).catch(() => undefined)
}

export function appendMove(tab: string, step: number, move: Move, at = Date.now()): void {
  if (current?.tab !== tab) current = { tab, entries: [] }
  current.entries = [...current.entries, { step, at, move }].slice(-MAX_ENTRIES)
  writeJournal(current)
}

/** The autosave holds every step up to `step`: those moves need no replay any more. */
export function savedUpTo(tab: string, step: number): void {
  if (current?.tab !== tab) return
  const left = current.entries.filter((e) => e.step > step)
  if (left.length === current.entries.length) return
  current = { tab, entries: left }
  writeJournal(current)
}
