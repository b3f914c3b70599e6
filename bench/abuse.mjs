// node --expose-gc bench/abuse.mjs   (about a minute; a command, not a CI test)
// What the bounds of issue 35 cost an attacker on one address, measured against the game server
// in this process (Vite's SSR loader, as bench/server.mjs loads the sample decks):
//  - a flood of `POST /matchmake/create/duo` with no socket: rooms made and refused per second,
//    and the same flood with the limit lifted (what one page once made: ~12 rooms/s);
//  - the memory and disk of 100 rooms nobody joins, and of the same rooms once they are gone;
//  - a flood of room-code lookups, and of wrong passwords: answered per minute;
//  - three connections with one seat token flooding actions: accepted per second.
// Each figure is printed; timings vary 10–30 % run to run on this shared machine.
import { readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import WebSocket from 'ws'

if (typeof globalThis.WebSocket === 'undefined') globalThis.WebSocket = WebSocket
if (typeof globalThis.gc !== 'function')
  throw new Error('Run with: node --expose-gc bench/abuse.mjs')

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, watch: null },
})
const load = (path) => vite.ssrLoadModule(path)
const { sampleSetup } = await load('/tests/fixtures/sampleGame.ts')
const { bootGameServer, tempDataDir, removeDataDirs } = await load('/tests/server/boot.ts')
const { PROTOCOL_VERSION: protocol } = await load('/src/shared/protocol/version.ts')
const { matchMaker } = await import('@colyseus/core')
const { Client } = await import('@colyseus/sdk')

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const heapMB = () => (globalThis.gc(), globalThis.gc(), process.memoryUsage().heapUsed / 2 ** 20)
const diskMB = (dir) =>
  readdirSync(dir).reduce((sum, f) => sum + statSync(`${dir}/${f}`).size, 0) / 2 ** 20
const body = JSON.stringify({ setup: sampleSetup(1) })
const post = (origin, path, text) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  })

/** `workers` loops calling `once` for `seconds`; counts each status. */
async function flood(seconds, workers, once) {
  const counts = {}
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const status = await once()
        counts[status] = (counts[status] ?? 0) + 1
      }
    }),
  )
  return counts
}

async function withServer(more, run) {
  const dataDir = tempDataDir()
  const { colyseus, origin } = await bootGameServer(dataDir, more)
  try {
    return await run(origin, dataDir, colyseus)
  } finally {
    await colyseus.shutdown()
  }
}

const lifted = { roomsPerAddress: { perSecond: 1000, burst: 100_000 } }

// 1. Rooms from one address, no socket ever opened.
const made = await withServer({}, (origin) =>
  flood(10, 4, async () => (await post(origin, '/matchmake/create/duo', body)).status),
)
console.log(
  `Rooms flood, 10 s, 4 at a time, limit on: ${made[200] ?? 0} made, ${made[429] ?? 0} refused ` +
    `(${((made[429] ?? 0) / 10).toFixed(0)} refusals/s).`,
)
const open = await withServer({ limits: lifted }, (origin) =>
  flood(5, 4, async () => (await post(origin, '/matchmake/create/duo', body)).status),
)
console.log(
  `Same flood, limit lifted (as before): ${((open[200] ?? 0) / 5).toFixed(1)} rooms/s made.`,
)

// 2. Memory and disk of rooms nobody joins, before and after they go: two rounds, so what the
// first round leaves (code compiled, caches filled once) is told apart from what each room keeps.
await withServer({ limits: { ...lifted, unjoinedSeconds: 20 } }, async (origin, dataDir) => {
  const before = heapMB()
  for (let round = 1; round <= 2; round++) {
    const start = heapMB()
    for (let i = 0; i < 100; i++) await post(origin, '/matchmake/create/duo', body)
    const rooms = matchMaker.stats.local.roomCount
    const full = heapMB()
    const disk = diskMB(dataDir)
    for (let waited = 0; matchMaker.stats.local.roomCount > 0 && waited < 40_000; waited += 250) {
      await sleep(250)
    }
    await sleep(500)
    const after = heapMB()
    console.log(
      `Round ${round}, 100 unjoined rooms: ${rooms} live, heap +${(full - start).toFixed(1)} MB ` +
        `(${((full - start) / rooms).toFixed(2)} MB each), disk ${disk.toFixed(1)} MB; once gone: ` +
        `${matchMaker.stats.local.roomCount} live, heap ${(after - start).toFixed(1)} MB over the ` +
        `round's start (${(after - before).toFixed(1)} MB over the first), disk ${diskMB(dataDir).toFixed(2)} MB.`,
    )
  }
})

// 3. Room codes guessed from one address.
const codes = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const guess = () => Array.from({ length: 5 }, () => codes[Math.floor(Math.random() * 32)]).join('')
const lookups = await withServer({}, (origin) =>
  flood(20, 4, async () => (await fetch(`${origin}/api/rooms/${guess()}`)).status),
)
console.log(
  `Code lookups, 20 s: ${lookups[404] ?? 0} codes tested (${(((lookups[404] ?? 0) / 20) * 60).toFixed(0)}/min), ` +
    `${lookups[429] ?? 0} refused to wait (was 173 tested/s).`,
)

// 4. Wrong passwords at one room from one address.
await withServer({}, async (origin, _dir, colyseus) => {
  const room = await colyseus.createRoom('duo', { setup: sampleSetup(2), password: 'oak tree' })
  const client = new Client(origin)
  let n = 0
  const tries = await flood(20, 2, async () =>
    client.joinById(room.roomId, { protocol, seats: ['A1'], password: `guess ${n++}` }).then(
      () => 200,
      (error) =>
        /TOO_MANY_TRIES/.test(error.message) ? 429 : /BAD_PASSWORD/.test(error.message) ? 401 : 0,
    ),
  )
  console.log(
    `Wrong passwords, 20 s: ${tries[401] ?? 0} tried (${(((tries[401] ?? 0) / 20) * 60).toFixed(0)}/min), ` +
      `${tries[429] ?? 0} refused to wait (was 5.5 tried/s).`,
  )
})

// 5. One seat, three connections, flooding actions.
await withServer({}, async (origin, _dir, colyseus) => {
  const room = await colyseus.createRoom('duo', {
    setup: sampleSetup(3, { startingLife: 10_000 }),
  })
  const client = new Client(origin)
  const first = await client.joinById(room.roomId, { protocol, seats: ['A1'] })
  const token = await new Promise((r) => first.onMessage('seat', (m) => r(m.token)))
  const devices = [
    first,
    await client.joinById(room.roomId, { protocol, token }),
    await client.joinById(room.roomId, { protocol, token }),
  ]
  for (const d of devices) d.onMessage('*', () => undefined)
  const life = room.game.teams.B.life
  const end = Date.now() + 5000
  while (Date.now() < end) {
    for (const d of devices)
      d.send('action', { action: { type: 'life/lose', player: 'B1', amount: 1 } })
    await sleep(5)
  }
  await sleep(1000)
  const accepted = life - room.game.teams.B.life
  console.log(
    `One seat on 3 connections, 5 s of flood: ${accepted} actions accepted (${(accepted / 6).toFixed(1)}/s; ` +
      'the budget is 40 at once + 20/s per seat).',
  )
})

removeDataDirs()
await vite.close()
process.exit(0)
