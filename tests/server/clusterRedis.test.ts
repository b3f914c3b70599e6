/**
 * Redis lost under two game-server processes (issue 25): each process says so plainly in the
 * log, games in progress go on, a join is refused at once with REDIS_DOWN instead of hanging,
 * and when Redis is back (the supervisor starts it again, empty) the rooms are found again.
 */
import '../../server/nodeWebSocket'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@colyseus/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { sampleSetup } from '../fixtures/sampleGame'
import {
  buildServer,
  removeBuild,
  requireRedis,
  startCluster,
  type Cluster,
} from './clusterProcesses'

let script: string
let dataDir: string
let cluster: Cluster

beforeAll(async () => {
  requireRedis()
  script = await buildServer('redis')
  dataDir = mkdtempSync(join(tmpdir(), 'duotable-cluster-redis-'))
  cluster = await startCluster({ script, processes: 2, port: 2622, redisPort: 6392, dataDir })
}, 30_000)

afterAll(async () => {
  await cluster?.stop()
  if (script) removeBuild(script)
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('Redis stopped', () => {
  it('is said in the log, refuses joins at once, keeps games going, and recovers', async () => {
    const room = await new Client(cluster.origin).create('duo', {
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

    const logFrom = cluster.log.length
    process.kill(cluster.redisPid(), 'SIGKILL')
    await cluster.waitForLine(/\[p1\] Redis at 127\.0\.0\.1:6392 is unreachable/, 5000, logFrom)
    await cluster.waitForLine(/\[p2\] Redis at 127\.0\.0\.1:6392 is unreachable/, 5000, logFrom)

    // The game in progress goes on: it needs no Redis.
    room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 2 } })
    expect((await nthView(2)).teams.B.life).toBe(life - 2)

    // A lookup and a join are refused at once, in words.
    const lookup = await fetch(`${cluster.origin}/api/rooms/${code}`)
    expect(lookup.status).toBe(503)
    expect(await lookup.json()).toMatchObject({ error: expect.stringMatching(/^REDIS_DOWN/) })
    const askedAt = Date.now()
    await expect(new Client(cluster.origin).joinById(code, { token })).rejects.toThrow(
      /REDIS_DOWN: The game server has lost its Redis/,
    )
    expect(Date.now() - askedAt).toBeLessThan(2000)

    // The supervisor starts Redis again (empty); both processes say it is back.
    await cluster.waitForLine(/\[p1\] Redis at 127\.0\.0\.1:6392 is back/, 15_000, logFrom)
    await cluster.waitForLine(/\[p2\] Redis at 127\.0\.0\.1:6392 is back/, 15_000, logFrom)
    let status = 0
    for (let waited = 0; waited < 5000 && status !== 200; waited += 100) {
      status = (await fetch(`${cluster.origin}/api/rooms/${code}`)).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe(200)
    const again = await new Client(cluster.origin).joinById(code, { token })
    const back = await new Promise<GameState>((resolve) =>
      again.onMessage('view', (m: { game: GameState }) => resolve(m.game)),
    )
    expect(back.teams.B.life).toBe(life - 2)
    await again.leave(true)
    await room.leave(true)
  })
})
