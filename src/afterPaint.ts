/** Past this, `work` runs even if no frame came (a hidden tab gets none). */
const NO_FRAME_MS = 200

/**
 * Runs `work` once, in the task right after the next frame: what the player is waiting for is
 * drawn first, and nothing waits for idle time. A page hidden right now gets no frame: the timer
 * runs it instead (issue 27). Used by the autosave and by a gliding drag's end (issue 21).
 */
export function afterPaint(work: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') {
    requestAnimationFrame(() => setTimeout(once, 0))
    setTimeout(once, NO_FRAME_MS)
  } else {
    setTimeout(once, 0)
  }
}
