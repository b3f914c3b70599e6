/**
 * Past this many lines the decklist is edited in the long-list editor (LongDecklistEditor.tsx),
 * which keeps only the lines in view on the page: the browser's own textarea re-reads its whole
 * value on every key, 100–300 ms a key at 40,000 lines (issue 40), under 16 ms at 2,000. A
 * Commander deck is about 100 lines, a collection list a few thousand.
 */
export const LONG_LIST_LINES = 3_000

/** Whether `text` has more than LONG_LIST_LINES lines; stops counting there. */
export function isLongList(text: string): boolean {
  let at = -1
  for (let breaks = 0; breaks < LONG_LIST_LINES; breaks += 1) {
    at = text.indexOf('\n', at + 1)
    if (at === -1) return false
  }
  return true
}
