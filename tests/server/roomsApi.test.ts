/**
 * Room codes and the rooms API (issue 24, PROTOCOL-24 items 1–2): a room's id is a short code a
 * player can type; `GET /api/rooms/<CODE>` lists its seats so a joining device picks a free one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import type { DuoRoomType } from '../../server/duoRoom'
import { CODE_ALPHABET, isRoomCode, newRoomCode } from '../../server/roomCodes'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

let colyseus: ColyseusTestServer
let origin: string
beforeAll(async () => {
  ;({ colyseus, origin } = await bootGameServer(tempDataDir()))
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

async function getRoom(code: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${origin}/api/rooms/${code}`)
  return { status: response.status, body: await response.json() }
}

describe('room codes', () => {
  it('names each new room by five characters that cannot be misread (no I, O, 0, 1)', async () => {
    const rooms = await Promise.all(
      [1, 2, 3].map(() => colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(3) })),
    )
    const ids = rooms.map((r) => r.roomId)
    for (const id of ids) expect(id).toMatch(/^[A-HJ-NP-Z2-9]{5}$/)
    expect(new Set(ids).size).toBe(3)
    expect(CODE_ALPHABET).toHaveLength(32)
  })

  it('skips a code a live or saved room already has', () => {
    const taken = new Set<string>()
    const asked: string[] = []
    const code = newRoomCode((c) => {
      asked.push(c)
      // The first two codes drawn are "taken".
      if (asked.length <= 2) taken.add(c)
      return taken.has(c)
    })
    expect(asked).toHaveLength(3)
    expect(code).toBe(asked[2])
    expect(isRoomCode(code)).toBe(true)
  })
})

describe('GET /api/rooms/<CODE>', () => {
  it('lists the seats with their names and teams, and which are taken', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(4) })
    await joinAs(colyseus, room.roomId, { seats: ['A2'] })
    // Codes are read in any case (a phone's keyboard starts lower-case).
    const { status, body } = await getRoom(room.roomId.toLowerCase())
    expect(status).toBe(200)
    const game = room.game
    expect(body).toEqual({
      code: room.roomId,
      password: false,
      seats: game.seats.map((id) => ({
        id,
        name: game.players[id]?.name,
        team: game.players[id]?.team,
        taken: id === 'A2',
      })),
    })
    expect(JSON.stringify(body)).not.toContain('"zones"')
  })

  it('answers 404 with words for a code no room has', async () => {
    expect(await getRoom('zzzz9')).toEqual({
      status: 404,
      body: { message: 'There is no room ZZZZ9.' },
    })
  })
})
