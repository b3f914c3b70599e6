/**
 * The game room through real WebSocket clients (issue 24): seat authority, validation, what each
 * device receives, and seat tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import { seenBy, type GameState } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir, type Inbox } from './boot'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

type DuoRoom = InstanceType<DuoRoomType>

let colyseus: ColyseusTestServer
beforeAll(async () => {
  colyseus = (await bootGameServer(tempDataDir())).colyseus
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

async function newRoom(): Promise<DuoRoom> {
  return colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(24) })
}

async function refusal(device: Inbox, count = 1) {
  return (await device.nth('refused', count)) as { code: string; message: string }
}

function handOf(game: GameState, player: string): string[] {
  return game.players[player]?.zones.hand ?? []
}

describe('seat authority', () => {
  it("refuses another seat's hand, the other team's attack and a spectator's edit; the game stays", async () => {
    const room = await newRoom()
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const b1 = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    const table = await joinAs(colyseus, room.roomId, {})
    await Promise.all([a1.nth('view', 1), b1.nth('view', 1), table.nth('view', 1)])
    const before = room.game

    b1.room.send('action', { action: { type: 'library/draw', player: 'A1' } })
    expect(await refusal(b1)).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: expect.stringMatching(/^authority\./) },
    })
    // B1 names a card in A1's hand by its real id: that card is A1's to move.
    const card = handOf(before, 'A1')[0]
    b1.room.send('action', { action: { type: 'card/move', player: 'B1', card, to: 'graveyard' } })
    expect(await refusal(b1, 2)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    // Team A is active (the sample game starts with A): B may not attack.
    b1.room.send('action', { action: { type: 'combat/attack', attacks: [] } })
    expect(await refusal(b1, 3)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    table.room.send('action', { action: { type: 'life/gain', player: 'A1', amount: 5 } })
    expect(await refusal(table)).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: expect.any(Object),
    })

    expect(room.game).toBe(before)
    expect(room.moves).toEqual([])
  })

  it("runs a seat's own action and a table edit, logging who made it", async () => {
    const room = await newRoom()
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
    const b2 = await joinAs(colyseus, room.roomId, { seats: ['B2'] })
    const hand = handOf(room.game, 'A1').length

    a1.room.send('action', { action: { type: 'library/draw', player: 'A1' } })
    await a1.nth('view', 2)
    expect(handOf(room.game, 'A1')).toHaveLength(hand + 1)
    b2.room.send('action', { action: { type: 'life/lose', player: 'A1', amount: 3 } })
    await b2.nth('view', 3)
    expect(room.game.teams.A.life).toBe(57)
    expect(room.moves.map((m) => [m.type, m.by])).toEqual([
      ['library/draw', ['A1', 'A2']],
      ['life/lose', ['B2']],
    ])
  })

  it("answers a rule the engine refuses with the engine's code, game unchanged", async () => {
    const room = await newRoom()
    const b1 = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    const before = room.game
    b1.room.send('action', { action: { type: 'life/lose', player: 'Z9', amount: 3 } })
    expect((await refusal(b1)).code).not.toBe('NOT_YOUR_SEAT')
    expect(room.game).toBe(before)
  })
})

describe('refusals name no hidden card', () => {
  it("answers a refused action on a face-down card without the card's name (708.5)", async () => {
    const room = await newRoom()
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const b1 = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    const card = handOf(room.game, 'A1')[0] ?? ''
    const name = room.game.cards[card]?.data.name ?? ''
    const faceDown = { type: 'card/move', player: 'A1', card, to: 'battlefield', faceDown: true }
    a1.room.send('action', { action: faceDown })
    await b1.nth('view', 2)
    // Casting it as a commander: the rules refuse, saying why without saying what it is.
    b1.room.send('action', { action: { type: 'commander/cast', player: 'B1', card } })
    expect(await refusal(b1)).toMatchObject({ code: 'NOT_A_COMMANDER' })
    expect(name).not.toBe('')
    expect(JSON.stringify(b1.messages)).not.toContain(name)
  })
})

describe('malformed messages', () => {
  it('refuses each with a message naming what is wrong, and changes nothing', async () => {
    const room = await newRoom()
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    await a1.nth('view', 1)
    const before = room.game

    a1.room.send('action', { action: { type: 'life/gain', player: 'A1', amount: '5' } })
    expect(await refusal(a1, 1)).toMatchObject({
      code: 'BAD_ACTION',
      params: { problem: /amount/ },
    })
    a1.room.send('action', { action: { type: 'card/steal', player: 'A1' } })
    expect(await refusal(a1, 2)).toMatchObject({ code: 'BAD_ACTION', params: { problem: /type/ } })
    a1.room.send('action', { type: 'library/draw', player: 'A1' })
    expect(await refusal(a1, 3)).toMatchObject({ code: 'BAD_MESSAGE' })
    a1.room.send('action', { action: { type: 'library/draw', player: 'A1', peek: true } })
    expect(await refusal(a1, 4)).toMatchObject({ code: 'BAD_ACTION', params: { problem: /peek/ } })
    a1.room.send('cheat', { give: 'everything' })
    expect(await refusal(a1, 5)).toMatchObject({
      code: 'UNKNOWN_MESSAGE',
      params: { type: 'cheat' },
    })

    expect(room.game).toBe(before)
  })

  it('refuses a join with bad options or seats that are not at the table', async () => {
    const room = await newRoom()
    await expect(joinAs(colyseus, room.roomId, { seats: 'A1' })).rejects.toThrow(/seats/)
    await expect(joinAs(colyseus, room.roomId, { seats: ['C3'] })).rejects.toThrow(/C3/)
    await expect(joinAs(colyseus, room.roomId, { seats: ['A1', 'B1'] })).rejects.toThrow(/one team/)
  })
})

describe('what each device receives', () => {
  it("never names a card in the other team's hand or in any library", async () => {
    const room = await newRoom()
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
    const b = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    const table = await joinAs(colyseus, room.roomId, {})
    a.room.send('action', { action: { type: 'library/draw', player: 'A1', count: 2 } })
    b.room.send('action', { action: { type: 'library/draw', player: 'B1' } })
    await Promise.all([a.nth('view', 3), b.nth('view', 3), table.nth('view', 3)])

    for (const [device, viewer] of [
      [a, { team: 'A' }],
      [b, { team: 'B' }],
      [table, 'spectator'],
    ] as const) {
      const game = room.game
      const visible = new Set<string>()
      const hidden = new Set<string>()
      for (const card of Object.values(game.cards)) {
        ;(seenBy(game, viewer, card.id) ? visible : hidden).add(card.data.name)
      }
      // A name both hidden and visible (a basic land in two places) proves nothing either way.
      const secret = [...hidden].filter((name) => !visible.has(name))
      expect(secret.length).toBeGreaterThan(20)
      const received = JSON.stringify(device.messages)
      for (const name of secret) expect(received).not.toContain(`"name":${JSON.stringify(name)}`)
    }
    // Team A's own hands do reach team A.
    const own = room.game.cards[handOf(room.game, 'A2')[0] ?? '']?.data.name ?? 'none'
    expect(JSON.stringify(a.messages)).toContain(`"name":${JSON.stringify(own)}`)
  })
})

describe('seat tokens', () => {
  it('gives a held seat back only to its token', async () => {
    const room = await newRoom()
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const seat = (await a1.nth('seat', 1)) as { token: string; seats: string[]; team: string }
    expect(seat).toMatchObject({ seats: ['A1'], team: 'A' })
    await expect(joinAs(colyseus, room.roomId, { seats: ['A1'] })).rejects.toThrow(/taken/)

    // A closed tab or a lost connection, not "Leave room" (which gives the seat up: leave.test.ts).
    a1.room.reconnection.enabled = false
    await a1.room.leave(false)
    await expect(joinAs(colyseus, room.roomId, { seats: ['A1'] })).rejects.toThrow(/taken/)
    await expect(joinAs(colyseus, room.roomId, { token: 'guess' })).rejects.toThrow(/token/)
    const back = await joinAs(colyseus, room.roomId, { token: seat.token })
    expect(await back.nth('seat', 1)).toEqual(seat)
    back.room.send('action', { action: { type: 'library/draw', player: 'A1' } })
    await back.nth('view', 2)
    expect(room.moves).toHaveLength(1)
  })

  it('reconnects a dropped device into the same session and seat (Colyseus reconnection)', async () => {
    const room = await newRoom()
    const b2 = await joinAs(colyseus, room.roomId, { seats: ['B2'] })
    await b2.nth('view', 1)
    const { reconnectionToken, sessionId } = b2.room
    // The test reconnects by hand, as a reloaded page does, not by the SDK's own retries.
    b2.room.reconnection.enabled = false
    await b2.room.leave(false)
    const again = await colyseus.sdk.reconnect(reconnectionToken)
    expect(again.sessionId).toBe(sessionId)
    const refused: unknown[] = []
    again.onMessage('refused', (m) => refused.push(m))
    again.onMessage('*', () => undefined)
    again.send('action', { action: { type: 'library/draw', player: 'B2' } })
    for (let i = 0; i < 200 && room.moves.length === 0; i++)
      await new Promise((r) => setTimeout(r, 10))
    expect(refused).toEqual([])
    expect(room.moves).toEqual([expect.objectContaining({ type: 'library/draw', by: ['B2'] })])
  })
})

describe('creating a room from a device', () => {
  it('takes four full decks and seats its creator', async () => {
    const setup = sampleSetup(5)
    expect(JSON.stringify(setup).length).toBeGreaterThan(100_000)
    const host = await colyseus.sdk.create('duo', {
      protocol: PROTOCOL_VERSION,
      setup,
      seats: ['B1', 'B2'],
    })
    const seat = await new Promise((resolve) => host.onMessage('seat', resolve))
    expect(seat).toMatchObject({ seats: ['B1', 'B2'], team: 'B' })
    await host.leave()
  })
})
