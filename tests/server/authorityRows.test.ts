/**
 * The authority table in a room (issue 35 item 2; docs/authority.md): each row and each room
 * request, through real WebSocket connections. What a device may do is the engine's answer
 * (actingSeat), never the device's word for who acts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seenBy, zone, type GameState } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { gameServerForFile, joinAs, tempDataDir, type Inbox } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

const dataDir = tempDataDir()
const server = gameServerForFile(dataDir)

interface Table {
  room: DuoRoom
  /** Team A on one device (both seats). */
  a: Inbox
  /** A2 alone on a device: A1's teammate. */
  b1: Inbox
  screen: Inbox
}

/** Team A's turn; A1 on one device, A2 on another, B1, and the table screen. */
async function table(): Promise<Table & { a2: Inbox }> {
  const room = await server().createRoom<DuoRoom>('duo', { setup: sampleSetup(35) })
  const a = await joinAs(server(), room.roomId, { seats: ['A1'] })
  const a2 = await joinAs(server(), room.roomId, { seats: ['A2'] })
  const b1 = await joinAs(server(), room.roomId, { seats: ['B1'] })
  const screen = await joinAs(server(), room.roomId, {})
  await Promise.all([a, a2, b1, screen].map((d) => d.nth('view', 1)))
  return { room, a, a2, b1, screen }
}

const count = (d: Inbox, type: string) => d.messages.filter((m) => m.type === type).length

interface Refused {
  code: string
  message: string
  detail?: { key: string }
}

/** Sends the action and resolves with the refusal it gets. */
async function refusedFor(device: Inbox, action: unknown): Promise<Refused> {
  const before = count(device, 'refused')
  device.room.send('action', { action })
  return (await device.nth('refused', before + 1)) as Refused
}

/** Sends the action and resolves once every device has the next view. */
async function accepted(t: Table & { a2: Inbox }, from: Inbox, action: unknown) {
  const views = [t.a, t.a2, t.b1, t.screen].map((d) => count(d, 'view'))
  from.room.send('action', { action })
  await Promise.all([t.a, t.a2, t.b1, t.screen].map((d, i) => d.nth('view', (views[i] ?? 0) + 1)))
}

function journal(roomId: string): { action?: { type: string; player?: string }; actor?: string }[] {
  const text = readFileSync(join(dataDir, `${roomId}.room.log`), 'utf8')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { action?: { type: string }; actor?: string })
}

const hand = (g: GameState, p: string) => zone(g, p, 'hand')

describe("row self: a player's own cards and decisions — the device holding that seat", () => {
  it("refuses another seat's draw, a teammate's included, and a card of another's hand", async () => {
    const t = await table()
    const before = t.room.game
    const draw = { type: 'library/draw', player: 'A1' }
    expect(await refusedFor(t.b1, draw)).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: 'authority.onlySelf' },
    })
    expect(await refusedFor(t.a2, draw)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    const card = hand(before, 'A1')[0]
    const discard = { type: 'card/move', player: 'B1', card, to: 'graveyard' }
    expect(await refusedFor(t.b1, discard)).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: 'authority.hiddenCards' },
    })
    expect(t.room.game).toBe(before)
    await accepted(t, t.a, draw)
    expect(hand(t.room.game, 'A1')).toHaveLength(8)
  })
})

describe('row activeTeam: moving the turn — the active team only, as on one device', () => {
  it("refuses team B's end of team A's turn, with or without a claimed seat", async () => {
    const t = await table()
    const before = t.room.game
    expect(before.turn.activeTeam).toBe('A')
    expect(await refusedFor(t.b1, { type: 'turn/end' })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: 'authority.notYourTurn' },
    })
    // Claiming to be A1 changes nothing: the device holds B1.
    expect(await refusedFor(t.b1, { type: 'turn/end', player: 'A1' })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: 'authority.notHeld' },
    })
    expect(await refusedFor(t.b1, { type: 'turn/nextStep', player: 'B1' })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
    })
    expect(t.room.game).toBe(before)
  })

  it('lets the active team end its turn, written down as the seat that did it', async () => {
    const t = await table()
    await accepted(t, t.a2, { type: 'turn/end' })
    expect(t.room.game.turn.activeTeam).toBe('B')
    expect(t.room.moves.at(-1)).toMatchObject({ type: 'turn/end', by: ['A2'], actor: 'A2' })
    expect(journal(t.room.roomId).at(-1)).toMatchObject({
      action: { type: 'turn/end', player: 'A2' },
      actor: 'A2',
    })
  })
})

describe('row defendingTeam: blocks — the defending team only', () => {
  it("refuses the attacking team's block; the defenders' is for the rules to judge", async () => {
    const t = await table()
    const block = { type: 'combat/declareTeamBlockers', blocks: [] }
    expect(await refusedFor(t.a, block)).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: 'block.attackingTeam' },
    })
    // Team B may block; with no attack declared the rules, not the seat, refuse it.
    expect((await refusedFor(t.b1, block)).code).not.toBe('NOT_YOUR_SEAT')
  })
})

describe("row reveals: what only one player may see — that player's device alone", () => {
  it("never lets team B turn on A1's top card revealed, or show A1's hand", async () => {
    const t = await table()
    const before = t.room.game
    const top = { type: 'library/topRevealed', player: 'A1', on: true }
    expect(await refusedFor(t.b1, top)).toMatchObject({
      code: 'NOT_YOUR_SEAT',
      detail: { key: 'authority.onlyRevealer' },
    })
    expect(await refusedFor(t.a2, top)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    const show = { type: 'hand/reveal', player: 'A1', revealed: true }
    expect(await refusedFor(t.b1, show)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(t.room.game).toBe(before)
    // A1 may: then everyone sees that top card (401.5).
    await accepted(t, t.a, top)
    const onTop = zone(t.room.game, 'A1', 'library')[0] ?? ''
    expect(seenBy(t.room.game, { team: 'B' }, onTop)).toBe(true)
  })

  it('gives turning a face-down permanent face up to its controller (702.37e)', async () => {
    const t = await table()
    const card = hand(t.room.game, 'A1')[0]
    const down = { type: 'card/move', player: 'A1', card, to: 'battlefield', faceDown: true }
    await accepted(t, t.a, down)
    const up = { type: 'card/turnFaceUp', player: 'B1', card }
    expect(await refusedFor(t.b1, up)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(t.room.game.cards[card ?? '']?.faceDown).toBe(true)
  })
})

describe('row public: effects in the open — any seat, signed, and shown to the team touched', () => {
  it("takes team B's life loss on team A, naming B1 as who did it on every device", async () => {
    const t = await table()
    const seq = t.room.game.seq
    const views = count(t.a, 'view')
    await accepted(t, t.b1, { type: 'life/lose', player: 'A1', amount: 3 })
    expect(t.room.game.teams.A.life).toBe(57)
    const view = (await t.a.nth('view', views + 1)) as {
      last: unknown
      game: { log: { seq: number; by?: string }[] }
    }
    expect(view.last).toMatchObject({ type: 'life/lose', by: ['B1'], actor: 'B1', touches: ['A'] })
    const fresh = view.game.log.filter((l) => l.seq > seq)
    expect(fresh.length).toBeGreaterThan(0)
    expect(fresh.every((l) => l.by === 'B1')).toBe(true)
    // A spectator has no seat to act as.
    const spectator = await refusedFor(t.screen, { type: 'life/gain', player: 'A1', amount: 5 })
    expect(spectator).toMatchObject({ code: 'NOT_YOUR_SEAT', detail: expect.any(Object) })
  })
})

describe("request librarySearch: a library's cards — the device holding that seat", () => {
  it("answers A1's own search, and refuses team B's and the teammate's", async () => {
    const t = await table()
    t.b1.room.send('librarySearch', { player: 'A1' })
    expect(await t.b1.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.a2.room.send('librarySearch', { player: 'A1', top: 3 })
    expect(await t.a2.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.a.room.send('librarySearch', { player: 'A1', top: 3 })
    expect(await t.a.nth('libraryCards', 1)).toMatchObject({ player: 'A1', top: 3 })
    expect(count(t.b1, 'libraryCards') + count(t.a2, 'libraryCards')).toBe(0)
  })
})

describe('request export: the whole game — a seated device, once the game is over', () => {
  it('refuses before the end and a spectator after it; every device is shown who saved it', async () => {
    const t = await table()
    t.b1.room.send('export', {})
    expect(await t.b1.nth('refused', 1)).toMatchObject({ code: 'EXPORT_NOT_OVER' })
    await accepted(t, t.b1, { type: 'life/set', player: 'A1', value: 0 })
    expect(t.room.game.outcome.over).toBe(true)
    t.screen.room.send('export', {})
    expect(await t.screen.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.b1.room.send('export', {})
    await t.b1.nth('exported', 1)
    for (const d of [t.a, t.a2, t.b1, t.screen]) {
      expect(await d.nth('roomNote', 1)).toMatchObject({
        note: { kind: 'export', by: ['B1'] },
      })
    }
    expect(count(t.screen, 'exported') + count(t.a, 'exported')).toBe(0)
  })
})

describe('request undo: the team that made the step in its own turn, else the other team asks', () => {
  it('takes A1’s own draw back at once, asks A when B undoes it, refuses a spectator', async () => {
    const t = await table()
    await accepted(t, t.a, { type: 'library/draw', player: 'A1' })
    t.screen.room.send('undo', {})
    expect(await t.screen.nth('refused', 1)).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    t.b1.room.send('undo', {})
    expect(await t.a.nth('undoAsk', 1)).toMatchObject({ kind: 'undo', by: ['B1'] })
    expect(await t.a2.nth('undoAsk', 1)).toMatchObject({ kind: 'undo', by: ['B1'] })
    const { askId } = (await t.a.nth('undoAsk', 1)) as { askId: string }
    t.a.room.send('undoAnswer', { askId, agree: false })
    await t.b1.nth('undoDone', 1)
    t.a.room.send('undo', {})
    await t.b1.nth('view', 3)
    expect(hand(t.room.game, 'A1')).toHaveLength(7)
    expect(count(t.b1, 'undoAsk')).toBe(0)
  })
})
