/**
 * `npm run serve`: the built app and the game server on one port, for the devices of a local
 * network (issue 24). Prints the address the other devices open and its QR code (banner.ts).
 * `npm run serve -- --processes N` (issue 25): N game-server processes sharing rooms through
 * Redis, behind the same one port (cluster.ts); this file is also what each of them runs.
 * Settings from the environment: PORT (default 2567), HOST (default every interface, so phones on the network reach it),
 * DUOTABLE_DATA (where rooms are saved; default .duotable-rooms in the working directory),
 * DUOTABLE_IDLE_SECONDS (a room nobody has been in for this long is saved and unloaded),
 * DUOTABLE_APP_ORIGIN or `--app-origin <origin>` (pages of another address allowed to use the
 * server, when the app is served elsewhere; server/README.md), DUOTABLE_LIMITS (a JSON object of
 * limits.ts's bounds to change, for benches). Every process keeps serving through
 * an error no handler caught (safetyNet.ts).
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { matchMaker } from '@colyseus/core'
import { serveApp } from './appFiles'
import { bannerLines } from './banner'
import { runCluster, type WorkerReady } from './cluster'
import { createGameServer, resumeRooms } from './gameServer'
import { limitsFromEnvironment, limitsWith } from './limits'
import { parseAppOrigins } from './origins'
import { keepServing } from './safetyNet'

const port = Number(process.env['PORT'] ?? 2567)
const host = process.env['HOST'] ?? '0.0.0.0'
const dataDir = resolve(process.env['DUOTABLE_DATA'] ?? '.duotable-rooms')
const idle = Number(process.env['DUOTABLE_IDLE_SECONDS'] ?? 0)
const worker = process.env['DUOTABLE_ROLE'] === 'worker'
/** DUOTABLE_SERVE_APP=0: the game server alone, without the built app (tests, the bench). */
const serveFiles = process.env['DUOTABLE_SERVE_APP'] !== '0'

/** `--processes N` (or `--processes=N`); 1 without it. */
function processesAsked(argv: readonly string[]): number {
  const at = argv.findIndex((a) => a === '--processes' || a.startsWith('--processes='))
  if (at < 0) return 1
  const value = argv[at]?.includes('=') ? argv[at]?.split('=')[1] : argv[at + 1]
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--processes wants a whole number ≥ 1, not "${value}".`)
  return n
}

/** Every `--app-origin X` (or `--app-origin=X`), and DUOTABLE_APP_ORIGIN, as one list. */
function appOriginsAsked(argv: readonly string[]): string[] {
  const given: string[] = [process.env['DUOTABLE_APP_ORIGIN'] ?? '']
  argv.forEach((arg, i) => {
    if (arg === '--app-origin') given.push(argv[i + 1] ?? '')
    else if (arg.startsWith('--app-origin=')) given.push(arg.slice('--app-origin='.length))
  })
  return parseAppOrigins(given.join(','))
}

const limits = limitsFromEnvironment(process.env['DUOTABLE_LIMITS'])
const processes = worker ? 1 : processesAsked(process.argv.slice(2))
const appOrigins = appOriginsAsked(process.argv.slice(2))
// The processes of a cluster read the list from their environment.
if (appOrigins.length > 0) process.env['DUOTABLE_APP_ORIGIN'] = appOrigins.join(',')

if (processes > 1) {
  const redisPort = process.env['DUOTABLE_REDIS_PORT']
  await runCluster({
    processes,
    port,
    host,
    dataDir,
    script: fileURLToPath(import.meta.url),
    ...(redisPort && { redisPort: Number(redisPort) }),
    limits: limitsWith(limits),
  })
  keepServing()
} else {
  const redis = process.env['DUOTABLE_REDIS']
  const gameServer = createGameServer({
    dataDir,
    ...(serveFiles && { express: (app) => serveApp(app, resolve('dist')) }),
    ...(redis && { redis }),
    ...(idle > 0 && { idleSeconds: idle }),
    appOrigins,
    behindFront: worker,
    limits,
    log: (line) => console.log(line),
  })
  await gameServer.listen(port, host)
  // A failed Redis command while Redis is away, or a request no handler foresaw, must not end
  // the process and its games.
  keepServing()
  if (worker) {
    const address = gameServer.transport.server?.address()
    const ready: WorkerReady = {
      kind: 'ready',
      processId: matchMaker.processId,
      port: typeof address === 'object' && address ? address.port : port,
    }
    process.send?.(ready)
    process.on('SIGTERM', () => process.exit(0))
  }
  const { resumed, failed } = await resumeRooms(dataDir)
  if (!worker) for (const line of bannerLines({ port, host, dataDir })) console.log(line)
  if (resumed.length > 0) console.log(`Resumed ${resumed.length} room(s): ${resumed.join(', ')}`)
  for (const { roomId, problem } of failed) console.error(`Room ${roomId} not resumed: ${problem}`)
}
