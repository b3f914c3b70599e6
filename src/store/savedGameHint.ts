/**
 * Whether a game is saved, as a hint kept beside the autosave (which lives in IndexedDB, read
 * only asynchronously): read at once as the page starts, it lets a reload fetch the table and the
 * rules while the words load, rather than after the first render (issue 21: board ready after a
 * reload). Only a hint: the autosave itself decides what comes back. Where storage can't be used
 * there is no hint, and the page loads as before.
 */
const KEY = 'duotable:saved-game'

/** Called with each autosave written: a game (true) or none (false). */
export function hintSavedGame(saved: boolean): void {
  try {
    if (saved) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage off or full: no hint, nothing lost.
  }
}

/** Whether the last autosave written held a game. */
export function savedGameHinted(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}
