/**
 * A pasted decklist is held to the size a decklist file may have (decklistFile.ts: 1 MB), with a
 * clear message (issue 27): a 5 MB paste froze the tab for a minute. A Commander deck is about
 * 100 lines; even a whole collection list fits far below the cap.
 */
import { parseDecklist } from '../../deck'
import type { Message } from '../../engine/core'

/** The same limit as a decklist file's (decklistFile.ts MAX_FILE_BYTES). */
export const MAX_DECKLIST_CHARS = 1_000_000

/** Why the text is refused, or null when it may be checked. */
export function pastedTooLong(text: string): Message | null {
  return tooLongAt(text.length)
}

/** The same for a list of `chars` characters, before it is in the box (a paste on its way). */
export function tooLongAt(chars: number): Message | null {
  if (chars <= MAX_DECKLIST_CHARS) return null
  const size = (chars / 1_000_000).toFixed(1)
  return { key: 'paste.tooLarge', ns: 'safety', params: { size, max: 1 } }
}

/** Lines looked at by the quick check; the full check (in a worker) catches up anyway. */
const QUICK_LINES = 200

/**
 * Whether the text has a card line, from its first lines alone: enough for the Save button while
 * the full check of a long list is on its way, without reading every line on each keystroke.
 */
export function quickHasCardLines(text: string): boolean {
  let start = 0
  for (let n = 0; n < QUICK_LINES && start < text.length; n += 1) {
    const end = text.indexOf('\n', start)
    const line = text.slice(start, end === -1 ? text.length : end)
    if (line.trim() !== '' && parseDecklist(line).entries.length > 0) return true
    if (end === -1) break
    start = end + 1
  }
  return false
}
