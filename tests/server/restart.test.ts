/**
 * A server restart resumes every room from its file (issue 24): the same room id, the same game
 * and history, the same seats for the same tokens.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

afterAll(removeDataDirs)

type DuoRoom = InstanceType<DuoRoomType>

describe('a server restart', () => {
  it('resumes the room with its game, history and seats', async () => {
    const dataDir = tempDataDir()
    const { colyseus: first } = await bootGameServer(dataDir)
    const room = await first.createRoom<DuoRoom>('duo', { setup: sampleSetup(7) })
    const roomId = room.roomId
    const a1 = await joinAs(first, roomId, { seats: ['A1'] })
    const seat = (await a1.nth('seat', 1)) as { token: string }
    a1.room.send('action', { action: { type: 'library/draw', player: 'A1', count: 3 } })
    a1.room.send('action', { action: { type: 'life/lose', player: 'B2', amount: 4 } })
    await a1.nth('view', 3)
    const game = room.game
    const moves = [...room.moves]
    await first.shutdown()

    const { colyseus: second, resume } = await bootGameServer(dataDir)
    try {
      expect(resume).toEqual({ resumed: [roomId], failed: [] })
      const resumed = second.getRoomById<DuoRoom>(roomId)
      expect(resumed.game).toEqual(game)
      expect(resumed.history.past).toHaveLength(2)
      expect(resumed.moves).toEqual(moves)
      await expect(joinAs(second, roomId, { seats: ['A1'] })).rejects.toThrow(/taken/)
      const back = await joinAs(second, roomId, { token: seat.token })
      expect(await back.nth('seat', 1)).toMatchObject({ seats: ['A1'], team: 'A' })
      back.room.send('action', { action: { type: 'library/draw', player: 'A1' } })
      await back.nth('view', 2)
      expect(resumed.game.players['A1']?.zones.hand).toHaveLength(11)
      expect(resumed.game.teams.B.life).toBe(56)
    } finally {
      await second.shutdown()
    }
  })

  it('remembers who made each step, so the team that made it still undoes it without asking', async () => {
    const dataDir = tempDataDir()
    const { colyseus: first } = await bootGameServer(dataDir)
    const room = await first.createRoom<DuoRoom>('duo', { setup: sampleSetup(8) })
    const a = await joinAs(first, room.roomId, { seats: ['A1', 'A2'] })
    const { token } = (await a.nth('seat', 1)) as { token: string }
    a.room.send('action', { action: { type: 'library/draw', player: 'A2' } })
    await a.nth('view', 2)
    const before = room.history.past[0]
    await first.shutdown()

    const { colyseus: second } = await bootGameServer(dataDir)
    try {
      const resumed = second.getRoomById<DuoRoom>(room.roomId)
      const back = await joinAs(second, room.roomId, { token })
      await back.nth('view', 1)
      back.room.send('undo', {})
      await back.nth('view', 2)
      // Taken at once (no undoAsk), and every device is shown it (a note before the view).
      expect(back.messages.map((m) => m.type)).toEqual([
        ...['seat', 'view', 'roomNotes', 'roomNote', 'view'],
      ])
      expect(resumed.game).toEqual(before)
    } finally {
      await second.shutdown()
    }
  })

  it('reports a room file it cannot read and resumes nothing from it', async () => {
    const dataDir = tempDataDir()
    writeFileSync(join(dataDir, 'broken.room.json'), '{"kind":"duotable-room"')
    const { colyseus, resume } = await bootGameServer(dataDir)
    try {
      expect(resume).toEqual({
        resumed: [],
        failed: [{ roomId: 'broken', problem: expect.stringMatching(/cannot be resumed.*JSON/) }],
      })
    } finally {
      await colyseus.shutdown()
    }
  })
})
