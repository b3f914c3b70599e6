/**
 * Runs `work` once the page has nothing else to do, and within `timeout` ms at the latest, so a
 * busy page still gets to it. Returns a cancel. Used by the autosave and by the drag bridge, so
 * neither adds work to a frame the player is waiting for (issue 10).
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, 0)
  return () => clearTimeout(handle)
}
