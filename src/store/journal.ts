/**
 * The moves played since the autosave last landed, written synchronously to localStorage the
 * moment each is played (issue 27). IndexedDB writes are asynchronous: a tab killed right after
 * an action would lose it. The journal is a few hundred bytes, so writing it costs the drop
 * nothing; on the next start the moves the autosave lacks are played again on top of it
 * (replayJournal), or, when they cannot be, the players are told what was lost.
 */
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

/** The journal the tab `tab` left, if any. */
export function readJournal(tab: string): Journal | null {
  const text = storage()?.getItem(keyOf(tab))
  if (!text) return null
  try {
    const journal = JSON.parse(text) as Partial<Journal>
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
  try {
    const store = storage()
    if (journal.entries.length === 0) store?.removeItem(keyOf(journal.tab))
    else store?.setItem(keyOf(journal.tab), JSON.stringify(journal))
  } catch {
    // A full localStorage: the autosave's own failure is what the players are told about.
  }
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
