/**
 * The server never dies of a request, as real processes (issue 35): `GET /api/rooms/%E0%A4%A`
 * once ended `npm run serve`, and six of them took both processes of `--processes 2` down. The
 * built server is started as `npm run serve` starts it (one process serving the app's files),
 * and as `--processes 2` (the front, two processes, Redis), and sent the malformed requests of
 * malformed.test.ts and raw socket garbage; each process is still the same process afterwards,
 * still answering, and its safety net had nothing to catch. A frozen Redis (SIGSTOP) answers
 * 503 REDIS_DOWN in seconds instead of hanging. The safety net itself is run in a process of its
 * own, with an error thrown where nothing catches it.
 */
import '../../server/nodeWebSocket'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Client } from '@colyseus/sdk'
import { build } from 'vite'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleSetup } from '../fixtures/sampleGame'
import {
  buildServer,
  clusterForFile,
  removeBuild,
  startServe,
  type Served,
} from './clusterProcesses'
import { fakeApp, MALFORMED_BODIES, MALFORMED_PATHS } from './malformedInputs'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

const ROOT = resolve(import.meta.dirname, '../..')
const KILLER = '/api/rooms/%E0%A4%A'

/** Everything malformed.test.ts sends over HTTP, plus raw socket garbage; every answer's status. */
async function sendEverything(origin: string): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < 12; i++) statuses.push((await fetch(`${origin}${KILLER}`)).status)
  for (const path of MALFORMED_PATHS) {
    for (const method of ['GET', 'POST'])
      statuses.push((await fetch(`${origin}${path}`, { method })).status)
  }
  for (const [, body] of MALFORMED_BODIES) {
    for (const route of ['create/duo', 'joinById/ZZZZZ']) {
      const headers = { 'content-type': 'application/json' }
      statuses.push(
        (await fetch(`${origin}/matchmake/${route}`, { method: 'POST', body, headers })).status,
      )
    }
  }
  // Sockets: to no room, at an address that does not decode, and garbage once open.
  for (const path of ['/x/y?sessionId=none', '/%E0%A4%A/%', '/p/ZZZZZ?reconnectionToken=%']) {
    await new Promise<void>((done) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}${path}`)
      socket.on('open', () => {
        socket.send(Buffer.from([13, 0xd9, 200]))
        socket.send(Buffer.from([21]))
        setTimeout(() => (socket.close(), done()), 50)
      })
      socket.on('error', () => done())
      socket.on('unexpected-response', () => done())
    })
  }
  return statuses
}

async function playsOn(origin: string, seed: number): Promise<void> {
  const room = await new Client(origin).create('duo', {
    protocol: PROTOCOL_VERSION,
    setup: sampleSetup(seed),
    seats: ['A1'],
  })
  const views: { teams: { B: { life: number } } }[] = []
  room.onMessage('view', (m: { game: (typeof views)[number] }) => views.push(m.game))
  room.onMessage('*', () => undefined)
  for (let waited = 0; views.length < 1; waited += 20) {
    if (waited > 5000) throw new Error('no first view')
    await new Promise((r) => setTimeout(r, 20))
  }
  room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 2 } })
  for (let waited = 0; views.length < 2; waited += 20) {
    if (waited > 5000) throw new Error('no view after a move')
    await new Promise((r) => setTimeout(r, 20))
  }
  expect(views[1]?.teams.B.life).toBe((views[0]?.teams.B.life ?? 0) - 2)
  expect((await fetch(`${origin}/api/rooms/${room.roomId}`)).status).toBe(200)
  await room.leave(true)
}

describe('npm run serve (one process)', () => {
  let script = ''
  let home = ''
  let served: Served | null = null
  beforeAll(async () => {
    script = await buildServer('faults-one')
    home = mkdtempSync(join(tmpdir(), 'duotable-faults-'))
    fakeApp(join(home, 'dist'))
    served = await startServe(script, home, join(home, 'rooms'))
  }, 30_000)
  afterAll(async () => {
    await served?.stop()
    if (script) removeBuild(script)
    if (home) rmSync(home, { recursive: true, force: true })
  })

  it('answers every malformed request and frame, and is the same process afterwards', async () => {
    const server = served as Served
    const statuses = await sendEverything(server.origin)
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(400))
    expect(statuses.filter((s) => s === 500)).toEqual([])
    expect(server.child.exitCode).toBeNull()
    await playsOn(server.origin, 81)
    // Each was answered by its handler: the safety net had nothing to catch.
    expect(server.log.filter((line) => /safety net/.test(line))).toEqual([])
    const page = await fetch(`${server.origin}/`)
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'$/)
    expect(page.headers.get('x-powered-by')).toBeNull()
  })
})

describe('npm run serve -- --processes 2', () => {
  const running = clusterForFile('faults-two')

  it('keeps both processes through every malformed request sent to the front', async () => {
    const { cluster } = running
    const pids = [...cluster.workers.values()].map((w) => w.pid)
    const logFrom = cluster.log.length
    const statuses = await sendEverything(cluster.origin)
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(400))
    expect(statuses.filter((s) => s === 500 || s === 502)).toEqual([])
    await playsOn(cluster.origin, 82)
    expect([...cluster.workers.values()].map((w) => w.pid)).toEqual(pids)
    const since = cluster.log.slice(logFrom)
    expect(
      since.filter((line) => /exited|safety net/.test(line)),
      since.join('\n'),
    ).toEqual([])
  })

  it('answers 503 REDIS_DOWN within seconds while Redis is frozen, and recovers', async () => {
    const { cluster } = running
    const room = await new Client(cluster.origin).create('duo', {
      protocol: PROTOCOL_VERSION,
      setup: sampleSetup(83),
      seats: ['A1'],
    })
    const views: unknown[] = []
    room.onMessage('view', (m) => views.push(m))
    room.onMessage('*', () => undefined)
    const logFrom = cluster.log.length
    process.kill(cluster.redisPid(), 'SIGSTOP')
    try {
      // The process holding the room answers its lookup without Redis; the other needs Redis.
      let at = Date.now()
      const lookups = await Promise.all(
        [...cluster.workers.values()].map(async ({ port }) => {
          const answer = await fetch(`http://127.0.0.1:${port}/api/rooms/${room.roomId}`)
          return { status: answer.status, body: (await answer.json()) as { error?: string } }
        }),
      )
      const lookupMs = Date.now() - at
      expect(lookups.map((l) => l.status).sort()).toEqual([200, 503])
      expect(lookups.find((l) => l.status === 503)?.body.error).toMatch(/^REDIS_DOWN/)
      at = Date.now()
      await expect(
        new Client(cluster.origin).joinById(room.roomId, { protocol: PROTOCOL_VERSION }),
      ).rejects.toThrow(/REDIS_DOWN/)
      const joinMs = Date.now() - at
      // The gate's deadline is 2.5 s; it once hung for ever.
      expect(lookupMs).toBeLessThan(4500)
      expect(joinMs).toBeLessThan(4500)
      console.log(`Frozen Redis: lookup answered 503 in ${lookupMs} ms, join in ${joinMs} ms.`)
      await cluster.waitForLine(
        /Redis at .* is unreachable \(no answer within 1 s\)/,
        5000,
        logFrom,
      )
      // The game in progress needs no Redis.
      room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 1 } })
      for (let waited = 0; views.length < 2; waited += 20) {
        if (waited > 5000) throw new Error('the game stopped with Redis')
        await new Promise((r) => setTimeout(r, 20))
      }
    } finally {
      process.kill(cluster.redisPid(), 'SIGCONT')
    }
    await cluster.waitForLine(/\[p1\] Redis at .* is back/, 10_000, logFrom)
    await cluster.waitForLine(/\[p2\] Redis at .* is back/, 10_000, logFrom)
    // Both processes, through the front, find the room again within seconds.
    const statuses: number[] = []
    for (let waited = 0; waited < 5000; waited += 100) {
      statuses.push((await fetch(`${cluster.origin}/api/rooms/${room.roomId}`)).status)
      if (statuses.slice(-2).join() === '200,200') break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(statuses.slice(-2), cluster.log.slice(logFrom).join('\n')).toEqual([200, 200])
    await room.leave(true)
  })
})

describe('the safety net', () => {
  it('logs an error nobody caught and a rejection nobody awaited; the process goes on', async () => {
    const outDir = join(ROOT, 'dist-server-cluster-net')
    await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      build: { ssr: 'server/safetyNet.ts', outDir, emptyOutDir: true, target: 'node20' },
    })
    try {
      const program = `
        const { keepServing, caughtSoFar } = await import(${JSON.stringify(join(outDir, 'safetyNet.js'))})
        keepServing((line) => console.log(line.split('\\n')[0]))
        setTimeout(() => { throw new Error('thrown where nothing catches it') })
        Promise.reject(new Error('rejected where nothing awaits it'))
        setTimeout(() => console.log('still serving after ' + caughtSoFar()), 100)
      `
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', program], {
        encoding: 'utf8',
      })
      expect(out).toContain(
        'Unhandled rejection #1, caught by the safety net; the server goes on: Error: rejected where nothing awaits it',
      )
      expect(out).toContain(
        'Uncaught error #2, caught by the safety net; the server goes on: Error: thrown where nothing catches it',
      )
      expect(out).toContain('still serving after 2')
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})
