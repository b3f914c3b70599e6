/**
 * Bounds and budgets of a room server (issue 35), through real WebSocket clients and HTTP:
 * one message budget per seat however many connections share its token, connections per seat
 * and spectators per room capped, the password asked of spectators too, wrong passwords and
 * unknown room codes slowed down, rooms per address limited, rooms nobody joins gone within
 * minutes, and card data too large for the table refused in words.
 */
import { existsSync, readdirSync } from 'node:fs'
import { matchMaker } from '@colyseus/core'
import { afterAll, describe, expect, it } from 'vitest'
import type { DuoRoomType } from '../../server/duoRoom'
import { roomPath } from '../../server/roomFile'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

afterAll(removeDataDirs)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('the message budget', () => {
  it('is one per seat: three connections with one token get no more through than one', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', {
        setup: sampleSetup(51, { startingLife: 10_000 }),
      })
      const first = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
      const { token } = (await first.nth('seat', 1)) as { token: string }
      const devices = [
        first,
        ...(await Promise.all([1, 2].map(() => joinAs(colyseus, room.roomId, { token })))),
      ]
      await Promise.all(devices.map((d) => d.nth('view', 1)))
      const life = room.game.teams.B.life
      const at = Date.now()
      for (let i = 0; i < 70; i++) {
        for (const d of devices)
          d.room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 1 } })
      }
      // Every message is answered: a move made (the life it took), or a refusal to its device.
      const refused = () =>
        devices.flatMap((d) =>
          d.messages.filter((m) => (m.message as { code?: string }).code === 'TOO_MANY_MESSAGES'),
        )
      for (let waited = 0; life - room.game.teams.B.life + refused().length < 210; waited += 20) {
        if (waited > 30_000) throw new Error('Not every message was answered within 30 s.')
        await sleep(20)
      }
      const seconds = (Date.now() - at) / 1000
      const accepted = life - room.game.teams.B.life
      // 40 at once and 20 a second for the seat: the 151 of 210 that once got through are gone.
      expect(accepted).toBeGreaterThanOrEqual(40)
      expect(accepted).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds))
      expect(refused()).toHaveLength(210 - accepted)
      expect(refused()[0]?.message).toMatchObject({ params: { perSecond: 20, burst: 40 } })
    } finally {
      await colyseus.shutdown()
    }
  })
})

describe('connections', () => {
  it('are at most 3 per seat token and 8 spectators per room, refused in words', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(52) })
      const first = await joinAs(colyseus, room.roomId, { seats: ['B2'] })
      const { token } = (await first.nth('seat', 1)) as { token: string }
      const more = [
        await joinAs(colyseus, room.roomId, { token }),
        await joinAs(colyseus, room.roomId, { token }),
      ]
      await expect(joinAs(colyseus, room.roomId, { token })).rejects.toThrow(
        /TOO_MANY_CONNECTIONS: This seat already plays on 3 connections/,
      )
      // One closes (a tab): the next comes in.
      await more[0]?.room.leave(false)
      await sleep(100)
      const again = await joinAs(colyseus, room.roomId, { token })
      expect(await again.nth('seat', 1)).toMatchObject({ seats: ['B2'] })

      const watchers = []
      for (let i = 0; i < 8; i++) watchers.push(await joinAs(colyseus, room.roomId, {}))
      await expect(joinAs(colyseus, room.roomId, {})).rejects.toThrow(
        /ROOM_FULL: This room already has 8 spectators/,
      )
      // Seats are never crowded out by spectators.
      const b1 = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
      expect(await b1.nth('seat', 1)).toMatchObject({ seats: ['B1'] })
    } finally {
      await colyseus.shutdown()
    }
  })
})

describe('a room with a password', () => {
  it('asks it of a spectator (the table screen) too, who then comes back by token', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', {
        setup: sampleSetup(53),
        password: 'hedge maze',
      })
      await expect(joinAs(colyseus, room.roomId, {})).rejects.toThrow(/BAD_PASSWORD/)
      const table = await joinAs(colyseus, room.roomId, { password: 'hedge maze' })
      const seat = (await table.nth('seat', 1)) as { token: string; seats: string[]; team: null }
      expect(seat).toMatchObject({ seats: [], team: null, token: expect.any(String) })
      // A reload of the table screen: its token, no password.
      await table.room.leave(false)
      const back = await joinAs(colyseus, room.roomId, { token: seat.token })
      expect(await back.nth('seat', 1)).toMatchObject({ seats: [], team: null })
      // The spectator's token holds no seat: every seat is still free to take.
      expect(room.summary().seats.every((s) => !s.taken)).toBe(true)
    } finally {
      await colyseus.shutdown()
    }
  })

  it('slows down wrong tries from one address: 5 at once, then 1 s, 2 s … between tries', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', {
        setup: sampleSetup(54),
        password: 'oak',
      })
      const tryPassword = (password: string) =>
        joinAs(colyseus, room.roomId, { seats: ['A1'], password }).then(
          () => 'in',
          (error: Error) => error.message,
        )
      for (let i = 0; i < 6; i++) expect(await tryPassword(`guess ${i}`)).toMatch(/BAD_PASSWORD/)
      // The sixth wrong one set a wait of 1 s: the next try, even the right one, waits.
      expect(await tryPassword('oak')).toMatch(
        /TOO_MANY_TRIES: Too many wrong passwords for this room from this address. Wait 1 s/,
      )
      await sleep(1100)
      expect(await tryPassword('guess 7')).toMatch(/BAD_PASSWORD/)
      expect(await tryPassword('oak')).toMatch(/Wait 2 s/)
      await sleep(2100)
      expect(await tryPassword('oak')).toBe('in')
    } finally {
      await colyseus.shutdown()
    }
  })
})

describe('the door per address', () => {
  const create = (origin: string, seed: number) =>
    fetch(`${origin}/matchmake/create/duo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: sampleSetup(seed) }),
    })

  it('makes 10 rooms at once, then refuses with TOO_MANY_ROOMS and when to try again', async () => {
    const { colyseus, origin } = await bootGameServer(tempDataDir())
    try {
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) statuses.push((await create(origin, 60 + i)).status)
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
      const refused = await create(origin, 99)
      expect(refused.headers.get('retry-after')).toBe('30')
      expect(await refused.json()).toMatchObject({
        error: expect.stringMatching(/^TOO_MANY_ROOMS: One address may make 10 rooms at once/),
      })
    } finally {
      await colyseus.shutdown()
    }
  })

  it('answers unknown room codes 5 times, then after a wait that grows; a found code never counts', async () => {
    const { colyseus, origin } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(55) })
      const lookup = (code: string) => fetch(`${origin}/api/rooms/${code}`)
      for (let i = 0; i < 10; i++) expect((await lookup(room.roomId)).status).toBe(200)
      for (const code of ['ZZZZ2', 'ZZZZ3', 'ZZZZ4', 'ZZZZ5', 'ZZZZ6', 'ZZZZ7']) {
        expect((await lookup(code)).status).toBe(404)
      }
      const slowed = await lookup('ZZZZ8')
      expect(slowed.status).toBe(429)
      expect(await slowed.json()).toMatchObject({
        error: expect.stringMatching(/^TOO_MANY_TRIES: .* Wait 1 s before the next one/),
      })
      await sleep(1050)
      expect((await lookup('ZZZZ8')).status).toBe(404)
      const longer = await lookup('ZZZZ9')
      expect(longer.headers.get('retry-after')).toBe('2')
      // A join by a code that names no room counts the same.
      await sleep(2050)
      const join = await fetch(`${origin}/matchmake/joinById/ZZZZA`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(join.status).toBe(522)
      expect((await lookup(room.roomId)).status).toBe(429)
    } finally {
      await colyseus.shutdown()
    }
  })
})

describe('a room nobody joins', () => {
  it('goes, files and all, once no seat was taken in it for unjoinedSeconds', async () => {
    const dataDir = tempDataDir()
    const { colyseus, origin } = await bootGameServer(dataDir, { limits: { unjoinedSeconds: 1 } })
    try {
      // Made over HTTP with no socket ever opened: the flood that kept rooms for ever.
      const made = await fetch(`${origin}/matchmake/create/duo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ setup: sampleSetup(56), seats: ['A1'] }),
      })
      const { roomId } = (await made.json()) as { roomId: string }
      expect(existsSync(roomPath(dataDir, roomId))).toBe(true)
      // A room whose seat was taken stays, though its device dropped; so does one with a table screen.
      const kept = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(57) })
      const player = await joinAs(colyseus, kept.roomId, { seats: ['B1'] })
      await player.nth('view', 1)
      await player.room.leave(false)
      const watched = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(58) })
      await joinAs(colyseus, watched.roomId, {})

      for (let waited = 0; matchMaker.getLocalRoomById(roomId); waited += 100) {
        if (waited > 5000) throw new Error('The unjoined room stayed.')
        await sleep(100)
      }
      expect(readdirSync(dataDir).filter((f) => f.startsWith(roomId))).toEqual([])
      expect((await fetch(`${origin}/api/rooms/${roomId}`)).status).toBe(404)
      await sleep(500)
      expect(matchMaker.getLocalRoomById(kept.roomId)).toBeDefined()
      expect(matchMaker.getLocalRoomById(watched.roomId)).toBeDefined()
    } finally {
      await colyseus.shutdown()
    }
  })
})

describe('card data in an action', () => {
  it('too large for the table is refused in words, and every view stays its size', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(59) })
      const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
      const b1 = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
      await Promise.all([a1.nth('view', 1), b1.nth('view', 1)])
      const before = JSON.stringify(room.game).length
      for (let i = 0; i < 10; i++) {
        a1.room.send('action', {
          action: {
            type: 'token/create',
            player: 'A1',
            data: { name: 'x'.repeat(20_000), type_line: 'Token Creature' },
            count: 100,
          },
        })
      }
      const refused = (await a1.nth('refused', 10)) as { code: string; message: string }
      expect(refused).toMatchObject({
        code: 'TOO_LARGE',
        detail: { params: expect.objectContaining({ length: 20000 }) },
      })
      expect(room.moves).toEqual([])
      expect(JSON.stringify(room.game).length).toBe(before)
      expect(b1.messages.filter((m) => m.type === 'view')).toHaveLength(1)
    } finally {
      await colyseus.shutdown()
    }
  })
})
