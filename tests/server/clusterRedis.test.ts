/**
 * Redis lost under two game-server processes (issue 25): each process says so plainly in the
 * log, games in progress go on, a join is refused at once with REDIS_DOWN instead of hanging,
 * and when Redis is back (the supervisor starts it again, empty) the rooms are found again.
 */
import '../../server/nodeWebSocket'
import { Client } from '@colyseus/sdk'
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { sampleSetup } from '../fixtures/sampleGame'
import { clusterForFile } from './clusterProcesses'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

const running = clusterForFile('redis', { port: 2622, redisPort: 6392 })

describe('Redis stopped', () => {
  it('is said in the log, refuses joins at once, keeps games going, and recovers', async () => {
    const room = await new Client(running.cluster.origin).create('duo', {
      protocol: PROTOCOL_VERSION,
      setup: sampleSetup(9),
      seats: ['A1'],
    })
    const code = room.roomId
    const views: GameState[] = []
    let token = ''
    room.onMessage('view', (m: { game: GameState }) => views.push(m.game))
    room.onMessage('seat', (m: { token: string }) => (token = m.token))
    room.onMessage('*', () => undefined)
    const nthView = async (n: number): Promise<GameState> => {
      for (let waited = 0; waited < 5000; waited += 10) {
        const view = views[n - 1]
        if (view) return view
        await new Promise((r) => setTimeout(r, 10))
      }
      throw new Error(`No view #${n}`)
    }
    const life = (await nthView(1)).teams.B.life

    const logFrom = running.cluster.log.length
    process.kill(running.cluster.redisPid(), 'SIGKILL')
    await running.cluster.waitForLine(
      /\[p1\] Redis at 127\.0\.0\.1:6392 is unreachable/,
      5000,
      logFrom,
    )
    await running.cluster.waitForLine(
      /\[p2\] Redis at 127\.0\.0\.1:6392 is unreachable/,
      5000,
      logFrom,
    )

    // The game in progress goes on: it needs no Redis.
    room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 2 } })
    expect((await nthView(2)).teams.B.life).toBe(life - 2)

    // A lookup and a join are refused at once, in words.
    const lookup = await fetch(`${running.cluster.origin}/api/rooms/${code}`)
    expect(lookup.status).toBe(503)
    expect(await lookup.json()).toMatchObject({ error: expect.stringMatching(/^REDIS_DOWN/) })
    const askedAt = Date.now()
    await expect(
      new Client(running.cluster.origin).joinById(code, { protocol: PROTOCOL_VERSION, token }),
    ).rejects.toThrow(/REDIS_DOWN: The game server has lost its Redis/)
    expect(Date.now() - askedAt).toBeLessThan(2000)

    // The supervisor starts Redis again (empty); both processes say it is back.
    await running.cluster.waitForLine(/\[p1\] Redis at 127\.0\.0\.1:6392 is back/, 15_000, logFrom)
    await running.cluster.waitForLine(/\[p2\] Redis at 127\.0\.0\.1:6392 is back/, 15_000, logFrom)
    let status = 0
    for (let waited = 0; waited < 5000 && status !== 200; waited += 100) {
      status = (await fetch(`${running.cluster.origin}/api/rooms/${code}`)).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe(200)
    const again = await new Client(running.cluster.origin).joinById(code, {
      protocol: PROTOCOL_VERSION,
      token,
    })
    const back = await new Promise<GameState>((resolve) =>
      again.onMessage('view', (m: { game: GameState }) => resolve(m.game)),
    )
    expect(back.teams.B.life).toBe(life - 2)
    await again.leave(true)
    await room.leave(true)
  })
})
