/**
 * Searching one's own library across devices (701.19; issues 24 and 26): the searching seat's
 * device, and it alone, gets that library's cards; the other team, the teammate's device on
 * another seat, and the table screen get nothing of it; the room's log line names no card; and
 * the search that follows is the engine's own 'library/search', taken from that list's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import { card, type CardView } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir, type Inbox } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

const logged: string[] = []
let colyseus: ColyseusTestServer
beforeAll(async () => {
  colyseus = (await bootGameServer(tempDataDir(), { log: (line) => logged.push(line) })).colyseus
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

/** Every name a message holds anywhere, as raw text (what a frame would carry). */
const text = (device: Inbox) => JSON.stringify(device.messages)

describe('a library search across devices', () => {
  it("sends A1's library to A1's device only, sorted by name; nobody else hears a name", async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(26) })
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const a2 = await joinAs(colyseus, room.roomId, { seats: ['A2'] })
    const b = await joinAs(colyseus, room.roomId, { seats: ['B1', 'B2'] })
    const table = await joinAs(colyseus, room.roomId, {})
    await Promise.all([a1, a2, b, table].map((d) => d.nth('view', 1)))
    const library = room.game.players['A1']?.zones.library ?? []
    // Names only in A1's library: no other zone of the game shows them to anybody.
    const elsewhere = new Set(
      Object.keys(room.game.cards)
        .filter((id) => !library.includes(id))
        .map((id) => card(room.game, id).name),
    )
    const secret = [...new Set(library.map((id) => card(room.game, id).name))].filter(
      (n) => !elsewhere.has(n),
    )
    expect(secret.length).toBeGreaterThan(0)

    a1.room.send('librarySearch', { player: 'A1' })
    const answer = (await a1.nth('libraryCards', 1)) as { player: string; cards: CardView[] }
    expect(answer.player).toBe('A1')
    expect(answer.cards.map((c) => c.id).sort()).toEqual([...library].sort())
    const names = answer.cards.map((c) => c.name)
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)))

    // A round trip to every other device, so anything sent them has arrived.
    a1.room.send('action', { action: { type: 'life/gain', player: 'A1', amount: 1 } })
    await Promise.all([a2, b, table].map((d) => d.nth('view', 2)))
    for (const other of [a2, b, table]) {
      expect(other.messages.map((m) => m.type)).not.toContain('libraryCards')
      for (const name of secret) expect(text(other)).not.toContain(name)
    }
    const line = logged.find((l) => l.includes(room.roomId)) ?? ''
    expect(line).toMatch(/A1 searches their library \(\d+ cards\)/)
    for (const name of secret) expect(line).not.toContain(name)

    // The search itself: one card of the list goes to A1's hand, by the id the list gave.
    const found = answer.cards.find((c) => c.name === secret[0])
    expect(found).toBeDefined()
    a1.room.send('action', {
      action: {
        type: 'library/search',
        player: 'A1',
        found: [{ card: found?.id, to: 'hand' }],
        shuffle: true,
        reveal: false,
      },
    })
    await a1.nth('view', 3)
    expect(room.game.players['A1']?.zones.hand).toContain(found?.id)
    expect(room.game.players['A1']?.zones.library).toHaveLength(library.length - 1)
  })

  it("refuses another seat's library, the other team's and a table screen's search; sends nothing", async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(27) })
    const a2 = await joinAs(colyseus, room.roomId, { seats: ['A2'] })
    const b = await joinAs(colyseus, room.roomId, { seats: ['B1', 'B2'] })
    const table = await joinAs(colyseus, room.roomId, {})
    await Promise.all([a2, b, table].map((d) => d.nth('view', 1)))

    a2.room.send('librarySearch', { player: 'A1' })
    b.room.send('librarySearch', { player: 'A1' })
    table.room.send('librarySearch', { player: 'A1' })
    b.room.send('librarySearch', { player: 'B1', peek: true })
    for (const d of [a2, table]) {
      expect(await d.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    }
    expect(await b.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(await b.nth('refused', 2)).toMatchObject({ code: 'BAD_MESSAGE' })
    for (const d of [a2, b, table]) {
      expect(d.messages.map((m) => m.type)).not.toContain('libraryCards')
    }
  })

  it('shows the top N in order to the looking seat only, for the arrangement that follows', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(28) })
    const b1 = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
    await Promise.all([a, b1].map((d) => d.nth('view', 1)))
    const library = room.game.players['B1']?.zones.library ?? []

    b1.room.send('librarySearch', { player: 'B1', top: 3 })
    const answer = (await b1.nth('libraryCards', 1)) as { top: number; cards: CardView[] }
    expect(answer.top).toBe(3)
    expect(answer.cards.map((c) => c.id)).toEqual(library.slice(0, 3))
    a.room.send('librarySearch', { player: 'B1', top: 3 })
    expect(await a.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    b1.room.send('librarySearch', { player: 'B1', top: 0 })
    expect(await b1.nth('refused', 1)).toMatchObject({ code: 'BAD_MESSAGE' })
    expect(logged.some((l) => l.includes(`${room.roomId}: B1 looks at the top 3`))).toBe(true)

    // Scry 3: the third card on top, the other two to the bottom, by the ids it was shown.
    const [first, second, third] = answer.cards.map((c) => c.id)
    b1.room.send('action', {
      action: {
        type: 'library/arrangeTop',
        player: 'B1',
        kind: 'scry',
        top: [third],
        bottom: [first, second],
      },
    })
    await b1.nth('view', 2)
    const after = room.game.players['B1']?.zones.library ?? []
    expect(after[0]).toBe(third)
    expect(after.slice(-2)).toEqual([first, second])
    expect(a.messages.map((m) => m.type)).not.toContain('libraryCards')
  })
})
