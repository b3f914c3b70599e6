/**
 * Several game-server processes share rooms through Colyseus's own Redis presence and driver
 * (issue 25): the matchmaker finds a room whichever process holds it, and asks that process for
 * a seat. This file builds both on one Redis address and watches the connection, so the log says
 * plainly when Redis is gone and when it is back, and the request gate (requestGate.ts) can
 * refuse joins at once instead of letting them wait on a dead connection.
 *
 * A Redis that is frozen (SIGSTOP, a stuck machine) keeps its connections open and answers
 * nothing (issue 35): every command gives up after COMMAND_TIMEOUT_MS, and a PING every second
 * that gets no answer within PROBE_TIMEOUT_MS counts Redis as lost — the same REDIS_DOWN as a
 * Redis that is gone — until a PING is answered again.
 */
import { RedisPresence } from '@colyseus/redis-presence'
import { RedisDriver } from '@colyseus/redis-driver'

/** The presence, with its two connections (commands, subscriptions) visible to watch them. */
class WatchedPresence extends RedisPresence {
  get connections() {
    return [this.pub, this.sub] as const
  }
}

/**
 * A Redis command that gets no answer in this long fails (ioredis `commandTimeout`): a backstop.
 * The probe below finds a frozen Redis sooner, and the gate answers a request waiting on Redis
 * after 2.5 s. With 1.5 s here a process once exited at start in a full test run on a loaded
 * machine (and was restarted): a start's commands may be slow without Redis being frozen.
 */
export const COMMAND_TIMEOUT_MS = 5000
const PROBE_EVERY_MS = 1000
const PROBE_TIMEOUT_MS = 1000

export interface RedisLink {
  presence: RedisPresence
  driver: RedisDriver
  /** False from the moment a connection drops until both are back. */
  readonly up: boolean
  /** Called when Redis comes back after being lost (the rooms' listings are written again). */
  onBack: (callback: () => void) => void
  /** Stops the probe (the server shuts down). */
  stop: () => void
}

export function redisLink(address: string, log: (line: string) => void = console.error): RedisLink {
  const url = new URL(address)
  const options = {
    host: url.hostname,
    port: Number(url.port || 6379),
    // Reconnect every second at most, for ever: the rooms go on meanwhile.
    retryStrategy: (times: number) => Math.min(times * 200, 1000),
    // A command waits through at most one reconnect attempt, then fails instead of hanging.
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  }
  const presence = new WatchedPresence(options)
  const [pub, sub] = presence.connections
  // The driver's commands go over the presence's command connection: one connection to watch.
  const driver = new RedisDriver(pub as never)
  const down = new Set<string>()
  const backCallbacks: (() => void)[] = []
  let lostSince: number | null = null

  const watch = (connection: typeof pub, name: string): void => {
    connection.on('error', (error: Error) => lost(name, error.message))
    connection.on('close', () => lost(name, 'connection closed'))
    connection.on('ready', () => back(name))
  }
  const lost = (name: string, why: string): void => {
    if (down.has(name)) return
    down.add(name)
    if (lostSince !== null) return
    lostSince = Date.now()
    log(
      `Redis at ${url.host} is unreachable (${why}). Games in progress go on; new rooms and ` +
        'joins are refused with "REDIS_DOWN" until it is back. Retrying every second.',
    )
  }
  const back = (name: string): void => {
    if (!down.delete(name) || down.size > 0 || lostSince === null) return
    const seconds = ((Date.now() - lostSince) / 1000).toFixed(1)
    lostSince = null
    log(`Redis at ${url.host} is back after ${seconds} s; joins are accepted again.`)
    for (const callback of backCallbacks) callback()
  }
  watch(pub, 'commands')
  watch(sub, 'subscriptions')

  // A connection can stay open to a Redis that answers nothing: ask it, every second.
  let probing = false
  const probe = setInterval(() => {
    if (probing || pub.status !== 'ready') return
    probing = true
    const timer = setTimeout(() => lost('answers', 'no answer within 1 s'), PROBE_TIMEOUT_MS)
    pub.ping().then(
      () => (clearTimeout(timer), (probing = false), back('answers')),
      () => (clearTimeout(timer), (probing = false), lost('answers', 'a command failed')),
    )
  }, PROBE_EVERY_MS)
  probe.unref()

  return {
    presence,
    driver,
    get up() {
      return down.size === 0
    },
    onBack: (callback) => backCallbacks.push(callback),
    stop: () => clearInterval(probe),
  }
}
