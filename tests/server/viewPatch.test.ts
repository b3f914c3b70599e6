/**
 * Views as patches from the room (issue 25): a device that joins with `patches: true` gets its
 * first view whole, then only what changed; applied, it is the very view its team's other
 * devices get whole. `resync` sends the whole view again.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { DuoRoomType } from '../../server/duoRoom'
import type { GameState } from '../../src/engine'
import { applyViewPatch, type PatchOp } from '../../src/shared/protocol/viewPatch'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

type DuoRoom = InstanceType<DuoRoomType>
interface View {
  game: GameState
  rev: number
}
interface Patch {
  base: number
  rev: number
  ops: PatchOp[]
  canUndo: boolean
}

afterAll(removeDataDirs)

describe('view patches', () => {
  it('give a device that asks for them the same view as a whole one, in far fewer bytes', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(14) })
      const whole = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
      const patched = await joinAs(colyseus, room.roomId, { seats: ['A2'], patches: true })
      const first = (await patched.nth('view', 1)) as View
      whole.room.send('action', { action: { type: 'library/draw', player: 'A1', count: 2 } })
      whole.room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 3 } })

      const one = (await patched.nth('viewPatch', 1)) as Patch
      const two = (await patched.nth('viewPatch', 2)) as Patch
      expect([one.base, two.base]).toEqual([first.rev, one.rev])
      const held = applyViewPatch(applyViewPatch(first.game, one.ops), two.ops)
      const sentWhole = (await whole.nth('view', 3)) as View
      expect(held).toEqual(sentWhole.game)
      expect(two.canUndo).toBe(true)
      expect(JSON.stringify(two.ops).length).toBeLessThan(JSON.stringify(sentWhole).length / 50)
      expect(patched.messages.filter((m) => m.type === 'view')).toHaveLength(1)

      patched.room.send('resync', {})
      const again = (await patched.nth('view', 2)) as View
      expect(again).toMatchObject({ rev: two.rev })
      expect(again.game).toEqual(held)
    } finally {
      await colyseus.shutdown()
    }
  })
})
