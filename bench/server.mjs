// npm run bench:server [-- --processes 1,2] [--tables 20,40] [--think 1000] [--stage 8] [--whole]
// The game server under load (issues 25, 38). Builds the server (Vite SSR build of
// server/main.ts), starts it as `npm run serve` does (one process; with --processes 2 two over
// Redis), then simulated tables of 4 devices (Colyseus's client, one seat each) play random
// actions for their own seats, speaking as the app does (src/remote/connect.ts): the protocol
// version and patches on in the join, each move { id, rev, action }, answered `done` or
// `refused` by id. Each device sends one move, waits for its answer, thinks `--think` ms (± half)
// and sends the next. For each number of tables it reports actions answered per second, the
// latency from a move's sending to its view (or patch) on EVERY device of its table, p50/p99,
// bytes each device receives per move (its view or patch, msgpack as Colyseus sends it;
// median and mean; --whole: every view whole, as the app did before issue 38 — a setting the app
// no longer uses), the server's memory per room and CPU, and the bench's own CPU (the devices run
// on the same 2 cores). The sample decks load through Vite's SSR loader.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { pack } from 'msgpackr'
import { build, createServer } from 'vite'
import WebSocket from 'ws'

if (typeof globalThis.WebSocket === 'undefined') globalThis.WebSocket = WebSocket
const { Client } = await import('@colyseus/sdk')

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2' },
    think: { type: 'string', default: '1000' },
    stage: { type: 'string', default: '8' },
    tables: { type: 'string', default: '20,40' },
    port: { type: 'string', default: '2630' },
    'redis-port': { type: 'string', default: '6393' },
    whole: { type: 'boolean', default: false },
  },
})
const THINK_MS = Number(values.think)
const STAGE_S = Number(values.stage)
const STEPS = values.tables.split(',').map(Number)
const SEATS = ['A1', 'A2', 'B1', 'B2']

// A signal ends the bench through 'exit', so the servers it started end with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

const root = fileURLToPath(new URL('..', import.meta.url))
const log = (line) => console.error(`bench:server ${line}`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const outDir = join(root, 'bench/.dist-server')
await build({
  configFile: join(root, 'server/vite.config.ts'),
  root,
  logLevel: 'silent',
  build: { outDir, emptyOutDir: true, sourcemap: false },
})
const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, watch: null },
  appType: 'custom',
})
const { sampleSetup } = await vite.ssrLoadModule('/tests/fixtures/sampleGame.ts')
const { applyViewPatch } = await vite.ssrLoadModule('/src/shared/protocol/viewPatch.ts')
const { PROTOCOL_VERSION } = await vite.ssrLoadModule('/src/shared/protocol/version.ts')
/** As the app joins (connect.ts): its protocol, views after the first as patches. */
const JOIN = { protocol: PROTOCOL_VERSION, ...(values.whole ? {} : { patches: true }) }
await vite.close()

/** CPU seconds (user + system) of a process, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
  return line ? Number(line[1]) / 1024 : 0
}

async function startServer(processes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'duotable-bench-'))
  const port = Number(values.port)
  const child = spawn(
    process.execPath,
    [join(outDir, 'main.js'), ...(processes > 1 ? ['--processes', String(processes)] : [])],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DUOTABLE_DATA: dataDir,
        DUOTABLE_SERVE_APP: '0',
        DUOTABLE_REDIS_PORT: values['redis-port'],
        // A hundred tables from one address: the per-address room limit (issue 35) lifted.
        DUOTABLE_LIMITS: JSON.stringify({ roomsPerAddress: { perSecond: 1000, burst: 1000 } }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const pids = processes > 1 ? [] : [child.pid]
  let said = ''
  const take = (chunk) => {
    said += chunk.toString()
    for (const m of chunk.toString().matchAll(/Process p\d+ ready: pid (\d+)/g))
      pids.push(Number(m[1]))
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  for (let waited = 0; ; waited += 50) {
    if (said.includes('being served on port') && (processes === 1 || pids.length === processes))
      break
    if (waited > 20_000 || child.exitCode !== null)
      throw new Error(`server did not start:\n${said}`)
    await sleep(50)
  }
  // The server goes with the bench, however the bench ends.
  const killChild = () => child.exitCode === null && child.kill('SIGTERM')
  process.once('exit', killChild)
  const stop = async () => {
    process.off('exit', killChild)
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { origin: `http://127.0.0.1:${port}`, pids, stop, log: () => said }
}

/** One random action a device may make for its own seat, from its view. */
function randomAction(view, seat) {
  const me = view.players[seat]
  const hand = me?.zones.hand ?? []
  const mine = view.battlefield.filter((id) => view.cards[id]?.controller === seat)
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  const roll = Math.random()
  if (roll < 0.2 || (hand.length === 0 && mine.length === 0)) {
    return { type: 'library/draw', player: seat }
  }
  if (roll < 0.45 && hand.length > 0) {
    return { type: 'card/move', player: seat, card: pick(hand), to: 'battlefield', put: true }
  }
  if (roll < 0.85 && mine.length > 0) {
    const card = pick(mine)
    return { type: view.cards[card].tapped ? 'card/untap' : 'card/tap', player: seat, card }
  }
  if (roll < 0.92 && mine.length > 8) {
    return { type: 'card/move', player: seat, card: pick(mine), to: 'graveyard' }
  }
  return { type: Math.random() < 0.5 ? 'life/gain' : 'life/lose', player: seat, amount: 1 }
}

/**
 * One table's moves on their way: for each seat, its moves (oldest first) with when they were
 * sent and which of the table's devices have their view yet. A move counts once every device has.
 */
function newTableWatch(stats) {
  const moving = new Map(SEATS.map((s) => [s, []]))
  return {
    sent(seat) {
      moving.get(seat).push({ at: performance.now(), seen: new Set() })
    },
    /** `device` got the view of a move `by` made. */
    seen(by, device) {
      const move = moving.get(by)?.find((m) => !m.seen.has(device))
      if (!move) return
      move.seen.add(device)
      if (move.seen.size < SEATS.length) return
      moving.get(by).splice(moving.get(by).indexOf(move), 1)
      stats.record(performance.now() - move.at)
    },
    /** The move was refused: no view will come. */
    refused(seat) {
      moving.get(seat).shift()
    },
  }
}

/** A simulated device: one seat, one move at a time, as the app sends it. */
async function seatDevice(join, seat, stats, watch) {
  const room = await join
  let view = null
  let rev = null
  let waiting = null
  let count = 0
  const got = (m) => {
    stats.bytes(pack(m).length)
    const by = m.last?.by?.[0]
    if (by) watch.seen(by, seat)
  }
  room.onMessage('view', (m) => {
    view = m.game
    rev = m.rev
    got(m)
  })
  room.onMessage('viewPatch', (m) => {
    if (rev !== m.base) return room.send('resync', {})
    view = applyViewPatch(view, m.ops)
    rev = m.rev
    got(m)
  })
  room.onMessage('done', (m) => {
    stats.doneBytes(pack(m).length)
    if (m.id === waiting) waiting = null
  })
  room.onMessage('refused', (m) => {
    if (m.id !== undefined && m.id === waiting) {
      stats.refused()
      watch.refused(seat)
      waiting = null
    }
  })
  room.onMessage('*', () => undefined)
  let running = true
  const loop = async () => {
    while (running) {
      await sleep(THINK_MS * (0.5 + Math.random()))
      if (!running || !view) continue
      const id = `${seat}-${++count}`
      waiting = id
      watch.sent(seat)
      room.send('action', { id, rev, action: randomAction(view, seat) })
      while (waiting === id && running) await sleep(5)
    }
  }
  const done = loop()
  return {
    room,
    stop: async () => {
      running = false
      await done
      await room.leave(true).catch(() => undefined)
    },
  }
}

function newStats() {
  let latencies = []
  let viewBytes = []
  let doneBytes = []
  let refusals = 0
  return {
    record(ms) {
      latencies.push(ms)
    },
    bytes(n) {
      viewBytes.push(n)
    },
    doneBytes(n) {
      doneBytes.push(n)
    },
    refused() {
      refusals += 1
    },
    take() {
      const out = { latencies, viewBytes, doneBytes, refusals }
      latencies = []
      viewBytes = []
      doneBytes = []
      refusals = 0
      return out
    },
  }
}

const quantile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

async function addTable(origin, seed, stats) {
  const client = new Client(origin)
  const watch = newTableWatch(stats)
  const first = await seatDevice(
    client.create('duo', { ...JOIN, setup: sampleSetup(seed), seats: ['A1'] }),
    'A1',
    stats,
    watch,
  )
  const code = first.room.roomId
  const others = await Promise.all(
    SEATS.slice(1).map((seat) =>
      seatDevice(new Client(origin).joinById(code, { ...JOIN, seats: [seat] }), seat, stats, watch),
    ),
  )
  return [first, ...others]
}

async function runFor(processes) {
  const server = await startServer(processes)
  const stats = newStats()
  const devices = []
  const rows = []
  const baseRss = server.pids.reduce((sum, pid) => sum + rssMb(pid), 0)
  log(`${processes} process(es) up (pids ${server.pids.join(', ')}), ${baseRss.toFixed(0)} MB`)
  let tables = 0
  for (const target of STEPS) {
    while (tables < target) {
      let table = null
      for (let attempt = 1; !table; attempt++) {
        try {
          table = await addTable(server.origin, 1000 + tables, stats)
        } catch (error) {
          log(`adding table ${tables + 1} failed (${error.message}); attempt ${attempt}`)
          if (attempt >= 3) throw error
        }
      }
      devices.push(...table)
      tables += 1
    }
    await sleep(1500) // settle: the joins' first views are not the load
    stats.take()
    const cpu0 = server.pids.reduce((s, pid) => s + cpuSeconds(pid), 0)
    const self0 = process.cpuUsage()
    const t0 = performance.now()
    await sleep(STAGE_S * 1000)
    const wall = (performance.now() - t0) / 1000
    const cpu = (server.pids.reduce((s, pid) => s + cpuSeconds(pid), 0) - cpu0) / wall
    const self = process.cpuUsage(self0)
    const { latencies, viewBytes, doneBytes, refusals } = stats.take()
    const sorted = latencies.sort((a, b) => a - b)
    const bytes = viewBytes.sort((a, b) => a - b)
    const answers = doneBytes.length
    const rss = server.pids.reduce((sum, pid) => sum + rssMb(pid), 0)
    const offered = (tables * SEATS.length) / (THINK_MS / 1000)
    const row = {
      processes,
      tables,
      offered: Math.round(offered),
      actionsPerSecond: Math.round(answers / wall),
      p50: Math.round(quantile(sorted, 0.5)),
      p99: Math.round(quantile(sorted, 0.99)),
      refused: refusals,
      // What one device receives for one move: its view or patch (the mover also gets `done`).
      kbPerMoveMedian: +(quantile(bytes, 0.5) / 1024).toFixed(2),
      kbPerMoveMean: +(bytes.reduce((a, b) => a + b, 0) / Math.max(1, bytes.length) / 1024).toFixed(
        2,
      ),
      doneBytes: Math.round(doneBytes.reduce((a, b) => a + b, 0) / Math.max(1, answers)),
      mbPerRoom: +((rss - baseRss) / tables).toFixed(1),
      serverCpu: Math.round(cpu * 100),
      // The server's CPU per answered action: the figure least moved by other load on the machine.
      cpuMsPerAction: +((cpu * 1000) / Math.max(1, answers / wall)).toFixed(1),
      benchCpu: Math.round(((self.user + self.system) / 1e6 / wall) * 100),
      load: loadavg()[0].toFixed(1),
    }
    rows.push(row)
    log(JSON.stringify(row))
  }
  await Promise.all(devices.map((d) => d.stop()))
  await server.stop()
  return rows
}

const all = []
for (const n of values.processes.split(',').map(Number)) all.push(...(await runFor(n)))

console.log(
  '\n| processes | tables | offered/s | answered/s | every device p50 ms | p99 ms | refused | KB/move/device median | mean | done B | MB/room | server CPU % | CPU ms/action | bench CPU % | load |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of all) {
  console.log(
    `| ${r.processes} | ${r.tables} | ${r.offered} | ${r.actionsPerSecond} | ${r.p50} | ${r.p99} | ${r.refused} | ${r.kbPerMoveMedian} | ${r.kbPerMoveMean} | ${r.doneBytes} | ${r.mbPerRoom} | ${r.serverCpu} | ${r.cpuMsPerAction} | ${r.benchCpu} | ${r.load} |`,
  )
}
process.exit(0)
