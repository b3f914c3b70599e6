/**
 * `npm run serve -- --processes N` with N > 1 (issue 25): this process starts Debian's
 * redis-server, then N game-server processes (main.ts in the worker role) that share it through
 * Colyseus's Redis presence and driver, and the front (front.ts) on the one public port. It
 * supervises them: a process that exits is started again, and on start it resumes the saved
 * rooms no other process holds — the rooms the exited one held — from their files, with their
 * whole history. It runs no game itself.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { bannerLines } from './banner'
import { startFront, type Backend } from './front'
import type { Limits } from './limits'
import { startRedis } from './redisServer'

export interface ClusterOptions {
  processes: number
  port: number
  host: string
  dataDir: string
  /** The port for redis-server (default: a free one). */
  redisPort?: number
  /** The script each process runs (this bundle's own file, in the worker role). */
  script: string
  /** The bounds the front keeps per client address (limits.ts). */
  limits: Limits
}

/** What a worker tells the supervisor once it listens (main.ts). */
export interface WorkerReady {
  kind: 'ready'
  processId: string
  port: number
}

interface Slot {
  index: number
  child: ChildProcess | null
  backend: Backend | null
  startedAt: number
  restarts: number
}

const RESTART_DELAY_MS = 300
const MAX_RESTART_DELAY_MS = 10_000

export async function runCluster(options: ClusterOptions): Promise<void> {
  let stopping = false
  let redis = await startRedis(options.redisPort)
  // Redis that exits is started again on the same port; the processes reconnect by themselves.
  const watchRedis = (): void => {
    console.log(`Redis: ${redis.url} (redis-server pid ${redis.process.pid}).`)
    redis.process.once('exit', (code, signal) => {
      if (stopping) return
      console.error(`redis-server exited (${signal ?? `code ${code}`}); starting it again in 1 s.`)
      setTimeout(() => {
        if (stopping) return
        startRedis(redis.port).then(
          (again) => {
            redis = again
            watchRedis()
          },
          (error: unknown) => console.error(String(error)),
        )
      }, 1000)
    })
  }
  watchRedis()

  const slots: Slot[] = Array.from({ length: options.processes }, (_, index) => ({
    index,
    child: null,
    backend: null,
    startedAt: 0,
    restarts: 0,
  }))

  const start = (slot: Slot): void => {
    const name = `p${slot.index + 1}`
    const child = fork(options.script, [], {
      env: {
        ...process.env,
        DUOTABLE_ROLE: 'worker',
        DUOTABLE_REDIS: redis.url,
        DUOTABLE_DATA: options.dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        // Colyseus takes a process that does not answer over Redis within this for dead and
        // drops its rooms' listings (2 s by default): a busy process must not be taken so.
        COLYSEUS_PRESENCE_SHORT_TIMEOUT: process.env['COLYSEUS_PRESENCE_SHORT_TIMEOUT'] ?? '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    slot.child = child
    slot.startedAt = Date.now()
    for (const [stream, out] of [
      [child.stdout, console.log],
      [child.stderr, console.error],
    ] as const) {
      if (stream) createInterface({ input: stream }).on('line', (line) => out(`[${name}] ${line}`))
    }
    child.on('message', (message: WorkerReady) => {
      if (message?.kind !== 'ready') return
      slot.backend = { processId: message.processId, port: message.port }
      console.log(
        `Process ${name} ready: pid ${child.pid}, Colyseus process ${message.processId}, ` +
          `127.0.0.1:${message.port}.`,
      )
    })
    child.once('exit', (code, signal) => {
      slot.child = null
      slot.backend = null
      if (stopping) return
      // A process that keeps failing at once waits longer each time; one that ran a while, not.
      slot.restarts = Date.now() - slot.startedAt > 30_000 ? 0 : slot.restarts + 1
      const delay = Math.min(MAX_RESTART_DELAY_MS, RESTART_DELAY_MS * 2 ** slot.restarts)
      console.error(
        `Process ${name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); ` +
          `starting it again in ${(delay / 1000).toFixed(1)} s.`,
      )
      setTimeout(() => !stopping && start(slot), delay)
    })
  }
  for (const slot of slots) start(slot)

  const backends = (): Backend[] => slots.flatMap((s) => (s.backend ? [s.backend] : []))
  const front = await startFront(options.port, options.host, backends, options.limits)
  for (const line of bannerLines({
    port: options.port,
    host: options.host,
    dataDir: options.dataDir,
  }))
    console.log(line)
  console.log(`${options.processes} game-server processes share rooms through ${redis.url}.`)

  const stop = async (): Promise<void> => {
    if (stopping) return
    stopping = true
    await front.close()
    await Promise.all(
      slots.map(
        (slot) =>
          new Promise<void>((resolve) => {
            const child = slot.child
            if (!child) return resolve()
            child.once('exit', () => resolve())
            child.kill('SIGTERM')
          }),
      ),
    )
    await redis.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
