/**
 * Saving after every change (issue 27: at once, and never silently failing). Each change is first
 * journaled synchronously (journal.ts: a kill right after an action loses nothing), then written
 * to IndexedDB right after the frame that shows it, so the drop paints first; at once when the
 * page is hidden or left (issue 36: a hidden page gets no frame). Writes never queue up: while one
 * is in flight, further changes only mark the save dirty, and the next write takes the newest
 * state. Every write goes through this tab's session (tabs.ts), which refuses to overwrite another
 * tab's newer write. A failed write is kept on screen (saveHealth.ts) until one succeeds.
 *
 * No save the load would refuse is ever written (issue 36): before a write, every state in it
 * passes the load's own check (saveCheck.ts; parts checked before are not checked again). Should
 * one fail, the table goes back to the newest state that passes (`onRefused`) and that is saved.
 */
import { afterPaint } from '../afterPaint'
import { loadSaveCheck } from './persistence'
import { type Salvage, type SaveFile } from '../shared/save/saveFile'
import { appendMove, journalsTaken, rewriteJournal, savedUpTo, type Move } from './journal'
import { makeRoom } from './makeRoom'
import { useSaveHealth } from './saveHealth'
import { thisTab } from './tabs'
import { isQuotaError, reasonOf, StoreError, storeMessage } from './words'

/** Where a save comes from, and who hears what became of it. */
export interface AutosaveSource {
  /** The game and its history as they are now; null: no game (the save is cleared). */
  snapshot: () => SaveFile | null
  onError: (error: unknown) => void
  /** A state failed the load's check: the table goes back to what of it passes. */
  onRefused: (salvage: Salvage) => void
}

let pending: AutosaveSource | null = null
let running: Promise<void> | null = null
/** Starts the write now instead of after the next frame (the page is being hidden or left). */
let startNow: (() => void) | null = null
/** This tab's changes so far; the save records the step of the state it holds (journal.ts). */
let step = 0
let askedToPersist = false
/** Room was made once since the last write that landed: a second refusal is told, not retried. */
let roomMade = false
let afterWrite: (() => void)[] = []

/** Runs `done` once the next write has landed. */
export function onNextWrite(done: () => void): void {
  afterWrite.push(done)
}

/**
 * Saves soon. `move` is journaled at once; null for a change the journal need not replay (the
 * restore's own moves, taken in already).
 */
export function scheduleAutosave(source: AutosaveSource, move: Move | null): void {
  if (move) {
    step += 1
    appendMove(thisTab().tabId, step, move)
  }
  pending = source
  listenForHiding()
  // The write starts right after the move's frame. Waiting one more frame, until this one was
  // drawn, shortened a drop's input → presented by 8-16 ms but left the move unsaved longer when
  // the whole browser was killed 50-100 ms after it (docs/architecture.md, "What survives a kill").
  running ??= new Promise<void>((resolve) => {
    startNow = resolve
    afterPaint(resolve)
  }).then(drain)
}

async function drain(): Promise<void> {
  startNow = null
  while (pending) {
    const source = pending
    pending = null
    const upTo = step
    try {
      const file = await checkedSnapshot(source)
      const tab = thisTab()
      const took = journalsTaken(tab.tabId)
      const stored = file && { ...file, journalStep: upTo, ...(took.length > 0 ? { took } : {}) }
      // Held back when another tab wrote since: tabs.ts reports it, the notice offers a choice.
      const outcome = await tab.write(stored)
      if (outcome.kind === 'written') {
        savedUpTo(tab.tabId, upTo, outcome.head)
        roomMade = false
        useSaveHealth.setState({ failing: null })
        const done = afterWrite
        afterWrite = []
        for (const callback of done) callback()
        askToPersist()
      }
    } catch (error) {
      if (isQuotaError(error) && !roomMade) {
        // Full (issue 40): what can be fetched again goes, the small journal lands first, and
        // the bigger save is tried once more.
        roomMade = true
        await makeRoom()
        await rewriteJournal(thisTab().tabId)
        pending ??= source
        continue
      }
      // Told once as a notice; the warning stays on screen until a write succeeds.
      if (useSaveHealth.getState().failing === null) source.onError(error)
      useSaveHealth.setState({ failing: reasonOf(error) })
    }
  }
  running = null
}

/**
 * The snapshot, once every state in it passes the load's check. One that fails takes the table
 * back to the newest state that passes, and that is what is saved; when none does, nothing is
 * written and the save stored stays. Should the check itself not load (offline, nothing cached),
 * the game is saved unchecked rather than not at all: the load keeps what passes of it.
 */
async function checkedSnapshot(source: AutosaveSource): Promise<SaveFile | null> {
  const file = source.snapshot()
  if (!file) return null
  let checks: Awaited<ReturnType<typeof loadSaveCheck>>
  try {
    checks = await loadSaveCheck()
  } catch {
    return file
  }
  const checked = checks.checkBeforeSaving(file)
  if (checked.kind === 'ok') return file
  if (!checked.salvage) {
    throw new StoreError(storeMessage('notice.unsavable', { problem: checked.detail }))
  }
  source.onRefused(checked.salvage)
  return source.snapshot()
}

/** The page is being hidden or left: what waits for the next frame is written now. */
function saveNow(): void {
  startNow?.()
}

let listening = false
function listenForHiding(): void {
  if (listening || typeof window === 'undefined' || typeof document === 'undefined') return
  listening = true
  window.addEventListener('pagehide', saveNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow()
  })
}

/** Asks the browser not to evict the saves under storage pressure (once a game is saved). */
function askToPersist(): void {
  if (askedToPersist) return
  askedToPersist = true
  if (typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function') {
    navigator.storage.persist().catch(() => undefined)
  }
}

/** This tab's step count: a save this tab writes holds every move up to it. */
export function currentStep(): number {
  return step
}

/** `count` more steps for moves this tab took in from other tabs' journals; the first of them. */
export function takeSteps(count: number): number {
  const first = step + 1
  step += count
  return first
}

/** Resolves when every scheduled save has been written (tests, and before leaving the page). */
export async function flushAutosave(): Promise<void> {
  while (running) await running
}
