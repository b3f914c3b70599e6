/**
 * The game server's own HTTP refusals, in Colyseus's shape `{ code, error }` (the client SDK
 * shows `error`), each starting with a code word a program can test (REDIS_DOWN, BAD_ADDRESS…).
 */
import type { ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

export function answerError(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(status, { ...headers, 'content-type': 'application/json' })
  res.end(JSON.stringify({ code: status, error }))
}

/** A WebSocket upgrade refused before the handshake: a plain HTTP answer, then the socket closed. */
export function refuseUpgrade(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ code: status, error })
  const reason = status === 403 ? 'Forbidden' : status === 400 ? 'Bad Request' : 'Refused'
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
