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
import type { SaveHeader } from '../shared/save/saveFile'

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
  /**
   * The tab's step when this copy was written (issue 40): a step up to it that no copy holds is a
   * move lost to a full storage, counted on the next start rather than silently rewound.
   */
  played?: number
}

const keyOf = (tab: string) => `${JOURNAL_PREFIX}${tab}`
/**
 * How far a tab played, when no copy of its journal could be written whole (issue 40): a few
 * bytes that may still fit, so the next start can say how many moves were lost.
 */
export const PLAYED_PREFIX = 'duotable:played:'
const playedKeyOf = (tab: string) => `${PLAYED_PREFIX}${tab}`

/** Past this many moves unsaved, the journal keeps the newest (the autosave is failing). */
const MAX_ENTRIES = 500

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // a sandboxed frame or blocked storage throws on access
  }
}

/**
 * The tab's sessionStorage: a third copy with a quota of its own (issue 40). It survives a reload
 * of the tab, so a full localStorage and IndexedDB no longer lose the moves a reload comes back to.
 */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** The web storages a journal is kept in, the tab's own first (its quota is the least used). */
const webStorages = (): Storage[] => [tabStorage(), storage()].filter((s) => s !== null)

/** Every journal stored, whoever wrote it: both copies of each joined, each move once, in order. */
export async function readJournals(): Promise<Journal[]> {
  const tabs = new Set<string>()
  for (const store of webStorages()) {
    try {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i)
        if (key?.startsWith(JOURNAL_PREFIX)) tabs.add(key.slice(JOURNAL_PREFIX.length))
        // A tab whose journal no storage took left only how far it played.
        if (key?.startsWith(PLAYED_PREFIX)) tabs.add(key.slice(PLAYED_PREFIX.length))
      }
    } catch {
      // blocked storage: the IndexedDB copies remain
    }
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

/** The journal the tab `tab` left, if any: every copy joined, each move once, in order. */
export async function readJournal(tab: string): Promise<Journal | null> {
  const copies: Journal[] = []
  for (const store of webStorages()) {
    const copy = journalOf(tab, readItem(store, keyOf(tab)))
    if (copy) copies.push(copy)
  }
  const fromIndexed = journalOf(tab, await get<unknown>(keyOf(tab)).catch(() => undefined))
  if (fromIndexed) copies.push(fromIndexed)
  const joined = joinCopies(copies)
  const marked = playedMark(tab)
  if (marked === undefined) return joined
  // Only the marker: its moves are all lost, counted from the step its tab's save holds.
  if (!joined) return { tab, took: [], entries: [], played: marked }
  return { ...joined, played: Math.max(joined.played ?? 0, marked) }
}

function readItem(store: Storage, key: string): string | null {
  try {
    return store.getItem(key)
  } catch {
    return null // blocked storage
  }
}

/** The furthest step a tab's marker says it played, if one was left. */
function playedMark(tab: string): number | undefined {
  let furthest: number | undefined
  for (const store of webStorages()) {
    const mark = Number(readItem(store, playedKeyOf(tab)) ?? NaN)
    if (Number.isSafeInteger(mark)) furthest = Math.max(furthest ?? 0, mark)
  }
  return furthest
}

/** Copies of one tab's journal joined: each move once, in order, and the furthest step played. */
export function joinCopies(copies: readonly Journal[]): Journal | null {
  const [first, ...rest] = copies
  if (!first) return null
  const byStep = new Map<number, JournalEntry>()
  let newer = first
  let played: number | undefined
  for (const copy of copies) {
    for (const entry of copy.entries) byStep.set(entry.step, entry)
    // The copy with the most moves was written last (moves only join it until a save lands).
    if (copy.entries.length > newer.entries.length) newer = copy
    if (copy.played !== undefined) played = Math.max(played ?? 0, copy.played)
  }
  if (rest.length === 0) return first
  const entries = [...byStep.values()].sort((a, b) => a.step - b.step)
  return { ...newer, entries, ...(played === undefined ? {} : { played }) }
}

/**
 * Moves a journal says were played after `from` (the step its save holds) but that no copy of it
 * holds: they were lost to a full storage (issue 40).
 */
export function missingMoves(journal: Journal, from: number): number {
  if (journal.played === undefined) return 0
  const held = journal.entries.filter((e) => e.step > from && e.step <= (journal.played ?? 0))
  return Math.max(0, journal.played - from - held.length)
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
    const played =
      typeof journal.played === 'number' && Number.isSafeInteger(journal.played)
        ? { played: journal.played }
        : {}
    // No base at all: written by an older DuoTable, which journaled no base.
    return 'base' in journal
      ? { tab, base: baseOf(journal.base), took, entries, ...played }
      : { tab, took, entries, ...played }
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

/**
 * Writes the journal to every copy; an empty one is removed, so finished tabs leave nothing
 * behind. Resolves when the IndexedDB copy has landed or was refused.
 */
function writeJournal(journal: Journal): Promise<void> {
  const key = keyOf(journal.tab)
  const empty = journal.entries.length === 0
  const text = empty ? '' : JSON.stringify(journal)
  let kept = false
  for (const store of webStorages()) {
    try {
      if (empty) store.removeItem(key)
      else store.setItem(key, text)
      if (kept) continue
      kept = true
      store.removeItem(playedKeyOf(journal.tab))
    } catch {
      // Full: the other copies, and the autosave's warning, remain (issue 40).
    }
  }
  if (!kept && journal.played !== undefined) markPlayed(journal.tab, journal.played)
  // Readwrite transactions on one store run in the order they are made: the last one wins.
  const written = empty ? del(key) : set(key, journal)
  // A full disk: the web storage copies and the warning remain.
  return written.catch(() => undefined)
}

/** No copy took the journal: at least how far the tab played, wherever a few bytes still fit. */
function markPlayed(tab: string, played: number): void {
  for (const store of webStorages()) {
    try {
      store.setItem(playedKeyOf(tab), String(played))
    } catch {
      // full to the byte: nothing can be kept, and the warning on screen says so
    }
  }
}

/**
 * This tab's journal written again, after room was made in a full storage (autosave.ts): the
 * small journal lands before the bigger save is tried again.
 */
export async function rewriteJournal(tab: string): Promise<void> {
  const journal = mine(tab)
  if (journal.entries.length > 0) await writeJournal(journal)
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
  void writeJournal(current)
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
    ...(entries.length > 0
      ? { played: Math.max(journal.played ?? 0, ...entries.map((e) => e.step)) }
      : {}),
  }
  void writeJournal(current)
  for (const other of took) if (other !== tab) dropJournal(other)
}

/** The journals this tab took in on its start: a save it writes holds their moves. */
export function journalsTaken(tab: string): string[] {
  return current?.tab === tab ? [...(current.took ?? [])] : []
}

/** Another tab's journal, read and taken in (or found to hold nothing to keep): it is removed. */
export function dropJournal(tab: string): void {
  for (const store of webStorages()) {
    try {
      store.removeItem(keyOf(tab))
      store.removeItem(playedKeyOf(tab))
    } catch {
      // nothing to do: it is read again next time and found taken
    }
  }
  del(keyOf(tab)).catch(() => undefined)
}

export function appendMove(tab: string, step: number, move: Move, at = Date.now()): void {
  const journal = mine(tab)
  const entries = [...journal.entries, { step, at, move }].slice(-MAX_ENTRIES)
  current = { ...journal, entries, played: step }
  void writeJournal(current)
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
  if (left.length > 0 || journal.entries.length > 0) void writeJournal(current)
}
