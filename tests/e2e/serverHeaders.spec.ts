/**
 * The game server's headers in a real browser (issue 35): the app it serves runs under the
 * header Content-Security-Policy (with `frame-ancestors 'none'`) without one violation — a room
 * made, its socket open, the service worker active — and a page of another origin can neither
 * frame the table, nor make a room, nor open a room's socket from a player's browser.
 */
import { existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { ORIGIN, roomServerForFile } from './roomServer'

const server = roomServerForFile()

/**
 * A page of another origin, as any site a player opens would be: served by the test itself, on
 * the same address with another port (a page of a public host would meet Chromium's own
 * private-network guard first, and the test would not reach the server's).
 */
/** A game setup the server takes: a commander and ten Forests a seat. */
const player = (id: string) => ({
  id,
  commanders: [
    { name: `Elf ${id}`, type_line: 'Legendary Creature — Elf', power: '1', toughness: '1' },
  ],
  library: Array.from({ length: 10 }, () => ({ name: 'Forest', type_line: 'Basic Land — Forest' })),
})
const SETUP = {
  teams: [
    { id: 'A', players: [player('A1'), player('A2')] },
    { id: 'B', players: [player('B1'), player('B2')] },
  ],
}

async function anotherSite(): Promise<{ origin: string; close: () => void }> {
  const site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><title>Any site</title>')
  })
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done))
  const { port } = site.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, close: () => site.close() }
}

async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

test('the app the server serves runs under the header policy: a room, its socket, the service worker, no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page)
  const answer = await page.goto(`${ORIGIN}/`)
  const headers = answer?.headers() ?? {}
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'.*frame-ancestors 'none'$/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-powered-by']).toBeUndefined()

  await page.getByRole('radio', { name: /Play across devices/ }).check()
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  const create = page.getByRole('group', { name: 'Create a room' })
  await create.getByRole('checkbox', { name: /\(A1\)/ }).check()
  await create.getByRole('button', { name: 'Create room' }).click()
  const codeDialog = page.getByRole('dialog', { name: /^Room / })
  await expect(codeDialog).toBeVisible()
  await codeDialog.getByRole('button', { name: 'Go to the table' }).click()
  await expect(page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()

  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state ?? 'none'
  })
  expect(worker).toMatch(/activat/)
  expect(violations).toEqual([])
})

test('a page of another origin can neither frame the table, nor make a room, nor open a socket', async ({
  page,
}) => {
  const rooms = join(server().home, 'rooms')
  const roomFiles = () =>
    existsSync(rooms) ? readdirSync(rooms).filter((f) => f.endsWith('.room.json')).length : 0
  const before = roomFiles()
  const site = await anotherSite()
  await page.goto(`${site.origin}/`)

  // Framing the table: the browser refuses (frame-ancestors 'none').
  await page.evaluate((origin) => {
    const frame = document.createElement('iframe')
    frame.src = `${origin}/`
    document.body.append(frame)
  }, ORIGIN)
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toContain('chrome-error://chromewebdata/')

  // Making a room: a JSON request (preflighted) and a "simple" one the browser sends unasked.
  const tries = await page.evaluate(
    async ({ origin, body }) => {
      const asked = async (init: RequestInit) => {
        try {
          return `answered ${(await fetch(`${origin}/matchmake/create/duo`, init)).status}`
        } catch {
          return 'blocked'
        }
      }
      return [
        await asked({ method: 'POST', headers: { 'content-type': 'application/json' }, body }),
        await asked({ method: 'POST', headers: { 'content-type': 'text/plain' }, body }),
        await asked({ method: 'POST', mode: 'no-cors', body }),
      ]
    },
    { origin: ORIGIN, body: JSON.stringify({ setup: SETUP, seats: ['A1'] }) },
  )
  // The page reads nothing (CORS); a no-cors request's answer is opaque (status 0).
  expect(tries).toEqual(['blocked', 'blocked', 'answered 0'])

  const socket = await page.evaluate(
    (origin) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${origin.replace('http', 'ws')}/any/ROOMS?sessionId=x`)
        ws.onopen = () => resolve('open')
        ws.onerror = () => resolve('refused')
      }),
    ORIGIN,
  )
  expect(socket).toBe('refused')
  expect(roomFiles()).toBe(before)
  site.close()
})
