/**
 * Fire-and-forget saving that never queues up: while one write is in flight, further changes
 * only mark the save dirty, and the next write takes the newest state. The write starts after
 * the next frame, once the page is idle, so a tap paints before IndexedDB clones the state.
 * Every write goes through this tab's session (tabs.ts), which refuses to overwrite another
 * tab's newer write.
 */
import type { SaveFile } from './persistence'
import { whenIdle } from '../idle'
import { thisTab } from './tabs'

type Snapshot = () => SaveFile | null
type OnError = (error: unknown) => void

let pending: { snapshot: Snapshot; onError: OnError } | null = null
let running: Promise<void> | null = null

export function scheduleAutosave(snapshot: Snapshot, onError: OnError): void {
  pending = { snapshot, onError }
  running ??= new Promise<void>(afterPaint).then(drain)
}

function afterPaint(resolve: () => void): void {
  // A hidden page paints no frames; then the next task will do.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    // After the frame that shows the action, once the page has nothing else to do: cloning the
    // state for IndexedDB (≈ 3 ms on the late-game board) then neither delays that frame nor the
    // next input's (issue 10). Within a second at the latest, so a busy page still saves.
    requestAnimationFrame(() => whenIdle(resolve, 1000))
  } else {
    setTimeout(resolve, 0)
  }
}

async function drain(): Promise<void> {
  while (pending) {
    const { snapshot, onError } = pending
    pending = null
    try {
      const file = snapshot()
      // Held back when another tab wrote since: tabs.ts reports it, the notice offers a choice.
      await thisTab().write(file)
    } catch (error) {
      onError(error)
    }
  }
  running = null
}

/** Resolves when every scheduled save has been written (tests, and before leaving the page). */
export async function flushAutosave(): Promise<void> {
  while (running) await running
}
