/**
 * The address a request comes from, for the limits kept per address (issue 35). Only the front
 * of several processes (front.ts) may say it for a device, in X-Forwarded-For: a process behind
 * it listens on 127.0.0.1 alone and trusts that header from it; a process that devices reach
 * directly never does, so no device can pick its own address. The request's headers are then
 * set so that Colyseus's own `context.ip` (which reads X-Real-IP first) is this address too.
 *
 * IPv6 addresses count by their /64 network: one device may hold any address of its network.
 */
import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'

/** An IPv4 address as such (not `::ffff:a.b.c.d`); an IPv6 one as its /64 network. */
export function addressKey(raw: string): string {
  const address = raw.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === '' ? [] : tail.split(':')
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The device's address: the socket's, or the front's word for it when `trustFront`. */
export function clientAddress(req: IncomingMessage, trustFront: boolean): string {
  const forwarded = req.headers['x-forwarded-for']
  const named = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined
  const socket = req.socket.remoteAddress ?? 'unknown'
  return addressKey(trustFront && named ? named : socket)
}

/** Only this address reaches Colyseus (context.ip): whatever the device wrote is dropped. */
export function settleAddressHeaders(req: IncomingMessage, address: string): void {
  delete req.headers['x-forwarded-for']
  delete req.headers['x-client-ip']
  req.headers['x-real-ip'] = address
}
