// npm run bench:server [-- --processes 1,2] [--think 1000] [--stage 8] [--max-tables 80] [--whole]
// The game server under load (issue 25). Builds the server (Vite SSR build of server/main.ts),
// starts it as `npm run serve` does (one process; with --processes 2 also two over Redis),
// then simulated tables of 4 devices (Colyseus's client, one seat each) play random actions for
// their own seats: each device sends one action, waits for the view that answers it (or the
// refusal), thinks `--think` ms (± half) and sends the next. Tables are added in steps (1, 2, 5,
// 10, 20, 40, …); for each step it reports tables held, actions answered per second, action →
// view latency p50/p99, bytes per view or patch (msgpack, as Colyseus sends it; --whole: every
// view whole, as before patches), the server's memory per
// room and its CPU, and the bench's own CPU (the devices run on the same 2 cores). It stops
// after the step where the server no longer keeps up (from 5 tables on: p99 over 2 s, or the
// actions answered per second no longer growing with the tables). The sample decks load through Vite's SSR loader.
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
    'max-tables': { type: 'string', default: '80' },
    port: { type: 'string', default: '2630' },
    'redis-port': { type: 'string', default: '6393' },
    whole: { type: 'boolean', default: false },
  },
})
const THINK_MS = Number(values.think)
const STAGE_S = Number(values.stage)
const MAX_TABLES = Number(values['max-tables'])
const STEPS = [1, 2, 5, 10, 20, 40, 60, 80, 120].filter((n) => n <= MAX_TABLES)
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
/** As the app does: views after the first as patches (--whole: every view whole). */
const PATCHES = values.whole ? {} : { patches: true }
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

/** A simulated device: one seat, one action at a time. */
async function seatDevice(join, seat, stats) {
  const room = await join
  let view = null
  let rev = null
  let waiting = null
  const answered = (m) => {
    if (waiting && m.last?.by?.includes(seat)) {
      stats.record(performance.now() - waiting, pack(m).length)
      waiting = null
    } else stats.bytes(pack(m).length)
  }
  room.onMessage('view', (m) => {
    view = m.game
    rev = m.rev
    answered(m)
  })
  room.onMessage('viewPatch', (m) => {
    if (rev !== m.base) return room.send('resync', {})
    view = applyViewPatch(view, m.ops)
    rev = m.rev
    answered(m)
  })
  room.onMessage('refused', () => {
    if (waiting) stats.refused()
    waiting = null
  })
  room.onMessage('*', () => undefined)
  let running = true
  const loop = async () => {
    while (running) {
      await sleep(THINK_MS * (0.5 + Math.random()))
      if (!running || !view) continue
      waiting = performance.now()
      const sentAt = waiting
      room.send('action', { action: randomAction(view, seat) })
      while (waiting === sentAt && running) await sleep(5)
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
  let refusals = 0
  return {
    record(ms, bytes) {
      latencies.push(ms)
      viewBytes.push(bytes)
    },
    bytes(n) {
      viewBytes.push(n)
    },
    refused() {
      refusals += 1
    },
    take() {
      const out = { latencies, viewBytes, refusals }
      latencies = []
      viewBytes = []
      refusals = 0
      return out
    },
  }
}

const quantile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

async function addTable(origin, seed, stats) {
  const client = new Client(origin)
  const first = await seatDevice(
    client.create('duo', { ...PATCHES, setup: sampleSetup(seed), seats: ['A1'] }),
    'A1',
    stats,
  )
  const code = first.room.roomId
  const others = await Promise.all(
    SEATS.slice(1).map((seat) =>
      seatDevice(new Client(origin).joinById(code, { ...PATCHES, seats: [seat] }), seat, stats),
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
    const { latencies, viewBytes, refusals } = stats.take()
    const sorted = latencies.sort((a, b) => a - b)
    const rss = server.pids.reduce((sum, pid) => sum + rssMb(pid), 0)
    const offered = (tables * SEATS.length) / (THINK_MS / 1000)
    const row = {
      processes,
      tables,
      offered: Math.round(offered),
      actionsPerSecond: Math.round(latencies.length / wall),
      p50: Math.round(quantile(sorted, 0.5)),
      p99: Math.round(quantile(sorted, 0.99)),
      refused: refusals,
      kbPerUpdate: +(
        viewBytes.reduce((a, b) => a + b, 0) /
        Math.max(1, viewBytes.length) /
        1024
      ).toFixed(2),
      mbPerRoom: +((rss - baseRss) / tables).toFixed(1),
      serverCpu: Math.round(cpu * 100),
      // The server's CPU per answered action: the figure least moved by other load on the machine.
      cpuMsPerAction: +((cpu * 1000) / Math.max(1, latencies.length / wall)).toFixed(1),
      benchCpu: Math.round(((self.user + self.system) / 1e6 / wall) * 100),
      load: loadavg()[0].toFixed(1),
    }
    rows.push(row)
    log(JSON.stringify(row))
    // Past the knee: the answers no longer grow with the tables, or take seconds.
    const before = rows.at(-2)
    const flat = before && row.actionsPerSecond < before.actionsPerSecond * 1.15
    if (tables >= 5 && (row.p99 > 2000 || flat)) break
  }
  await Promise.all(devices.map((d) => d.stop()))
  await server.stop()
  return rows
}

const all = []
for (const n of values.processes.split(',').map(Number)) all.push(...(await runFor(n)))

console.log(
  '\n| processes | tables | offered/s | answered/s | p50 ms | p99 ms | refused | KB/update | MB/room | server CPU % | CPU ms/action | bench CPU % | load |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of all) {
  console.log(
    `| ${r.processes} | ${r.tables} | ${r.offered} | ${r.actionsPerSecond} | ${r.p50} | ${r.p99} | ${r.refused} | ${r.kbPerUpdate} | ${r.mbPerRoom} | ${r.serverCpu} | ${r.cpuMsPerAction} | ${r.benchCpu} | ${r.load} |`,
  )
}
process.exit(0)
