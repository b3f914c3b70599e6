/**
 * Undo leaves a trace (issue 35 item 3): every undo and redo — taken at once, agreed or declined
 * — is a note sent to every device of both teams and the table screen, kept in the room's record,
 * and sent again to a device that joins, after a server restart too (journal and room file);
 * each side's words as its view had them, naming no card it may not see.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { zone } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { namesHiddenFrom } from '../../server/hiddenNames'
import { readRoom, writeRoom } from '../../server/roomFile'
import type { RoomNote, SideNote } from '../../server/roomNotes'
import { sampleGame, sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir, type Inbox } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

afterAll(removeDataDirs)

const count = (d: Inbox, type: string) => d.messages.filter((m) => m.type === type).length
const notesOf = (d: Inbox) =>
  d.messages.filter((m) => m.type === 'roomNote').map((m) => (m.message as { note: SideNote }).note)

describe('every undo and redo leaves a note', () => {
  it('shows each to every device, keeps it, and sends it again after a restart', async () => {
    const dataDir = tempDataDir()
    const first = (await bootGameServer(dataDir)).colyseus
    const room = await first.createRoom<DuoRoom>('duo', { setup: sampleSetup(35) })
    const a = await joinAs(first, room.roomId, { seats: ['A1', 'A2'] })
    const b = await joinAs(first, room.roomId, { seats: ['B1', 'B2'] })
    const screen = await joinAs(first, room.roomId, {})
    const devices = [a, b, screen]
    await Promise.all(devices.map((d) => d.nth('view', 1)))
    const step = async (from: Inbox, type: string, message: unknown) => {
      const views = devices.map((d) => count(d, 'view'))
      from.room.send(type, message)
      await Promise.all(devices.map((d, i) => d.nth('view', (views[i] ?? 0) + 1)))
    }
    // A1 puts a card of its hand onto the battlefield face down: only team A knows which (708.5).
    const card = zone(room.game, 'A1', 'hand')[0] ?? ''
    const name = room.game.cards[card]?.data.name ?? ''
    const down = { type: 'card/move', player: 'A1', card, to: 'battlefield', faceDown: true }
    await step(a, 'action', { action: down })

    // Taken at once: A's own step in A's turn.
    await step(a, 'undo', {})
    await step(a, 'redo', {})
    // Asked: B undoes A's step; A agrees, then declines B's redo.
    b.room.send('undo', {})
    const undo = (await a.nth('undoAsk', 1)) as { askId: string }
    a.room.send('undoAnswer', { askId: undo.askId, agree: true })
    await b.nth('undoDone', 1)
    b.room.send('redo', {})
    const redo = (await a.nth('undoAsk', 2)) as { askId: string }
    a.room.send('undoAnswer', { askId: redo.askId, agree: false })
    await b.nth('undoDone', 2)
    for (const d of devices) await d.nth('roomNote', 4)

    const expected = [
      { n: 1, kind: 'undo', by: ['A1', 'A2'] },
      { n: 2, kind: 'redo', by: ['A1', 'A2'] },
      { n: 3, kind: 'undo', by: ['B1', 'B2'], asked: { team: 'A', agreed: true } },
      { n: 4, kind: 'redo', by: ['B1', 'B2'], asked: { team: 'A', agreed: false } },
    ]
    for (const d of devices) {
      const notes = notesOf(d)
      expect(
        notes.map(({ n, kind, by, asked }) => ({ n, kind, by, ...(asked && { asked }) })),
      ).toEqual(expected)
    }
    // Each side reads the step as its view had it; none names the face-down card.
    for (const d of devices) {
      expect(notesOf(d)[0]?.words?.text).toMatch(/^A1 .*a face-down/)
      expect(notesOf(d)[0]?.words?.text).not.toContain(name)
    }
    const secret = namesHiddenFrom([...room.history.past, room.game], { team: 'B' })
    expect(secret.has(name)).toBe(true)
    for (const n of secret)
      expect(JSON.stringify(b.messages)).not.toContain(`"name":${JSON.stringify(n)}`)
    for (const n of secret) expect(JSON.stringify(notesOf(b))).not.toContain(n)
    const kept: readonly RoomNote[] = room.notes
    expect(kept).toHaveLength(4)

    // A restart: the journal replays the notes; a device that reloads gets them all again.
    const { token } = (await b.nth('seat', 1)) as { token: string }
    await first.shutdown()
    const second = (await bootGameServer(dataDir)).colyseus
    try {
      const back = await joinAs(second, room.roomId, { token })
      const sent = (await back.nth('roomNotes', 1)) as { notes: SideNote[] }
      expect(sent.notes).toEqual(notesOf(b))
      expect(second.getRoomById<DuoRoom>(room.roomId).notes).toEqual(kept)
    } finally {
      await second.shutdown()
    }
  })
})

describe('the room file keeps the notes', () => {
  it('writes them whole and reads them back', () => {
    const dir = tempDataDir()
    const note: RoomNote = { n: 1, kind: 'export', by: ['B1'], after: 7 }
    const record = {
      ...{ roomId: 'NOTES', holds: [], moves: [], notes: [note], game: sampleGame(35) },
      ...{ past: [], future: [], undoBy: [], redoBy: [] },
    }
    writeRoom(dir, record, 3)
    const back = readRoom(dir, 'NOTES')
    if (!back.ok) throw new Error(back.problem)
    expect(back.room.notes).toEqual([note])
  })
})
