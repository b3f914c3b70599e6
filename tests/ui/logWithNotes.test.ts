import { describe, expect, it } from 'vitest'
import type { GameState, LogEntry } from '../../src/engine'
import type { HistoryNote } from '../../src/store'
import { stepLines } from '../../src/shared/historyNotes'
import { logWithNotes } from '../../src/ui/history/logWithNotes'

const line = (seq: number): LogEntry => ({ seq, text: `line ${seq}` })
const note = (seq: number, after: LogEntry | null): HistoryNote => ({
  entry: { seq, text: `note ${seq}` },
  after,
})
const texts = (entries: LogEntry[], notes: HistoryNote[]) =>
  logWithNotes(entries, notes).map((i) => i.entry.text)

describe('undo and redo notes in the log', () => {
  const [l1, l2, l3] = [line(1), line(2), line(3)]

  it('follow the line that was newest when they were made', () => {
    expect(texts([l1, l2, l3], [note(1, l2)])).toEqual(['line 1', 'line 2', 'note 1', 'line 3'])
  })

  it('keep their order when the line they followed was undone too', () => {
    // Undo of 3 (shows 1..2), then undo of 2 (shows 1): both notes after line 1, in order.
    expect(texts([l1], [note(1, l2), note(2, l1)])).toEqual(['line 1', 'note 1', 'note 2'])
  })

  it('stay before a new line that took the undone line’s number', () => {
    const again = line(2)
    expect(texts([l1, again], [note(1, l2), note(2, l1)])).toEqual([
      'line 1',
      'note 1',
      'note 2',
      'line 2',
    ])
  })
})

describe("a room's notes in the log (issue 35)", () => {
  const roomNote = (seq: number, afterSeq: number): HistoryNote => ({
    entry: { seq, text: `note ${seq}` },
    after: null,
    afterSeq,
  })

  it('follow the lines up to the seq the game had when they were made', () => {
    const [l1, l2, l3] = [line(1), line(2), line(3)]
    expect(texts([l1, l2, l3], [roomNote(1, 2)])).toEqual(['line 1', 'line 2', 'note 1', 'line 3'])
  })

  it('stay in the order they were made when new lines reuse the undone lines’ seqs', () => {
    // At seq 3, an undo (note 1, shows seq 3's predecessor 2), another undo (note 2, at 1), then
    // new lines 2 and 3: both notes before the new lines, in order.
    expect(texts([line(1), line(2), line(3)], [roomNote(1, 2), roomNote(2, 1)])).toEqual([
      'line 1',
      'note 1',
      'note 2',
      'line 2',
      'line 3',
    ])
  })
})

describe('the lines a step wrote', () => {
  const state = (log: LogEntry[], archive: LogEntry[][] = []) =>
    ({ seq: log.at(-1)?.seq ?? 0, log, logArchive: archive }) as unknown as GameState

  it('are those past the earlier state’s last line, across archived chunks', () => {
    const before = state([line(1), line(2)])
    const after = state([line(4), line(5)], [[line(1), line(2), line(3)]])
    expect(stepLines(before, after).map((l) => l.seq)).toEqual([3, 4, 5])
    expect(stepLines(after, after)).toEqual([])
  })
})
