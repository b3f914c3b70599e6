/**
 * Play across devices (issue 24) in real browsers: the game server (`npm run serve`'s own build)
 * serves the app and the rooms on one port; team A's device creates a room, team B's device and
 * a table screen join it by the join link, a move on one shows on all, and every WebSocket frame
 * each device receives is read: no frame to team A or to the table screen names a card in team
 * B's hands. Needs only main's server (create/join by seats, 'seat', 'view', 'action'); the room
 * code in the URL is the room's id, whatever its form.
 */
import { expect, test } from '@playwright/test'
import { newDevice as device, type Device, type View } from './roomDevice'
import { ORIGIN, roomServerForFile } from './roomServer'

// The server as `npm run serve` builds it, serving the app playwright.config.ts just built.
roomServerForFile()

/** The names of the cards in `players`' hands as `view` shows them (hidden ones have none). */
function handNames(view: View, players: string[]): Set<string> {
  const names = new Set<string>()
  for (const p of players)
    for (const id of view.players[p]?.zones['hand'] ?? []) {
      const name = view.cards[id]?.data.name
      if (name) names.add(name)
    }
  return names
}

/**
 * The card names a view shows outside team B's hands and the libraries: what a device of team A
 * or the table screen may know by right (a card of the same name elsewhere). Cards in team B's
 * hands are not counted, so a leaked card could not excuse itself.
 */
function namesOutsideSecrets(view: View): Set<string> {
  const secret = new Set<string>()
  for (const [player, { zones }] of Object.entries(view.players)) {
    for (const id of zones['library'] ?? []) secret.add(id)
    if (player.startsWith('B')) for (const id of zones['hand'] ?? []) secret.add(id)
  }
  return new Set(
    Object.entries(view.cards)
      .filter(([id]) => !secret.has(id))
      .map(([, c]) => c.data.name)
      .filter((n): n is string => !!n),
  )
}

test('two teams and a table screen play one room; no frame names a card in the other team’s hands', async ({
  browser,
}) => {
  const a = await device(browser, 'A')
  const b = await device(browser, 'B')
  const table = await device(browser, 'table')

  // Team A's device creates the room with both A seats.
  await a.page.goto(`${ORIGIN}/`)
  await a.page.getByRole('radio', { name: /Play across devices/ }).check()
  await a.page.getByText('Advanced').click()
  await a.page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  const create = a.page.getByRole('group', { name: 'Create a room' })
  await create.getByRole('checkbox', { name: /\(A1\)/ }).check()
  await create.getByRole('checkbox', { name: /\(A2\)/ }).check()
  await create.getByRole('button', { name: 'Create room' }).click()
  const codeDialog = a.page.getByRole('dialog', { name: /^Room / })
  await expect(codeDialog).toBeVisible()
  const link = await codeDialog.getByRole('link').getAttribute('href')
  expect(link).toMatch(/\?room=/)
  await codeDialog.getByRole('button', { name: 'Go to the table' }).click()
  await expect(a.page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()

  // The room's id is its short code (5 characters, no I, O, 0 or 1 to misread).
  const roomId = new URL(link ?? '', a.page.url()).searchParams.get('room') ?? ''
  expect(roomId).toMatch(/^[A-HJ-NP-Z2-9]{5}$/)

  // Team B's device opens the join link and takes both B seats.
  await b.page.goto(link ?? '')
  const seats = b.page.getByRole('group', { name: /^Seats in room / })
  await expect(seats.getByRole('checkbox', { name: /\(A1\), taken/ })).toBeDisabled()
  await seats.getByRole('checkbox', { name: /\(B1\)/ }).check()
  await seats.getByRole('checkbox', { name: /\(B2\)/ }).check()
  await b.page.getByRole('button', { name: 'Join room' }).click()
  await expect(b.page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()

  // The table screen joins with no seat.
  await table.page.goto(link ?? '')
  await expect(table.page.getByRole('group', { name: /^Seats in room / })).toBeVisible()
  await table.page.getByRole('button', { name: 'Join room' }).click()
  await expect(table.page.getByText('This device is the table screen.')).toBeVisible()

  // A move on team A's device shows on every device.
  const lifeOf = (d: Device) => d.page.locator('[data-team-life="B"]')
  const before = Number(await lifeOf(b).textContent())
  await a.page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  for (const d of [a, b, table]) await expect(lifeOf(d)).toHaveText(String(before - 1))

  // Team B's hands as team B sees them; names team A may see some other way are left out.
  const bView = b.views().at(-1)
  expect(bView).toBeDefined()
  const bHands = handNames(bView as View, ['B1', 'B2'])
  expect(bHands.size).toBeGreaterThan(0)
  for (const other of [a, table]) {
    expect(other.views().length).toBeGreaterThan(1)
    // The move came as a patch of the view (issue 38: patches on), and was read as one.
    expect(other.messages().some((m) => m.type === 'viewPatch')).toBe(true)
    const seen = new Set(other.views().flatMap((v) => [...namesOutsideSecrets(v)]))
    const secret = [...bHands].filter((name) => !seen.has(name))
    expect(secret.length).toBeGreaterThan(0)
    for (const frame of other.frames)
      for (const name of secret) expect(frame.includes(Buffer.from(name))).toBe(false)
  }
})
