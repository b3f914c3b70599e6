/**
 * The pure rules of the server's doors (issue 35): reading a request's route without ever
 * throwing, the client's address, which pages may use the server, the growing wait after tries,
 * and the per-address limits of new rooms and room codes.
 */
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddress } from '../../server/clientAddress'
import { door, ROOM_NOT_FOUND_STATUS } from '../../server/door'
import { DEFAULT_LIMITS } from '../../server/limits'
import { originPolicy, parseAppOrigins } from '../../server/origins'
import { routeOf, type Route } from '../../server/routes'
import { Tries } from '../../server/tries'

describe('a request route', () => {
  it('is null for an address that does not decode, never an exception', () => {
    expect(routeOf('GET', '/api/rooms/%E0%A4%A')).toBeNull()
    expect(routeOf('POST', '/matchmake/joinById/%')).toBeNull()
    expect(routeOf('GET', '/%E0%A4%A?x=1')).toBeNull()
  })

  it('names the lookups, creates and joins the door counts, in any case and with a final slash', () => {
    expect(routeOf('GET', '/api/rooms/k7m2q')).toEqual({ kind: 'lookup', code: 'K7M2Q' })
    expect(routeOf('GET', '/API/Rooms/k7m2q/')).toEqual({ kind: 'lookup', code: 'K7M2Q' })
    expect(routeOf('POST', '/matchmake/create/duo')).toEqual({ kind: 'create' })
    expect(routeOf('POST', '/matchmake/joinById/K7M2Q?x')).toEqual({
      kind: 'join',
      roomId: 'K7M2Q',
    })
    expect(routeOf('POST', '/matchmake/reconnect/K7M2Q')).toEqual({ kind: 'join', roomId: 'K7M2Q' })
  })

  it("sets Colyseus's other matchmaker methods apart: they seat a device in any room", () => {
    expect(routeOf('POST', '/matchmake/join/duo')).toEqual({
      kind: 'otherMatchmake',
      method: 'join',
    })
    expect(routeOf('POST', '/matchmake/joinOrCreate/duo')).toMatchObject({ kind: 'otherMatchmake' })
    expect(routeOf('GET', '/matchmake/create/duo')).toMatchObject({ kind: 'otherMatchmake' })
    expect(routeOf('OPTIONS', '/matchmake/create/duo')).toEqual({ kind: 'preflight' })
    expect(routeOf('GET', '/assets/index.js')).toEqual({ kind: 'other' })
  })
})

describe("a client's address", () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage

  it("is the socket's, unless the front of several processes names it", () => {
    expect(clientAddress(request('10.0.0.7', '1.2.3.4'), false)).toBe('10.0.0.7')
    expect(clientAddress(request('127.0.0.1', '10.0.0.9, 1.1.1.1'), true)).toBe('10.0.0.9')
    expect(clientAddress(request('::ffff:192.168.1.20'), false)).toBe('192.168.1.20')
  })

  it('counts an IPv6 address by its /64 network: a device may take any address of it', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })
})

describe('the pages that may use the server', () => {
  const policy = originPolicy(parseAppOrigins('https://duo.example.org, http://10.0.0.5:5173'))

  it('are its own address, the app origins it was told, and no page at all', () => {
    expect(policy.allows('http://192.168.1.20:2567', '192.168.1.20:2567')).toBe(true)
    expect(policy.allows('https://duo.example.org', '192.168.1.20:2567')).toBe(true)
    expect(policy.allows('http://10.0.0.5:5173', 'x:1')).toBe(true)
    expect(policy.allows(undefined, '192.168.1.20:2567')).toBe(true)
  })

  it('never another page, a null origin, or the same host on another port', () => {
    expect(policy.allows('http://evil.example', '192.168.1.20:2567')).toBe(false)
    expect(policy.allows('null', '192.168.1.20:2567')).toBe(false)
    expect(policy.allows('http://192.168.1.20:8080', '192.168.1.20:2567')).toBe(false)
  })

  it('are configured as origins only: a path or a word is refused with its words', () => {
    expect(parseAppOrigins('https://a.example/app/')).toEqual(['https://a.example'])
    expect(() => parseAppOrigins('a.example')).toThrow(/"a.example" is not an app origin/)
  })
})

describe('tries with a growing wait', () => {
  const limit = { free: 5, firstDelayMs: 1000, maxDelayMs: 60_000, forgetMs: 15 * 60_000 }

  it('lets 5 in at once, then waits 1 s, 2 s, 4 s … up to a minute between tries', () => {
    const tries = new Tries(limit)
    let now = 0
    for (let i = 0; i < 5; i++) expect(tries.admit('x', now)).toEqual({ ok: true })
    const waits: number[] = []
    for (let i = 0; i < 9; i++) {
      expect(tries.admit('x', now)).toEqual({ ok: true })
      const refused = tries.admit('x', now)
      if (refused.ok) throw new Error('a try right after another is refused')
      waits.push(refused.waitMs / 1000)
      now += refused.waitMs
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it('keeps one try in of many sent at once; forgets after 15 minutes; a right password resets', () => {
    const tries = new Tries(limit)
    for (let i = 0; i < 5; i++) tries.admit('x', 0)
    const burst = Array.from({ length: 50 }, () => tries.admit('x', 0).ok)
    expect(burst.filter(Boolean)).toHaveLength(1)
    expect(tries.admit('x', 15 * 60_000 + 2000)).toEqual({ ok: true })
    tries.forget('x')
    for (let i = 0; i < 5; i++) expect(tries.admit('x', 0).ok).toBe(true)
  })
})

describe('the door per address', () => {
  it('makes 10 rooms at once, then one every 30 s; another address is not counted', () => {
    const keeper = door(DEFAULT_LIMITS)
    const create = { kind: 'create' } as const
    for (let i = 0; i < 10; i++) expect(keeper.admit(create, 'a', 0)).toBeNull()
    expect(keeper.admit(create, 'a', 0)).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ROOMS',
      retryAfterSeconds: 30,
      message: expect.stringMatching(/10 rooms at once, then one every 30 s/),
    })
    expect(keeper.admit(create, 'b', 0)).toBeNull()
    expect(keeper.admit(create, 'a', 29_000)).not.toBeNull()
    expect(keeper.admit(create, 'a', 30_000)).toBeNull()
    // A create refused for its options made no room: it does not count.
    keeper.settle(create, 'a', 400)
    expect(keeper.admit(create, 'a', 30_000)).toBeNull()
    expect(keeper.admit(create, 'a', 30_000)).not.toBeNull()
  })

  it("never slows a device retrying its one gone room's code, as recovery does every 1.5 s", () => {
    const keeper = door(DEFAULT_LIMITS)
    const gone = { kind: 'join', roomId: 'GONE2' } as const
    for (let i = 0; i < 200; i++) {
      expect(keeper.admit(gone, 'a', i * 1500)).toBeNull()
      keeper.settle(gone, 'a', ROOM_NOT_FOUND_STATUS)
    }
    // It counted once. New codes are guesses: with it, 5 at once, then a wait.
    const guess = (code: string) => ({ kind: 'lookup', code }) as const
    for (const code of ['AAAA2', 'AAAA3', 'AAAA4', 'AAAA5', 'AAAA6']) {
      expect(keeper.admit(guess(code), 'a', 300_000)).toBeNull()
      keeper.settle(guess(code), 'a', 404)
    }
    expect(keeper.admit(guess('AAAA7'), 'a', 300_000)).toMatchObject({ code: 'TOO_MANY_TRIES' })
    // The gone room's code is still tried at once, and a known code answers.
    expect(keeper.admit(gone, 'a', 300_000)).toBeNull()
  })

  it('counts a code that names no room, not one that does', () => {
    const keeper = door(DEFAULT_LIMITS)
    const lookup = { kind: 'lookup', code: 'K7M2Q' } as const
    // Found rooms never count: a player opening their own room over and over is never slowed.
    for (let i = 0; i < 20; i++) {
      expect(keeper.admit(lookup, 'a', 0)).toBeNull()
      keeper.settle(lookup, 'a', 200)
    }
    for (let i = 0; i < 5; i++) {
      const code = `ZZZZ${i + 2}`
      const route: Route = i % 2 ? { kind: 'lookup', code } : { kind: 'join', roomId: code }
      expect(keeper.admit(route, 'a', 0)).toBeNull()
      keeper.settle(route, 'a', i % 2 ? 404 : ROOM_NOT_FOUND_STATUS)
    }
    expect(keeper.admit({ kind: 'lookup', code: 'ZZZZ8' }, 'a', 0)).toBeNull()
    expect(keeper.admit({ kind: 'lookup', code: 'ZZZZ9' }, 'a', 10)).toMatchObject({
      code: 'TOO_MANY_TRIES',
      message: expect.stringMatching(/Wait 1 s before the next one/),
    })
  })
})
