/**
 * What a device learns of the history and the finished game (issue 24, PROTOCOL-24 items 4–5):
 * every view says whether a step can be undone or redone; the full game, hidden cards and all,
 * leaves the server as the app's own save file, and only once the game is over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import type { DuoRoomType } from '../../server/duoRoom'
import { readGameFile } from '../../src/store/gameFile'
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

interface View {
  canUndo: boolean
  canRedo: boolean
}

describe('views say what can be undone', () => {
  it('carries canUndo and canRedo to every device, the table screen too', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(11) })
    const a = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const screen = await joinAs(colyseus, room.roomId, {})
    expect(await screen.nth('view', 1)).toMatchObject({ canUndo: false, canRedo: false })
    a.room.send('action', { action: { type: 'library/draw', player: 'A1' } })
    expect(await screen.nth('view', 2)).toMatchObject({ canUndo: true, canRedo: false })
    a.room.send('undo', {})
    expect(await screen.nth('view', 3)).toMatchObject({ canUndo: false, canRedo: true })
    const views = a.messages.filter((m) => m.type === 'view').map((m) => m.message as View)
    expect(views.map((v) => [v.canUndo, v.canRedo])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ])
  })
})

describe('exporting the full game', () => {
  it('refuses before the game is over, then sends the save file the app opens', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(12) })
    const b = await joinAs(colyseus, room.roomId, { seats: ['B1', 'B2'] })
    b.room.send('export', {})
    expect(await b.nth('refused', 1)).toMatchObject({ code: 'EXPORT_NOT_OVER' })
    expect(b.messages.some((m) => m.type === 'exported')).toBe(false)

    // Team A's shared life to 0: team A loses (810.8c, 704.6a).
    b.room.send('action', { action: { type: 'life/lose', player: 'A1', amount: 60 } })
    await b.nth('view', 2)
    expect(room.game.outcome).toMatchObject({ over: true, winner: 'B' })
    b.room.send('export')
    const { file } = (await b.nth('exported', 1)) as { file: string }
    const opened = await readGameFile(file)
    if (!opened.ok) throw new Error(`The app refuses the file: ${JSON.stringify(opened.problem)}`)
    expect(opened.save.game).toEqual(room.game)
    expect(opened.save.past).toHaveLength(1)
    // The full game: team A's hands, which team B never saw during the game.
    const aHand = room.game.players['A1']?.zones.hand ?? []
    expect(aHand.length).toBeGreaterThan(0)
    expect(opened.save.game.players['A1']?.zones.hand).toEqual(aHand)
  })
})
