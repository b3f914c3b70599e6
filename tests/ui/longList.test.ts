/**
 * Issue 40: past LONG_LIST_LINES the decklist moves to the long-list editor (the textarea re-reads
 * its whole value on every key). A deck or a collection list of a few thousand lines stays put.
 */
import { describe, expect, it } from 'vitest'
import { isLongList, LONG_LIST_LINES } from '../../src/ui/decks/longList'

const lines = (count: number) => Array.from({ length: count }, (_, i) => `1 Card ${i}`).join('\n')

describe('a long decklist', () => {
  it('is one past 3,000 lines, however the last line ends', () => {
    expect(LONG_LIST_LINES).toBe(3_000)
    expect(isLongList(lines(3_000))).toBe(false)
    expect(isLongList(`${lines(3_000)}\n`)).toBe(true)
    expect(isLongList(lines(3_001))).toBe(true)
  })

  it('is not a 100-card deck or an empty box', () => {
    expect(isLongList(lines(100))).toBe(false)
    expect(isLongList('')).toBe(false)
  })
})
