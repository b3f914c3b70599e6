/**
 * The server never dies of a request (issue 35): `GET /api/rooms/%E0%A4%A` once threw an uncaught
 * URIError and ended `npm run serve`. Malformed paths, bodies and headers go to every route, and
 * malformed messages of every type and raw frames of every protocol code go to a room; each is
 * answered (a refusal in words, never a dropped server), nothing is polluted, and afterwards the
 * server still answers lookups and the game in progress still takes moves. The same requests
 * against real processes (one, and two behind the front): processFaults.test.ts.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import type { DuoRoomType } from '../../server/duoRoom'
import { sampleSetup } from '../fixtures/sampleGame'
import { joinAs, removeDataDirs, type Inbox } from './boot'
import {
  bootWithApp,
  JOINS_AS_SPECTATOR,
  MALFORMED_BODIES,
  MALFORMED_PATHS,
} from './malformedInputs'

type DuoRoom = InstanceType<DuoRoomType>

let colyseus: ColyseusTestServer
let origin: string
beforeAll(async () => {
  ;({ colyseus, origin } = await bootWithApp({
    // Every malformed message gets its own answer here; the budget has its own tests.
    rateLimit: { perSecond: 1000, burst: 1000 },
    // So does every malformed code: the growing wait has its own tests too.
    limits: { codeTries: { free: 1000, firstDelayMs: 1, maxDelayMs: 1, forgetMs: 1 } },
  }))
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

/** Status and body of a request; a dropped connection fails the test with its cause. */
async function ask(method: string, path: string, body?: string, headers = {}) {
  const response = await fetch(`${origin}${path}`, { method, body: body ?? null, headers })
  return { status: response.status, text: await response.text() }
}

/**
 * The request as written, bytes and all (fetch would fix what the test means to break); the
 * answer is what came before the server closed the connection, or before 2 s passed. `end`
 * half-closes the connection after the request, as a client that sends less than it said does.
 */
function rawRequest(text: string, end = false): Promise<string> {
  const [host, port] = origin.replace('http://', '').split(':')
  return new Promise((resolve) => {
    let answer = ''
    const socket = connect(Number(port), host, () => (end ? socket.end(text) : socket.write(text)))
    const done = () => (socket.destroy(), resolve(answer))
    const timer = setTimeout(done, 2000)
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', () => (clearTimeout(timer), resolve(answer)))
    socket.on('error', () => undefined)
  })
}

const CLOSE = 'Connection: close\r\n'

/**
 * A refusal: a 4xx, or one of Colyseus's own matchmaking codes (520–525: no such room, a missing
 * reconnection token…), with its reason in JSON words.
 */
function refusedInWords(status: number, text: string): boolean {
  const colyseus = status >= 520 && status <= 525
  if (!(status >= 400 && status < 500) && !colyseus) return false
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown }
    return typeof (body.error ?? body.message) === 'string'
  } catch {
    return false
  }
}

async function stillServes(room: DuoRoom, player: Inbox): Promise<void> {
  expect((await ask('GET', `/api/rooms/${room.roomId}`)).status).toBe(200)
  const views = player.messages.filter((m) => m.type === 'view').length
  const life = room.game.teams.B.life
  player.room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 1 } })
  await player.nth('view', views + 1)
  expect(room.game.teams.B.life).toBe(life - 1)
}

describe('malformed HTTP requests', () => {
  it('get a 4xx answer in words on every route; the server goes on', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(35) })
    const player = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    await player.nth('view', 1)
    for (const path of MALFORMED_PATHS) {
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        const { status, text } = await ask(method, path)
        const said = `${method} ${path.slice(0, 40)}: ${status} ${text.slice(0, 80)}`
        // A preflight of an address that decodes is a preflight like any other (204).
        if (method !== 'OPTIONS') expect(status, said).toBeGreaterThanOrEqual(400)
        expect(status, said).toBeLessThan(500)
      }
    }
    const bad = await ask('GET', '/api/rooms/%E0%A4%A')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text)).toMatchObject({ error: expect.stringMatching(/^BAD_ADDRESS:/) })

    for (const route of ['create/duo', `joinById/${room.roomId}`, `reconnect/${room.roomId}`]) {
      for (const [kind, body] of MALFORMED_BODIES) {
        // A valid spectator's join, and a seat reservation that waits for its socket: not here.
        if (!route.startsWith('create') && JOINS_AS_SPECTATOR.includes(kind)) continue
        for (const type of [
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ]) {
          const { status, text } = await ask('POST', `/matchmake/${route}`, body, {
            'content-type': type,
          })
          expect(refusedInWords(status, text), `${route} ${kind} ${type}: ${text}`).toBe(true)
        }
      }
    }
    // Nothing the bodies said reached Object.prototype.
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    await stillServes(room, player)
  })

  it('refuses a body past the limit before reading it, and survives lies about its length', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(36) })
    const player = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    await player.nth('view', 1)
    const huge = await rawRequest(
      'POST /matchmake/create/duo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 999999999\r\n\r\n{"setup":',
    )
    expect(huge).toMatch(/^HTTP\/1\.1 413/)
    expect(huge).toMatch(/TOO_LARGE: A request's body may be up to 2048 KB/)
    // Says 100 bytes, sends 10 and closes; then a request line that is no HTTP at all.
    await rawRequest(
      'POST /matchmake/create/duo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"setup":1',
      true,
    )
    expect(await rawRequest('\u0000\u0001GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/)
    expect(
      await rawRequest(`GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n${CLOSE}\r\n`),
    ).toMatch(/^HTTP\/1\.1 (414|431|400)/)
    // Request targets that are no path, as a request and as a WebSocket upgrade.
    const upgrade = 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n'
    const key = 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'
    for (const target of ['http://x/api/rooms/A', '*', ':99999', '/%E0%A4%A', '//']) {
      // `//` is a path (the app's page answers it); the others are not, or do not decode.
      if (target !== '//') {
        const answer = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: x\r\n${CLOSE}\r\n`)
        expect(answer, target).toMatch(/^HTTP\/1\.1 4\d\d/)
      }
      // A socket at no room's address: refused, or opened and closed by Colyseus at once.
      const socket = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: x\r\n${upgrade}${key}\r\n`)
      expect(socket, target).toMatch(/^HTTP\/1\.1 (4\d\d|101)/)
    }
    await stillServes(room, player)
  })
})

/** Every message type the room reads, one it does not, and a number for a name. */
const TYPES = [
  'action',
  'undo',
  'redo',
  'undoAnswer',
  'export',
  'librarySearch',
  'resync',
  'noSuch',
  7,
]

/** Payloads that are wrong for every type (or right for one, which is answered as such). */
const PAYLOADS: unknown[] = [
  null,
  'x',
  42,
  [],
  [1, 2, 3],
  { action: null },
  { action: { type: 'no/such' } },
  { action: { type: 'life/lose', player: 'A1', amount: '3' } },
  { action: { type: 'token/create', player: 'A1', data: { name: 'x'.repeat(40_000) } } },
  { askId: 5, agree: 'yes' },
  { player: { toString: 'A1' }, top: -1 },
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
  nested(3000),
]

function nested(depth: number): unknown {
  let value: unknown = {}
  for (let i = 0; i < depth; i++) value = { action: value }
  return value
}

describe('malformed room messages', () => {
  it('of every type are each answered, and change nothing', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(37) })
    const a1 = await joinAs(colyseus, room.roomId, { seats: ['A1'] })
    const table = await joinAs(colyseus, room.roomId, {})
    await Promise.all([a1.nth('view', 1), table.nth('view', 1)])
    const before = room.game
    for (const device of [a1, table]) {
      for (const type of TYPES) {
        for (const payload of PAYLOADS) {
          const count = device.messages.length
          // A resync is answered with the view and the room's notes; everything else here is
          // refused, in words.
          const expected = type === 'resync' ? ['view', 'roomNotes'] : ['refused']
          device.room.send(type as string, payload)
          for (let waited = 0; device.messages.length < count + expected.length; waited += 5) {
            if (waited > 3000) throw new Error(`No answer to ${String(type)} ${String(payload)}`)
            await new Promise((r) => setTimeout(r, 5))
          }
          expect(device.messages.slice(count).map((m) => m.type)).toEqual(expected)
        }
      }
    }
    expect(room.game).toBe(before)
    expect(room.moves).toEqual([])
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('as raw frames of every protocol code, cut short or garbage, do not stop the room', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(38) })
    const player = await joinAs(colyseus, room.roomId, { seats: ['B1'] })
    await player.nth('view', 1)
    const framesOf = (code: number): Uint8Array[] => [
      new Uint8Array([code]),
      new Uint8Array([code, 0xd9]),
      new Uint8Array([code, 0xd9, 200, 0x61]),
      new Uint8Array([code, 0xcf, 0xff, 0xff]),
      new Uint8Array([code, 0xa6, ...Buffer.from('action'), 0xc1, 0xff, 0x00]),
      Uint8Array.from({ length: 300 }, (_, i) => (i * 97 + code) % 256),
      ...[0x20, 0x40, 0x80, 0xe0].map((modifier) => new Uint8Array([code | modifier, 1])),
    ]
    // A fuzzing device per protocol code: the room may close one for a frame it cannot read
    // (or for LEAVE_ROOM, 12); the next code still reaches the room on a new connection.
    for (let code = 0; code < 32; code++) {
      const fuzzer = await joinAs(colyseus, room.roomId, {})
      await fuzzer.nth('view', 1)
      fuzzer.room.connection.send(new Uint8Array([]))
      for (const frame of framesOf(code)) fuzzer.room.connection.send(frame)
      await new Promise((r) => setTimeout(r, 20))
      // Closed by the room already, or left now: either way no spectator seat stays taken.
      if (fuzzer.room.connection.isOpen) await fuzzer.room.leave(true)
    }
    // Past the 64 KB frame limit: the socket is closed, the room is not.
    const big = await joinAs(colyseus, room.roomId, {})
    await big.nth('view', 1)
    big.room.connection.send(new Uint8Array(70_000).fill(13))
    await new Promise((r) => setTimeout(r, 100))
    await stillServes(room, player)
  })
})
