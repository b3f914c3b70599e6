/** Past this, `work` runs even if no frame came (a hidden tab gets none). */
const NO_FRAME_MS = 200

/** Posts `work` behind any other task waiting: an input, a timer, a message (Chromium, Firefox). */
function behindOthers(work: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.postTask) void scheduler.postTask(work, { priority: 'background' })
  else setTimeout(work, 0)
}

/**
 * Runs `work` once, right after the next frame: what the player is waiting for is drawn first,
 * and the next input, if one is waiting, is handled before it too. A page hidden right now gets
 * no frame: the timer runs it instead (issue 27). Used by the autosave, by a gliding drag's end
 * and by the log's older lines after a reload (issue 21).
 */
export function afterPaint(work: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => behindOthers(once))
    setTimeout(once, NO_FRAME_MS)
  } else {
    setTimeout(once, 0)
  }
}
