/**
 * Saving after every change (issue 27: at once, and never silently failing). Each change is first
 * journaled synchronously (journal.ts: a kill right after an action loses nothing), then written
 * to IndexedDB right after the frame that shows it, so the drop paints first. Writes never queue
 * up: while one is in flight, further changes only mark the save dirty, and the next write takes
 * the newest state. Every write goes through this tab's session (tabs.ts), which refuses to
 * overwrite another tab's newer write. A failed write is kept on screen (saveHealth.ts) until one
 * succeeds.
 */
import { afterPaint } from '../afterPaint'
import type { SaveFile } from './persistence'
import { appendMove, savedUpTo, type Move } from './journal'
import { useSaveHealth } from './saveHealth'
import { thisTab } from './tabs'
import { reasonOf } from './words'

type Snapshot = () => SaveFile | null
type OnError = (error: unknown) => void

let pending: { snapshot: Snapshot; onError: OnError } | null = null
let running: Promise<void> | null = null
/** This tab's changes so far; the save records the step of the state it holds (journal.ts). */
let step = 0
let askedToPersist = false
let afterWrite: (() => void)[] = []

/** Runs `done` once the next write has landed (a restore drops the journal it took in). */
export function onNextWrite(done: () => void): void {
  afterWrite.push(done)
}

export function scheduleAutosave(snapshot: Snapshot, onError: OnError, move: Move): void {
  step += 1
  appendMove(thisTab().tabId, step, move)
  pending = { snapshot, onError }
  // The write starts right after the move's frame. Waiting one more frame, until this one was
  // drawn, shortened a drop's input → presented by 8-16 ms but left the move unsaved longer when
  // the whole browser was killed 50-100 ms after it (docs/architecture.md, "What survives a kill").
  running ??= new Promise<void>(afterPaint).then(drain)
}

async function drain(): Promise<void> {
  while (pending) {
    const { snapshot, onError } = pending
    pending = null
    const upTo = step
    try {
      const file = snapshot()
      const tab = thisTab()
      // Held back when another tab wrote since: tabs.ts reports it, the notice offers a choice.
      const outcome = await tab.write(file && { ...file, journalStep: upTo })
      if (outcome.kind === 'written') {
        savedUpTo(tab.tabId, upTo)
        useSaveHealth.setState({ failing: null })
        const done = afterWrite
        afterWrite = []
        for (const callback of done) callback()
        askToPersist()
      }
    } catch (error) {
      // Told once as a notice; the warning stays on screen until a write succeeds.
      if (useSaveHealth.getState().failing === null) onError(error)
      useSaveHealth.setState({ failing: reasonOf(error) })
    }
  }
  running = null
}

/** Asks the browser not to evict the saves under storage pressure (once a game is saved). */
function askToPersist(): void {
  if (askedToPersist) return
  askedToPersist = true
  if (typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function') {
    navigator.storage.persist().catch(() => undefined)
  }
}

/** This tab's step count: a restore that took in journaled moves saves from there. */
export function currentStep(): number {
  return step
}

/** Resolves when every scheduled save has been written (tests, and before leaving the page). */
export async function flushAutosave(): Promise<void> {
  while (running) await running
}
