/**
 * Issue 38: every move is answered by its id — `done` with the lines it wrote as the mover's team
 * may read them, after the views — or `refused` with a code; a move made on a view the table has
 * left is refused (STALE_VIEW); a move sent again (after a rejoin) is made once, across a restart
 * too; a device of another protocol version is refused at the door (OUT_OF_DATE).
 */
import { Client } from '@colyseus/sdk'
import { afterAll, describe, expect, it } from 'vitest'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

afterAll(removeDataDirs)

type DuoRoom = InstanceType<DuoRoomType>
const types = (messages: { type: string }[]) => messages.map((m) => m.type)

describe('a move and its answer', () => {
  it("is answered done after the views, with the lines as the mover's team reads them", async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(38) })
      // As the app joins: views after the first as patches.
      const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'], patches: true })
      const b = await joinAs(colyseus, room.roomId, { seats: ['B1', 'B2'], patches: true })
      const first = (await a.nth('view', 1)) as { rev: number }
      await b.nth('view', 1)

      const draw = { type: 'library/draw', player: 'A1', count: 2 }
      a.room.send('action', { id: 'm1', rev: first.rev, action: draw })
      const done = (await a.nth('done', 1)) as { id: string; log: { text: string }[] }
      expect(done.id).toBe('m1')
      expect(done.log.map((l) => l.text)).toEqual(['A1 drew 2 cards.'])
      // The view came first: the device shows the move's table when its answer arrives.
      const after = types(a.messages).slice(types(a.messages).indexOf('view') + 1)
      expect(after.filter((t) => t === 'viewPatch' || t === 'done')).toEqual(['viewPatch', 'done'])
      // The other team hears no answer, only its own view.
      await b.nth('viewPatch', 1)
      expect(types(b.messages)).not.toContain('done')
    } finally {
      await colyseus.shutdown()
    }
  })

  it('refuses with a code by id, and a move made on an older view as STALE_VIEW', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(38) })
      const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
      const b = await joinAs(colyseus, room.roomId, { seats: ['B1', 'B2'] })
      const { rev } = (await a.nth('view', 1)) as { rev: number }
      await b.nth('view', 1)

      a.room.send('action', { id: 'x1', rev, action: { type: 'library/draw', player: 'B1' } })
      expect(await a.nth('refused', 1)).toEqual({
        id: 'x1',
        code: 'NOT_YOUR_SEAT',
        params: { rule: '810.5' },
        detail: expect.objectContaining({ key: expect.any(String) }),
      })
      // Team B moves; team A's move made on the view before it is not applied.
      b.room.send('action', {
        id: 'y1',
        rev,
        action: { type: 'life/lose', player: 'B1', amount: 1 },
      })
      await b.nth('done', 1)
      const before = room.game
      a.room.send('action', { id: 'x2', rev, action: { type: 'library/draw', player: 'A1' } })
      expect(await a.nth('refused', 2)).toEqual({ id: 'x2', code: 'STALE_VIEW' })
      expect(room.game).toBe(before)
    } finally {
      await colyseus.shutdown()
    }
  })

  it('is made once however many times its id comes, across a restart too', async () => {
    const dataDir = tempDataDir()
    const first = await bootGameServer(dataDir)
    const room = await first.colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(38) })
    const roomId = room.roomId
    const a = await joinAs(first.colyseus, roomId, { seats: ['A1'] })
    const { token } = (await a.nth('seat', 1)) as { token: string }
    const { rev } = (await a.nth('view', 1)) as { rev: number }
    const lose = { type: 'life/lose', player: 'A1', amount: 2 }
    a.room.send('action', { id: 'k1', rev, action: lose })
    a.room.send('action', { id: 'k1', rev, action: lose })
    await a.nth('done', 2)
    const life = room.game.teams.A.life
    expect(room.moves).toHaveLength(1)
    await first.colyseus.shutdown()

    const second = await bootGameServer(dataDir)
    try {
      const back = await joinAs(second.colyseus, roomId, { token })
      const view = (await back.nth('view', 1)) as { rev: number }
      // Revisions go on from before the restart: an old view's never matches.
      expect(view.rev).toBeGreaterThan(rev)
      back.room.send('action', { id: 'k1', rev: view.rev, action: lose })
      expect(await back.nth('done', 1)).toEqual({ id: 'k1', log: [] })
      const resumed = second.colyseus.getRoomById<DuoRoom>(roomId)
      expect(resumed.game.teams.A.life).toBe(life)
    } finally {
      await second.colyseus.shutdown()
    }
  })
})

describe('the protocol version', () => {
  it('refuses a device of another version, or none, with OUT_OF_DATE (426)', async () => {
    const { colyseus, origin } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(38) })
      for (const options of [{ seats: ['A1'] }, { seats: ['A1'], protocol: 1 }]) {
        const refused = new Client(origin).joinById(room.roomId, options)
        await expect(refused).rejects.toMatchObject({ code: 426 })
      }
      expect(room.summary().seats.every((s) => !s.taken)).toBe(true)
    } finally {
      await colyseus.shutdown()
    }
  })
})
