/**
 * The room journal (issue 25): each change is one appended line; the room file is written whole
 * now and then. Reading a room replays the lines its file does not hold yet — and only those —
 * to the very same game and history.
 */
import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Action } from '../../src/engine'
import { moveNoteOf, runAction } from '../../server/roomAction'
import { writeRoom, type RoomRecord } from '../../server/roomFile'
import { recordMove, takeStep } from '../../server/roomHistory'
import { appendJournal, loadRoom } from '../../server/roomJournal'
import { sampleGame } from '../fixtures/sampleGame'
import { removeDataDirs, tempDataDir } from './boot'

afterAll(removeDataDirs)

const record = (): RoomRecord => ({
  ...{ roomId: 'K7QX2', holds: [{ token: 't', seats: ['A1'] }], moves: [] },
  ...{ game: sampleGame(11), past: [], future: [], undoBy: [], redoBy: [], notes: [] },
})

/** The room's own path for an accepted action, as A1's device (roomAction.ts). */
function act(room: RoomRecord, action: Action): void {
  const ran = runAction(room.game, action, 'A1')
  if (!ran.ok) throw new Error(ran.error.code)
  recordMove(room, ran.state, moveNoteOf(ran.state, action, ['A1'], 'A1', ran.touches))
}

const draw: Action = { type: 'library/draw', player: 'A1', count: 2 }
const lose: Action = { type: 'life/lose', player: 'B1', amount: 3 }

describe('the room journal', () => {
  it('replays the lines after the room file to the same game and history', () => {
    const dir = tempDataDir()
    const live = record()
    writeRoom(dir, live, 1)
    act(live, draw)
    appendJournal(dir, live.roomId, { n: 2, action: draw, by: ['A1'], actor: 'A1' })
    act(live, lose)
    appendJournal(dir, live.roomId, { n: 3, action: lose, by: ['A1'], actor: 'A1' })
    takeStep(live, 'undo', { type: 'undo', by: ['A1'] })
    appendJournal(dir, live.roomId, { n: 4, step: 'undo', by: ['A1'] })

    const read = loadRoom(dir, live.roomId)
    if (!read.ok) throw new Error(read.problem)
    expect(read.room.game).toEqual(live.game)
    expect(read.room.past).toEqual(live.past)
    expect(read.room.future).toEqual(live.future)
    expect(read.room.moves).toEqual(live.moves)
    expect([read.revision, read.replayed]).toEqual([4, 3])
  })

  it('skips lines the room file already holds, and a last line cut short by a crash', () => {
    const dir = tempDataDir()
    const live = record()
    act(live, draw)
    appendJournal(dir, live.roomId, { n: 2, action: draw, by: ['A1'], actor: 'A1' })
    // The file was written whole at revision 2, and the process died before clearing the journal.
    writeRoom(dir, live, 2)
    appendJournal(dir, live.roomId, { n: 3, action: lose, by: ['A1'], actor: 'A1' })
    act(live, lose)
    appendFileSync(join(dir, `${live.roomId}.room.log`), '{"n":4,"action":{"type":"li')

    const read = loadRoom(dir, live.roomId)
    if (!read.ok) throw new Error(read.problem)
    expect(read.room.game).toEqual(live.game)
    expect(read.room.moves.map((m) => m.type)).toEqual(['library/draw', 'life/lose'])
    expect(read.replayed).toBe(1)
  })
})
