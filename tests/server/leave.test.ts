/**
 * "Leave room" (issue 24): a device that leaves on purpose gives its seats up — another device
 * may take them, and the old token no longer brings them back — while a device whose connection
 * merely dropped keeps them for its token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

let colyseus: ColyseusTestServer
beforeAll(async () => {
  colyseus = (await bootGameServer(tempDataDir())).colyseus
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

const taken = (room: DuoRoom) =>
  room
    .summary()
    .seats.filter((s) => s.taken)
    .map((s) => s.id)

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5000 && !check(); waited += 10) {
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('leaving a room', () => {
  it('on purpose frees the seats for anyone; the old token is refused', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(31) })
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
    const { token } = (await a.nth('seat', 1)) as { token: string }
    const b = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    await b.nth('view', 1)
    expect(taken(room)).toEqual(['A1', 'A2', 'B1'])
    const game = room.game

    await a.room.leave(true)
    await until(() => taken(room).length === 1)
    expect(taken(room)).toEqual(['B1'])
    // Nothing of the game changed: only who holds the seats.
    expect(room.game).toBe(game)
    await expect(joinAs(colyseus, room.roomId, { token })).rejects.toThrow(/token/)
    const again = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    expect(await again.nth('seat', 1)).toMatchObject({ seats: ['A1'], team: 'A' })
  })

  it('without consent (a dropped connection) keeps the seats for the token', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(32) })
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const { token } = (await a.nth('seat', 1)) as { token: string }
    a.room.reconnection.enabled = false
    await a.room.leave(false)
    await expect(joinAs(colyseus, room.roomId, { seats: ['A1'] })).rejects.toThrow(/taken/)
    const back = await joinAs(colyseus, room.roomId, { token })
    expect(await back.nth('seat', 1)).toMatchObject({ seats: ['A1'] })
  })

  it('by one of two connections with the same token (a reloaded tab) keeps the seats', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(33) })
    const old = await joinAs(colyseus, room.roomId, { seats: ['B2'] })
    const { token } = (await old.nth('seat', 1)) as { token: string }
    const reloaded = await joinAs(colyseus, room.roomId, { token })
    await reloaded.nth('view', 1)
    await old.room.leave(true)
    await new Promise((r) => setTimeout(r, 100))
    expect(taken(room)).toEqual(['B2'])
  })
})
