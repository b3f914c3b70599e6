/**
 * A game server's limits (issue 25): a device that floods the room is refused past its share
 * (20 messages a second, bursts of 40) while another room on the same process keeps its pace,
 * and a room nobody has been in for DUOTABLE_IDLE_SECONDS is saved, unloaded, and comes back
 * whole when a seat rejoins by its token.
 */
import { matchMaker } from '@colyseus/core'
import { afterAll, describe, expect, it } from 'vitest'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { bootGameServer, joinAs, removeDataDirs, tempDataDir } from './boot'

type DuoRoom = InstanceType<DuoRoomType>

afterAll(removeDataDirs)

describe('a flood of messages', () => {
  it('is refused past the burst with TOO_MANY_MESSAGES; other rooms and later moves go on', async () => {
    const { colyseus } = await bootGameServer(tempDataDir())
    try {
      const flooded = await colyseus.createRoom<DuoRoom>('duo', {
        setup: sampleSetup(3, { startingLife: 10_000 }),
      })
      const calm = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(4) })
      const flooder = await joinAs(colyseus, flooded.roomId, { seats: ['A1'] })
      const player = await joinAs(colyseus, calm.roomId, { seats: ['B1'] })
      await flooder.nth('view', 1)
      await player.nth('view', 1)
      const lifeBefore = flooded.game.teams.B.life

      const floodAt = Date.now()
      for (let i = 0; i < 200; i++) {
        flooder.room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 1 } })
      }
      // Another room's device is never limited by it (the wait behind the flood's burst of
      // accepted actions is a matter of CPU on this shared machine, not asserted here).
      player.room.send('action', { action: { type: 'life/lose', player: 'A1', amount: 2 } })
      await player.nth('view', 2)
      expect(player.messages.filter((m) => m.type === 'refused')).toEqual([])

      // Every flood message is answered: a view (accepted) or a refusal.
      const answers = () => flooder.messages.filter((m) => m.type !== 'seat').length - 1
      for (let waited = 0; answers() < 200; waited += 20) {
        if (waited > 20_000) throw new Error(`Only ${answers()} of 200 answered.`)
        await new Promise((r) => setTimeout(r, 20))
      }
      const seconds = (Date.now() - floodAt) / 1000
      const refused = flooder.messages.filter((m) => m.type === 'refused')
      expect(new Set(refused.map((m) => (m.message as { code: string }).code))).toEqual(
        new Set(['TOO_MANY_MESSAGES']),
      )
      expect(refused[0]?.message).toMatchObject({
        code: 'TOO_MANY_MESSAGES',
        params: { perSecond: 20, burst: 40 },
      })
      // The burst of 40 went through, and no more than 20 a second came back after it.
      const accepted = lifeBefore - flooded.game.teams.B.life
      expect(accepted).toBeGreaterThanOrEqual(40)
      expect(accepted).toBeLessThanOrEqual(40 + Math.ceil(20 * seconds))
      expect(accepted + refused.length).toBe(200)
      expect(calm.game.teams.A.life).toBe(calm.game.teams.B.life - 2)

      // Refused, not banned: a second later the flooder's next move goes through.
      await new Promise((r) => setTimeout(r, 1000))
      const views = flooder.messages.filter((m) => m.type === 'view').length
      flooder.room.send('action', { action: { type: 'life/gain', player: 'B1', amount: 1 } })
      await flooder.nth('view', views + 1)
      expect(flooded.game.teams.B.life).toBe(lifeBefore - accepted + 1)
    } finally {
      await colyseus.shutdown()
    }
  })
})

describe('an idle room', () => {
  it('is saved and unloaded, and a seat rejoining by token brings it back whole', async () => {
    const { colyseus, origin } = await bootGameServer(tempDataDir(), { idleSeconds: 1 })
    try {
      const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(5) })
      const code = room.roomId
      const a = await joinAs(colyseus, code, { seats: ['A1'] })
      const { token } = (await a.nth('seat', 1)) as { token: string }
      a.room.send('action', { action: { type: 'life/lose', player: 'B2', amount: 5 } })
      await a.nth('view', 2)
      const game = room.game
      // The device drops (a closed tab): its seat stays held by the token. A leave on purpose
      // ("Leave room") would free it.
      await a.room.leave(false)

      for (let waited = 0; matchMaker.getLocalRoomById(code); waited += 50) {
        if (waited > 4000) throw new Error('The idle room stayed loaded.')
        await new Promise((r) => setTimeout(r, 50))
      }

      const lookup = await fetch(`${origin}/api/rooms/${code}`)
      expect(lookup.status).toBe(200)
      const back = await joinAs(colyseus, code, { token })
      expect(await back.nth('seat', 1)).toMatchObject({ seats: ['A1'], team: 'A' })
      const view = (await back.nth('view', 1)) as { game: { teams: unknown }; canUndo: boolean }
      expect(view.game.teams).toEqual(game.teams)
      expect(view.canUndo).toBe(true)
      expect(colyseus.getRoomById<DuoRoom>(code).moves).toHaveLength(1)
    } finally {
      await colyseus.shutdown()
    }
  })
})
