/**
 * Issue 35's attack, move by move, from team B's device in team A's turn: end A's turn, turn on
 * A1's top card revealed, set A's life to 0, export the full game, undo twice back into play —
 * and the spectator's raw export. Each is refused, or asked of team A, who sees every attempt;
 * no frame to a device names a card it may not see until the game is over and exported.
 */
import { describe, expect, it } from 'vitest'
import { zone, type GameState } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { namesHiddenFrom } from '../../server/hiddenNames'
import { sampleSetup } from '../fixtures/sampleGame'
import { gameServerForFile, joinAs, type Inbox } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

const server = gameServerForFile()

const count = (d: Inbox, type: string) => d.messages.filter((m) => m.type === type).length

async function table(starts: 'A' | 'B') {
  const room = await server().createRoom<DuoRoom>('duo', {
    setup: sampleSetup(35, { startingTeam: starts }),
  })
  const a = await joinAs(server(), room.roomId, { seats: ['A1', 'A2'] })
  const b = await joinAs(server(), room.roomId, { seats: ['B1', 'B2'] })
  const screen = await joinAs(server(), room.roomId, {})
  await Promise.all([a, b, screen].map((d) => d.nth('view', 1)))
  return { room, a, b, screen }
}

async function refused(device: Inbox, type: string, message: unknown) {
  const before = count(device, 'refused')
  device.room.send(type, message)
  return (await device.nth('refused', before + 1)) as { code: string }
}

/** Names a device's frames must never hold: cards of the states it may not see. */
function secretsFor(states: GameState[], team: 'A' | 'B' | null): Set<string> {
  return namesHiddenFrom(states, team === null ? 'spectator' : { team })
}

function expectNoName(device: Inbox, secret: Set<string>, upTo = device.messages.length) {
  expect(secret.size).toBeGreaterThan(20)
  const received = JSON.stringify(device.messages.slice(0, upTo))
  for (const name of secret) expect(received).not.toContain(`"name":${JSON.stringify(name)}`)
}

describe("issue 35's theft, from team B's device", () => {
  it("refuses B's turn end and A's top card revealed, asks A before any undo back into play", async () => {
    const { room, a, b, screen } = await table('A')
    const start = room.game

    // 1. End team A's turn: refused, the engine's 805.4a.
    expect(await refused(b, 'action', { action: { type: 'turn/end' } })).toMatchObject({
      code: 'NOT_YOUR_SEAT',
    })
    // 2. "Play with the top card revealed" for A1's library, and A1's hand shown: refused.
    const top = { type: 'library/topRevealed', player: 'A1', on: true }
    expect(await refused(b, 'action', { action: top })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    const show = { type: 'hand/reveal', player: 'A1', revealed: true }
    expect(await refused(b, 'action', { action: show })).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(room.game).toBe(start)

    // 3. A1's life to 0: a table edit anyone may make, in the open — team A is told who did it.
    b.room.send('action', { action: { type: 'life/set', player: 'A1', value: 0 } })
    const told = (await a.nth('view', 2)) as { last: unknown }
    expect(told.last).toMatchObject({ type: 'life/set', actor: 'B1', touches: ['A'] })
    expect(room.game.outcome).toMatchObject({ over: true, winner: 'B' })
    const played = [...room.history.past, room.game]
    const beforeExport = b.messages.length

    // 4. The spectator's raw export: refused, nothing sent.
    expect(await refused(screen, 'export', {})).toMatchObject({ code: 'NOT_YOUR_SEAT' })
    expect(count(screen, 'exported')).toBe(0)

    // 5. B's export, the game being over: allowed — and shown to every device.
    b.room.send('export', {})
    await b.nth('exported', 1)
    for (const d of [a, b, screen]) {
      expect(await d.nth('roomNote', 1)).toMatchObject({
        note: { kind: 'export', by: ['B1', 'B2'] },
      })
    }

    // 6. Undo twice: B made the step, but it reopens a finished game: team A is asked.
    b.room.send('undo', {})
    const ask = (await a.nth('undoAsk', 1)) as { askId: string }
    expect(ask).toMatchObject({
      kind: 'undo',
      by: ['B1', 'B2'],
      reason: 'reopens',
      exported: ['B'],
    })
    expect(await refused(b, 'undo', {})).toMatchObject({ code: 'UNDO_PENDING' })
    expect(room.game.outcome.over).toBe(true)

    // 7. A declines: the game stays over, and every device keeps the attempt.
    a.room.send('undoAnswer', { askId: ask.askId, agree: false })
    for (const d of [a, b, screen]) {
      expect(await d.nth('roomNote', 2)).toMatchObject({
        note: { kind: 'undo', by: ['B1', 'B2'], asked: { team: 'A', agreed: false } },
      })
    }
    expect(room.game.outcome.over).toBe(true)
    expect(room.game.turn.number).toBe(1)
    expect(room.history.future).toEqual([])

    // Nothing named a hidden card to a device while the game was played; B only by its export.
    expectNoName(a, secretsFor(played, 'A'))
    expectNoName(screen, secretsFor(played, null))
    expectNoName(b, secretsFor(played, 'B'), beforeExport)
    const afterExport = b.messages.slice(beforeExport).filter((m) => m.type !== 'exported')
    const bSecret = secretsFor(played, 'B')
    for (const name of bSecret) {
      expect(JSON.stringify(afterExport)).not.toContain(`"name":${JSON.stringify(name)}`)
    }
  })

  it("asks A when B, in its own turn, undoes a mill of A's library (the top would be known)", async () => {
    const { room, a, b } = await table('B')
    const libraryTop = zone(room.game, 'A1', 'library').slice(0, 2)
    b.room.send('action', { action: { type: 'library/mill', player: 'A1', count: 2 } })
    await a.nth('view', 2)
    b.room.send('undo', {})
    const ask = (await a.nth('undoAsk', 1)) as { askId: string }
    expect(ask).toMatchObject({ kind: 'undo', reason: 'rehides' })
    a.room.send('undoAnswer', { askId: ask.askId, agree: true })
    await b.nth('view', 3)
    expect(zone(room.game, 'A1', 'library').slice(0, 2)).toEqual(libraryTop)
    expect(await a.nth('roomNote', 1)).toMatchObject({
      note: { kind: 'undo', asked: { team: 'A', agreed: true } },
    })
  })

  it('asks A even in B’s own turn when B ends the game and takes it back unexported', async () => {
    const { room, a, b } = await table('B')
    b.room.send('action', { action: { type: 'life/set', player: 'A1', value: 0 } })
    await a.nth('view', 2)
    b.room.send('undo', {})
    expect(await a.nth('undoAsk', 1)).toMatchObject({ reason: 'reopens' })
    expect(room.game.outcome.over).toBe(true)
    expect((await a.nth('undoAsk', 1)) as object).not.toHaveProperty('exported')
  })
})
