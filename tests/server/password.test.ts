/**
 * A room's password (issue 24, PROTOCOL-24 item 3): taking seats needs it, a seat token does not,
 * and the room file keeps only a scrypt hash of it — through a server restart too.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

type DuoRoom = InstanceType<DuoRoomType>

afterAll(removeDataDirs)

const PASSWORD = 'kitchen table'

describe('a room with a password', () => {
  it('seats only a device that gives it; a seat token needs none, even after a restart', async () => {
    const dataDir = tempDataDir()
    const first = await bootGameServer(dataDir)
    const room = await first.colyseus.createRoom<DuoRoom>('duo', {
      setup: sampleSetup(9),
      password: PASSWORD,
    })
    const code = room.roomId
    const summary = await fetch(`${first.origin}/api/rooms/${code}`).then((r) => r.json())
    expect(summary).toMatchObject({ code, password: true })

    const badPassword = { code: 401, message: "BAD_PASSWORD: The room's password is not right." }
    await expect(joinAs(first.colyseus, code, { seats: ['A1'] })).rejects.toMatchObject(badPassword)
    await expect(
      joinAs(first.colyseus, code, { seats: ['A1'], password: 'kitchen' }),
    ).rejects.toMatchObject(badPassword)
    const a1 = await joinAs(first.colyseus, code, { seats: ['A1'], password: PASSWORD })
    const seat = (await a1.nth('seat', 1)) as { token: string }
    expect(seat).toMatchObject({ seats: ['A1'] })

    const file = readFileSync(join(dataDir, `${code}.room.json`), 'utf8')
    expect(file).not.toContain(PASSWORD)
    expect(JSON.parse(file)).toMatchObject({ passwordHash: expect.stringMatching(/^scrypt:/) })
    await first.colyseus.shutdown()

    const second = await bootGameServer(dataDir)
    try {
      expect(second.resume.resumed).toEqual([code])
      await expect(joinAs(second.colyseus, code, { seats: ['B1'] })).rejects.toMatchObject(
        badPassword,
      )
      const back = await joinAs(second.colyseus, code, { token: seat.token })
      expect(await back.nth('seat', 1)).toMatchObject({ seats: ['A1'], team: 'A' })
      const b1 = await joinAs(second.colyseus, code, { seats: ['B1'], password: PASSWORD })
      expect(await b1.nth('seat', 1)).toMatchObject({ seats: ['B1'], team: 'B' })
    } finally {
      await second.colyseus.shutdown()
    }
  })

  it('seats the device that creates the room with its password and seats', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const options = { setup: sampleSetup(2), password: PASSWORD, seats: ['B2'] }
      const host = await colyseus.sdk.create('duo', { protocol: PROTOCOL_VERSION, ...options })
      const seat = await new Promise((resolve) => host.onMessage('seat', resolve))
      host.onMessage('*', () => undefined)
      expect(seat).toMatchObject({ seats: ['B2'], team: 'B' })
      await expect(
        colyseus.sdk.create('duo', {
          protocol: PROTOCOL_VERSION,
          setup: sampleSetup(2),
          password: '',
        }),
      ).rejects.toThrow(/password/)
      await host.leave()
    } finally {
      await colyseus.shutdown()
    }
  })
})
