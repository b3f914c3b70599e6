/**
 * Debian's `redis-server`, started by `npm run serve -- --processes N` when N > 1 (issue 25): on
 * 127.0.0.1 only, on a free port (or the one asked for), keeping nothing on disk — the rooms are
 * saved in their own files; Redis holds only what the processes tell each other (presence) and
 * where each room lives (the driver's listings), which they write again when Redis comes back.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePort } from './freePort'

export const REDIS_SERVER = process.env['DUOTABLE_REDIS_SERVER'] ?? '/usr/bin/redis-server'

export interface RunningRedis {
  url: string
  port: number
  process: ChildProcess
  stop: () => Promise<void>
}

export async function startRedis(port?: number): Promise<RunningRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `Several processes share rooms through Redis, and ${REDIS_SERVER} is missing: ` +
        'install it with "apt-get install -y redis-server" (or run one process).',
    )
  }
  const chosen = port ?? (await freePort())
  const args = ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  await new Promise<void>((resolve, reject) => {
    let said = ''
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${said}`)), 10_000)
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`redis-server exited (${code}) before it was ready: ${said.slice(-500)}`))
    })
  })
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, process: child, stop }
}
