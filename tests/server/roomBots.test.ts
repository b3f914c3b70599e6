/**
 * Bot seats in a room (issue 39): the host gives seats to DuoTable and the server plays them,
 * from their team's view only, through the same checks as a device's move — logged, journaled,
 * undoable. No device may take a bot's seat; an undo asked of a team DuoTable plays whole is
 * agreed at once, and the bots then wait until nothing is left to redo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import { turn, type GameSetup, type GameState } from '../../src/engine'
import type { DuoRoomType } from '../../server/duoRoom'
import { namesHiddenFrom } from '../../server/hiddenNames'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

let colyseus: ColyseusTestServer
beforeAll(async () => {
  colyseus = (await bootGameServer(tempDataDir(), { botPaceMs: 0 })).colyseus
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

/** The sample game with team B played by DuoTable. */
function againstBots(seed: number): GameSetup {
  const setup = sampleSetup(seed, { startingTeam: 'A' })
  for (const player of setup.teams[1].players) player.bot = true
  return setup
}

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; waited < 8000 && !check(); waited += 10) {
    await new Promise((r) => setTimeout(r, 10))
  }
}

const turnOf = (g: GameState) => turn(g)

describe('seats DuoTable plays in a room', () => {
  it('play the bot team’s whole turn on the server, and hand the turn back', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: againstBots(39) })
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
    await a.nth('view', 1)
    a.room.send('action', { action: { type: 'turn/end' } })
    await until(() => turnOf(room.game).number === 3)
    expect(turnOf(room.game)).toMatchObject({ number: 3, activeTeam: 'A' })
    const botMoves = room.moves.filter((m) => m.by.some((p) => p.startsWith('B')))
    expect(botMoves.length).toBeGreaterThan(2)
    // Each bot move is one seat's, acting as itself.
    for (const m of botMoves) {
      expect(m.by).toHaveLength(1)
      expect(m.actor).toBe(m.by[0])
    }
    expect(botMoves.map((m) => m.type)).toContain('turn/end')
    // Team A's device was never sent a card of team B's hands.
    const hidden = namesHiddenFrom([...room.history.past, room.game], { team: 'A' })
    const seen = JSON.stringify(a.messages)
    expect([...hidden].filter((name) => seen.includes(`"${name}"`))).toEqual([])
  })

  it('are never given to a device, and the room lists them as DuoTable’s', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: againstBots(40) })
    await expect(joinAs(colyseus, room.roomId, { seats: ['B1'] })).rejects.toThrow(
      /DuoTable plays seat B1/,
    )
    expect(room.summary().seats.map((s) => [s.id, s.taken, s.bot ?? false])).toEqual([
      ['A1', false, false],
      ['A2', false, false],
      ['B1', true, true],
      ['B2', true, true],
    ])
  })

  it('agree at once to an undo of their step, then wait until nothing is left to redo', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: againstBots(41) })
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1', 'A2'] })
    await a.nth('view', 1)
    a.room.send('action', { action: { type: 'turn/end' } })
    await until(() => turnOf(room.game).number === 3)
    const handedBack = room.game
    const steps = room.history.past.length

    // Team A takes back team B's last step (its turn/end): asked of B, agreed by DuoTable.
    a.room.send('undo', {})
    await until(() => room.history.future.length === 1)
    expect(room.history.past.length).toBe(steps - 1)
    expect(room.notes.at(-1)).toMatchObject({ kind: 'undo', asked: { team: 'B', agreed: true } })
    // The bots would only make the same move again: they wait while it can be redone.
    await new Promise((r) => setTimeout(r, 300))
    expect(room.history.future.length).toBe(1)
    a.room.send('redo', {})
    await until(() => room.history.future.length === 0)
    expect(room.game).toBe(handedBack)
  })
})
