/**
 * HTTP and WebSocket hardening (issue 35): only pages of the server's own address (and the app
 * origins it was told) may use the matchmaker, the rooms API and the sockets — any other page a
 * player opens once could create, join or crash rooms from the player's browser; every answer
 * carries a real Content-Security-Policy with `frame-ancestors 'none'`, `nosniff` and no Referer,
 * and no `X-Powered-By`.
 */
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ColyseusTestServer } from '@colyseus/testing'
import type { DuoRoomType } from '../../server/duoRoom'
import { PAGE_POLICY } from '../../server/securityHeaders'
import { sampleSetup } from '../fixtures/sampleGame'
import { removeDataDirs } from './boot'
import { bootWithApp } from './malformedInputs'

type DuoRoom = InstanceType<DuoRoomType>

const APP = 'https://duo.example.org'
const EVIL = 'http://evil.example'

let colyseus: ColyseusTestServer
let origin: string
beforeAll(async () => {
  ;({ colyseus, origin } = await bootWithApp({
    appOrigins: [APP],
  }))
})
afterAll(async () => {
  await colyseus.shutdown()
  removeDataDirs()
})

const createBody = () => JSON.stringify({ setup: sampleSetup(70) })

function post(path: string, page: string | null, body = '{}') {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(page && { origin: page }) },
    body,
  })
}

describe('CORS', () => {
  it("answers the server's own pages, never with *", async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(71) })
    const lookup = await fetch(`${origin}/api/rooms/${room.roomId}`, { headers: { origin } })
    expect(lookup.status).toBe(200)
    expect(lookup.headers.get('access-control-allow-origin')).toBe(origin)
    const created = await post('/matchmake/create/duo', origin, createBody())
    expect(created.status).toBe(200)
    expect(created.headers.get('access-control-allow-origin')).toBe(origin)
    expect(created.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('answers an app origin it was told, preflight included', async () => {
    const preflight = await fetch(`${origin}/matchmake/create/duo`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP)
    const created = await post('/matchmake/create/duo', APP, createBody())
    expect(created.status).toBe(200)
    expect(created.headers.get('access-control-allow-origin')).toBe(APP)
  })

  it('refuses any other page: create, join, lookup and preflight, with how to allow it', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(72) })
    const asked = [
      await post('/matchmake/create/duo', EVIL, createBody()),
      await post(`/matchmake/joinById/${room.roomId}`, EVIL),
      await post(`/matchmake/joinById/${room.roomId}`, 'null'),
      await fetch(`${origin}/api/rooms/${room.roomId}`, { headers: { origin: EVIL } }),
      await fetch(`${origin}/matchmake/create/duo`, {
        method: 'OPTIONS',
        headers: { origin: EVIL },
      }),
    ]
    for (const answer of asked) {
      expect(answer.status).toBe(403)
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect(await asked[0]?.json()).toMatchObject({
      error: expect.stringMatching(/^FOREIGN_ORIGIN: .*http:\/\/evil\.example.*--app-origin/),
    })
    expect(
      colyseus
        .getRoomById<DuoRoom>(room.roomId)
        .summary()
        .seats.some((s) => s.taken),
    ).toBe(false)
  })
})

/** Opens a raw WebSocket to the room's address with this Origin; resolves how it went. */
function socketFrom(page: string | undefined, path: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}${path}`, {
      ...(page && { origin: page }),
    })
    socket.on('open', () => {
      socket.close()
      resolve('open')
    })
    socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`))
    socket.on('error', (error) => resolve(`error ${error.message}`))
  })
}

describe('a WebSocket', () => {
  it('from another page is refused before the handshake; its own pages and programs connect', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(73) })
    const path = `/any/${room.roomId}?sessionId=none`
    expect(await socketFrom(EVIL, path)).toBe('refused 403')
    expect(await socketFrom('null', path)).toBe('refused 403')
    expect(await socketFrom(origin, path)).toBe('open')
    expect(await socketFrom(APP, path)).toBe('open')
    expect(await socketFrom(undefined, path)).toBe('open')
  })
})

describe('every answer', () => {
  it('carries the policy with frame-ancestors, nosniff, no Referer, and no X-Powered-By', async () => {
    const room = await colyseus.createRoom<DuoRoom>('duo', { setup: sampleSetup(74) })
    const answers = [
      await fetch(`${origin}/`),
      await fetch(`${origin}/?room=${room.roomId}`, { headers: { accept: 'text/html' } }),
      await fetch(`${origin}/assets/index.js`),
      await fetch(`${origin}/api/rooms/${room.roomId}`),
      await fetch(`${origin}/api/rooms/ZZZZZ`),
      await post('/matchmake/joinById/ZZZZZ', null),
      await fetch(`${origin}/api/rooms/%E0%A4%A`),
      await fetch(`${origin}/no-such-file.png`),
    ]
    for (const answer of answers) {
      const said = `${answer.url} ${answer.status}`
      expect(answer.headers.get('content-security-policy'), said).toBe(PAGE_POLICY)
      expect(answer.headers.get('x-content-type-options'), said).toBe('nosniff')
      expect(answer.headers.get('referrer-policy'), said).toBe('no-referrer')
      expect(answer.headers.get('x-powered-by'), said).toBeNull()
    }
    expect(PAGE_POLICY).toMatch(/frame-ancestors 'none'$/)
    expect(PAGE_POLICY).toContain("script-src 'self';")
    expect(PAGE_POLICY).not.toMatch(/unsafe-(eval|inline)|\*/)
  })

  it("gives the service worker the page's policy plus the card-image host it caches from", async () => {
    const worker = await fetch(`${origin}/sw.js`)
    expect(worker.status).toBe(200)
    const policy = worker.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(
      "connect-src 'self' https://cards.scryfall.io https://api.scryfall.com",
    )
    expect(policy).toContain("frame-ancestors 'none'")
  })
})
