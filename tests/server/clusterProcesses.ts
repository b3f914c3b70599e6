/**
 * Real game-server processes for the cluster tests (issue 25): the server is built once per test
 * file (Vite's SSR build of server/main.ts, well under a second) into its own directory, then
 * `node main.js --processes N` is started as `npm run serve -- --processes N` starts it, with
 * Debian's redis-server on the port given. Nothing is skipped: without redis-server the tests
 * fail and say how to install it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll } from 'vitest'
import { freePort } from '../../server/freePort'
import { REDIS_SERVER } from '../../server/redisServer'

const ROOT = resolve(import.meta.dirname, '../..')

export function requireRedis(): void {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `These tests need Debian's redis-server at ${REDIS_SERVER}: ` +
        'apt-get install -y redis-server (.ci/run installs it when it is missing).',
    )
  }
}

/** Builds the server into dist-server-cluster-<name>/ (inside the repo: packages resolve). */
export async function buildServer(name: string): Promise<string> {
  const outDir = join(ROOT, `dist-server-cluster-${name}`)
  await build({
    configFile: join(ROOT, 'server/vite.config.ts'),
    root: ROOT,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
  return join(outDir, 'main.js')
}

export function removeBuild(script: string): void {
  rmSync(resolve(script, '..'), { recursive: true, force: true })
}

export interface WorkerInfo {
  /** The OS process id (to kill it). */
  pid: number
  /** Colyseus's process id. */
  processId: string
  /** Its own port on 127.0.0.1 (behind the front). */
  port: number
}

export interface Cluster {
  /** The front's address, as a device opens it. */
  origin: string
  /** The latest process of each slot: p1, p2, … */
  workers: Map<string, WorkerInfo>
  redisPid: () => number
  log: string[]
  /** Resolves once a log line (after `from`) matches; rejects after `ms`. */
  waitForLine: (pattern: RegExp, ms?: number, from?: number) => Promise<string>
  stop: () => Promise<void>
}

const READY = /Process (p\d+) ready: pid (\d+), Colyseus process (\S+), 127\.0\.0\.1:(\d+)\./
const REDIS = /Redis: \S+ \(redis-server pid (\d+)\)/

export async function startCluster(options: {
  script: string
  processes: number
  port: number
  redisPort: number
  dataDir: string
  env?: Record<string, string>
}): Promise<Cluster> {
  const child: ChildProcess = spawn(
    process.execPath,
    [options.script, '--processes', String(options.processes)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DUOTABLE_DATA: options.dataDir,
        DUOTABLE_REDIS_PORT: String(options.redisPort),
        DUOTABLE_SERVE_APP: '0',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const workers = new Map<string, WorkerInfo>()
  let redisPid = 0
  const { log, waitForLine, stop } = watched(child, (line) => {
    const ready = READY.exec(line)
    if (ready) {
      const [, slot, pid, processId, port] = ready as unknown as string[]
      workers.set(slot as string, {
        pid: Number(pid),
        processId: processId as string,
        port: Number(port),
      })
    }
    const redis = REDIS.exec(line)
    if (redis) redisPid = Number(redis[1])
  })
  const cluster: Cluster = {
    origin: `http://127.0.0.1:${options.port}`,
    workers,
    redisPid: () => redisPid,
    log,
    waitForLine,
    stop,
  }
  for (let i = 1; i <= options.processes; i++) await waitForLine(new RegExp(`Process p${i} ready`))
  return cluster
}

/** What a test file's cluster gives its tests (read inside a test: it starts in beforeAll). */
export interface FileCluster {
  readonly cluster: Cluster
  /** The rooms' data directory all the processes share. */
  readonly dataDir: string
  /** The port of its redis-server. */
  readonly redisPort: number
}

/**
 * Two processes over Redis for all the tests of the calling file: Redis required, the server
 * built and started before them; everything stopped and removed after. Each file gives its own
 * name, and its own ports or none (then free ones), so files running at once never share one.
 */
export function clusterForFile(
  name: string,
  ports?: { port: number; redisPort: number },
): FileCluster {
  let script = ''
  let dataDir = ''
  let cluster: Cluster | null = null
  let redisPort = 0
  beforeAll(async () => {
    requireRedis()
    script = await buildServer(name)
    dataDir = mkdtempSync(join(tmpdir(), `duotable-${name}-`))
    const chosen = ports ?? { port: await freePort(), redisPort: await freePort() }
    redisPort = chosen.redisPort
    cluster = await startCluster({ script, processes: 2, ...chosen, dataDir })
  }, 30_000)
  afterAll(async () => {
    await cluster?.stop()
    if (script) removeBuild(script)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    get cluster() {
      if (!cluster) throw new Error(`The ${name} cluster is not started.`)
      return cluster
    },
    get dataDir() {
      return dataDir
    },
    get redisPort() {
      return redisPort
    },
  }
}

export interface Served {
  origin: string
  child: ChildProcess
  log: string[]
  waitForLine: (pattern: RegExp, ms?: number) => Promise<string>
  stop: () => Promise<void>
}

/**
 * One game-server process as `npm run serve` runs it (the built main.js, the app's files from
 * `home/dist`), on a free port of 127.0.0.1; resolves once its banner says it serves.
 */
export async function startServe(script: string, home: string, dataDir: string): Promise<Served> {
  const port = await freePort()
  const child = spawn(process.execPath, [script], {
    cwd: home,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DUOTABLE_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { log, waitForLine, stop } = watched(child)
  await waitForLine(/DuoTable is being served on port/)
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    log,
    waitForLine,
    stop,
  }
}

/** A child's output line by line (each also to `onLine`), a wait for a line, and its stop. */
function watched(child: ChildProcess, onLine: (line: string) => void = () => undefined) {
  const log: string[] = []
  const take = (chunk: Buffer): void => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue
      log.push(line)
      onLine(line)
    }
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  const waitForLine = async (pattern: RegExp, ms = 10_000, from = 0): Promise<string> => {
    for (let waited = 0; waited < ms; waited += 20) {
      const found = log.slice(from).find((line) => pattern.test(line))
      if (found) return found
      if (child.exitCode !== null) break
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`No log line ${pattern} within ${ms} ms. The log:\n${log.join('\n')}`)
  }
  const stop = (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  return { log, waitForLine, stop }
}
