/**
 * The one port devices open when several game-server processes run (issue 25). It runs no game:
 * it passes each HTTP request (the app's files, the matchmaker, the rooms API) to the processes in
 * turn — any of them can answer, since they share the matchmaker through Redis — and each
 * WebSocket to the process that holds its room. Colyseus's client opens a room's socket at
 * `/<processId>/<roomId>` (the seat reservation names the process), so the path says where it
 * goes; a process the front no longer knows (it was killed) gets any live process, which
 * refuses the old session, and the device rejoins by its seat token.
 *
 * Because the page, the matchmaker and the sockets all share this one origin, the app's
 * Content-Security-Policy needs nothing beyond `connect-src 'self'`.
 *
 * The front is the door devices reach (issue 35): it keeps the per-address limits of new rooms and
 * room codes (door.ts) for all the processes at once, and tells them each device's address in
 * X-Forwarded-For (whatever the device wrote there is replaced). Nothing a request carries can
 * throw out of it: a request it cannot pass on is answered, a socket that fails is closed.
 */
import {
  request,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { addressKey } from './clientAddress'
import { door } from './door'
import { answerError } from './httpAnswer'
import { DEFAULT_LIMITS, type Limits } from './limits'
import { routeOf } from './routes'
import { BAD_ADDRESS_MESSAGE } from './requestGate'
import { setSecurityHeaders } from './securityHeaders'

export interface Backend {
  /** Colyseus's processId of the process. */
  processId: string
  port: number
}

export interface Front {
  server: Server
  close: () => Promise<void>
}

/** The Colyseus process a socket's path names: `/<processId>/<roomId>?…`. */
export function processOfPath(url: string): string | null {
  const match = /^\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+(?:\?|$)/.exec(url)
  return match?.[1] ?? null
}

/** The request line and headers as they came, to replay to a backend for an upgrade. */
function rawHead(req: IncomingMessage, address: string): string {
  const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/${req.httpVersion}`]
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (/^x-forwarded-for$/i.test(req.rawHeaders[i] ?? '')) continue
    lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
  }
  lines.push(`X-Forwarded-For: ${address}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}

const addressOf = (req: IncomingMessage): string => addressKey(req.socket.remoteAddress ?? '')

export function startFront(
  port: number,
  host: string,
  backends: () => readonly Backend[],
  limits: Limits = DEFAULT_LIMITS,
): Promise<Front> {
  const keeper = door(limits)
  let turn = 0
  const next = (): Backend | undefined => {
    const all = backends()
    if (all.length === 0) return undefined
    turn = (turn + 1) % all.length
    return all[turn]
  }

  const passOn = (req: IncomingMessage, res: ServerResponse): void => {
    const backend = next()
    const unavailable = (): void =>
      answerError(res, 502, 'No game-server process is answering yet.')
    if (!backend) return unavailable()
    const address = addressOf(req)
    const route = routeOf(req.method ?? 'GET', req.url ?? '/')
    if (route === null) return answerError(res, 400, BAD_ADDRESS_MESSAGE)
    const refusal = keeper.admit(route, address)
    if (refusal) {
      const retry = { 'retry-after': String(refusal.retryAfterSeconds) }
      return answerError(res, refusal.status, refusal.message, retry)
    }
    res.once('finish', () => keeper.settle(route, address, res.statusCode))
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': address },
        // A new connection each time: a kept-alive one the process is just closing would fail
        // the device's request (the requests are few: pages, matchmaking, lookups).
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', unavailable)
    req.on('error', () => upstream.destroy())
    res.on('error', () => upstream.destroy())
    req.pipe(upstream)
  }

  const server = createServer((req, res) => {
    setSecurityHeaders(res, req.url ?? '/')
    try {
      passOn(req, res)
    } catch (error) {
      console.error(`The front could not pass a request on: ${String(error)}`)
      answerError(res, 500, 'SERVER_ERROR: The game server could not answer this request.')
    }
  })

  const sockets = new Set<Duplex>()
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    const named = processOfPath(req.url ?? '/')
    const backend = backends().find((b) => b.processId === named) ?? next()
    if (!backend) return void socket.destroy()
    const upstream = connect(backend.port, '127.0.0.1', () => {
      upstream.write(rawHead(req, addressOf(req)))
      if (head.length > 0) upstream.write(head)
      socket.pipe(upstream).pipe(socket)
    })
    const end = (): void => {
      upstream.destroy()
      socket.destroy()
    }
    upstream.on('error', end)
    upstream.on('close', end)
    socket.on('error', end)
    socket.on('close', end)
  }
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      upgrade(req, socket, head)
    } catch (error) {
      console.error(`The front could not pass a socket on: ${String(error)}`)
      socket.destroy()
    }
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve({
        server,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}
