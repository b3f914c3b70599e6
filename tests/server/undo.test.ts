/**
 * Undo across devices (issue 24 item 4, PROTOCOL-24 item 4): the team that made a step takes it
 * back at once during its own turn; any other undo or redo asks the other team's devices and
 * waits; no undo, and no question about one, names a card the device may not see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import type { GameState } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { namesHiddenFrom } from '../../server/hiddenNames'
import { stepWords } from '../../server/undoAsk'
import { sampleGame, sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir, type Inbox } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

let colyseus: ColyseusTestServer
beforeAll(async () => {
  colyseus = (await bootGameServer(tempDataDir())).colyseus
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

interface Table {
  room: DuoRoom
  a: Inbox
  b: Inbox
  screen: Inbox
}

/** A room with team A on one device, B1 on another and the table screen; `starts` goes first. */
async function table(starts: 'A' | 'B' = 'A'): Promise<Table> {
  const setup = sampleSetup(24, { startingTeam: starts })
  const room = await colyseus.createRoom<DuoRoom>('duo', { setup })
  const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
  const b = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
  const screen = await joinAs(colyseus, room.roomId, {})
  await Promise.all([a.nth('view', 1), b.nth('view', 1), screen.nth('view', 1)])
  return { room, a, b, screen }
}

const hand = (game: GameState, player: string) => game.players[player]?.zones.hand ?? []

function count(device: Inbox, type: string): number {
  return device.messages.filter((m) => m.type === type).length
}

/** A1 draws a card; resolves once every device has the new view. */
async function a1Draws(t: Table): Promise<GameState> {
  const before = t.room.game
  const views = count(t.b, 'view')
  t.a.room.send('action', { action: { type: 'library/draw', player: 'A1' } })
  await Promise.all([t.a, t.b, t.screen].map((d) => d.nth('view', views + 1)))
  return before
}

async function refusal(device: Inbox, nth = 1) {
  return (await device.nth('refused', nth)) as { code: string; message: string }
}

describe('the team that made a step, during its own turn', () => {
  it('undoes and redoes at once, without asking', async () => {
    const t = await table('A')
    const before = await a1Draws(t)
    const drawn = t.room.game

    t.a.room.send('undo', {})
    await t.b.nth('view', 3)
    expect(t.room.game).toBe(before)
    expect(t.room.history.future).toEqual([drawn])
    t.a.room.send('redo')
    await t.b.nth('view', 4)
    expect(t.room.game).toBe(drawn)
    expect(t.room.moves.map((m) => [m.type, m.by])).toEqual([
      ['library/draw', ['A1', 'A2']],
      ['undo', ['A1', 'A2']],
      ['redo', ['A1', 'A2']],
    ])
    expect([t.a, t.b, t.screen].map((d) => count(d, 'undoAsk'))).toEqual([0, 0, 0])
  })
})

describe('any other undo asks the other team', () => {
  it("asks A's devices when B undoes A's draw, and undoes it when A agrees", async () => {
    const t = await table('A')
    const before = await a1Draws(t)

    t.b.room.send('undo', {})
    const ask = (await t.a.nth('undoAsk', 1)) as { askId: string }
    expect(ask).toEqual({
      askId: expect.any(String),
      kind: 'undo',
      by: ['B1'],
      what: 'A1 drew a card.',
      words: {
        text: 'A1 drew a card.',
        line: expect.objectContaining({ key: 'log.zones.drew' }),
        more: 0,
      },
    })
    expect(t.room.game).not.toBe(before)

    t.b.room.send('undo', {})
    expect(await refusal(t.b, 1)).toMatchObject({ code: 'UNDO_PENDING' })
    t.b.room.send('undoAnswer', { askId: ask.askId, agree: true })
    expect(await refusal(t.b, 2)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.screen.room.send('undoAnswer', { askId: ask.askId, agree: true })
    expect(await refusal(t.screen, 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.a.room.send('undoAnswer', { askId: 'not-this-one', agree: true })
    expect(await refusal(t.a, 1)).toMatchObject({ code: 'NO_SUCH_ASK' })
    t.a.room.send('undoAnswer', { askId: ask.askId, agree: 'yes' })
    expect(await refusal(t.a, 2)).toMatchObject({
      code: 'BAD_MESSAGE',
      params: { problem: /agree/ },
    })
    expect(t.room.game).not.toBe(before)

    t.a.room.send('undoAnswer', { askId: ask.askId, agree: true })
    const done = { askId: ask.askId, kind: 'undo', agreed: true }
    for (const device of [t.a, t.b, t.screen]) expect(await device.nth('undoDone', 1)).toEqual(done)
    expect(t.room.game).toBe(before)
    expect(hand(t.room.game, 'A1')).toHaveLength(7)
    expect(count(t.b, 'undoAsk') + count(t.screen, 'undoAsk')).toBe(0)
    expect(t.room.moves.at(-1)).toMatchObject({ type: 'undo', by: ['B1'] })
  })

  it('tells the asker no when the other team declines, and changes nothing', async () => {
    const t = await table('A')
    await a1Draws(t)
    const drawn = t.room.game
    t.b.room.send('undo', {})
    const { askId } = (await t.a.nth('undoAsk', 1)) as { askId: string }
    t.a.room.send('undoAnswer', { askId, agree: false })
    expect(await refusal(t.b)).toMatchObject({ code: 'UNDO_DECLINED' })
    for (const device of [t.a, t.b, t.screen]) {
      expect(await device.nth('undoDone', 1)).toEqual({ askId, kind: 'undo', agreed: false })
    }
    expect(t.room.game).toBe(drawn)
    expect(count(t.a, 'refused') + count(t.screen, 'refused')).toBe(0)
  })

  it("asks the other team when a team undoes its own step during the other team's turn", async () => {
    const t = await table('B')
    await a1Draws(t)
    t.a.room.send('undo', {})
    expect(await t.b.nth('undoAsk', 1)).toMatchObject({ kind: 'undo', by: ['A1', 'A2'] })
    expect(count(t.a, 'undoAsk')).toBe(0)
  })

  it('cancels a waiting ask when a move is made, and shows a waiting ask to a device that joins', async () => {
    const t = await table('A')
    await a1Draws(t)
    t.b.room.send('undo', {})
    const { askId } = (await t.a.nth('undoAsk', 1)) as { askId: string }
    const aSeat = (await t.a.nth('seat', 1)) as { token: string }
    const second = await joinAs(colyseus, t.room.roomId, { token: aSeat.token })
    expect(await second.nth('undoAsk', 1)).toMatchObject({ askId, kind: 'undo' })

    t.b.room.send('action', { action: { type: 'life/gain', player: 'B1', amount: 2 } })
    for (const device of [t.a, t.b, t.screen]) {
      expect(await device.nth('undoDone', 1)).toEqual({ askId, kind: 'undo', agreed: false })
    }
    t.a.room.send('undoAnswer', { askId, agree: true })
    expect(await refusal(t.a)).toMatchObject({ code: 'NO_SUCH_ASK' })
    expect(t.room.game.teams.B.life).toBe(62)
  })

  it('asks for a redo the same way', async () => {
    const t = await table('A')
    const before = await a1Draws(t)
    t.a.room.send('undo', {})
    await t.b.nth('view', 3)
    t.b.room.send('redo', {})
    const ask = (await t.a.nth('undoAsk', 1)) as { askId: string }
    expect(ask).toMatchObject({ kind: 'redo', by: ['B1'], what: 'A1 drew a card.' })
    t.a.room.send('undoAnswer', { askId: ask.askId, agree: true })
    await t.b.nth('undoDone', 1)
    expect(t.room.history.past.at(-1)).toBe(before)
    expect(hand(t.room.game, 'A1')).toHaveLength(8)
  })
})

describe('what cannot be undone', () => {
  it('refuses with nothing to undo or redo, and refuses the table screen', async () => {
    const t = await table('A')
    t.a.room.send('undo', {})
    expect(await refusal(t.a, 1)).toMatchObject({ code: 'NOTHING_TO_UNDO' })
    t.b.room.send('redo', {})
    expect(await refusal(t.b, 1)).toMatchObject({ code: 'NOTHING_TO_REDO' })
    await a1Draws(t)
    t.screen.room.send('undo', {})
    expect(await refusal(t.screen, 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.a.room.send('undo', { please: true })
    expect(await refusal(t.a, 2)).toMatchObject({ code: 'BAD_MESSAGE' })
    expect(t.room.history.past).toHaveLength(1)
  })
})

describe('no undo names a hidden card', () => {
  it("never sends team B a card of A's hand or library, through asks, undos and redos", async () => {
    const t = await table('B')
    const card = hand(t.room.game, 'A1')[0]
    t.a.room.send('action', { action: { type: 'card/move', player: 'A1', card, to: 'library' } })
    await t.b.nth('view', 2)
    await a1Draws(t)
    for (const kind of ['undo', 'undo', 'redo'] as const) {
      const asks = count(t.b, 'undoAsk')
      t.a.room.send(kind, {})
      const { askId } = (await t.b.nth('undoAsk', asks + 1)) as { askId: string }
      t.b.room.send('undoAnswer', { askId, agree: true })
      await t.a.nth('undoDone', asks + 1)
    }
    const { past, future } = t.room.history
    const secret = namesHiddenFrom([...past, t.room.game, ...future], { team: 'B' })
    expect(secret.size).toBeGreaterThan(20)
    const received = JSON.stringify(t.b.messages)
    // A name inside another card's rules text ("Explore") proves nothing: card names only.
    for (const name of secret) expect(received).not.toContain(`"name":${JSON.stringify(name)}`)
    expect(t.b.messages.filter((m) => m.type === 'undoAsk').map((m) => m.message)).toEqual([
      expect.objectContaining({ kind: 'undo', what: 'A1 drew a card.' }),
      expect.objectContaining({ kind: 'undo', what: 'A1 moved a card on top of the library.' }),
      expect.objectContaining({ kind: 'redo', what: 'A1 moved a card on top of the library.' }),
    ])
  })

  it("words the question without a card the asked team may not see, even from an older save's line", () => {
    const earlier = sampleGame(3)
    const secret = earlier.cards[hand(earlier, 'A1')[0] ?? '']?.data.name ?? ''
    // A log line of an older save, plain words only, naming a card in A1's hand.
    const line = { seq: earlier.seq + 1, text: `A1 looked at ${secret}.` }
    const later = { ...earlier, seq: earlier.seq + 1, log: [...earlier.log, line] }
    expect(stepWords({ earlier, later, by: ['A1'] }, 'A')).toBe(`A1 looked at ${secret}.`)
    expect(stepWords({ earlier, later, by: ['A1'] }, 'B')).not.toContain(secret)
  })
})
