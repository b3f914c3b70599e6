/**
 * Nothing lost across devices (issue 24), in real browsers through the game server: a reloaded
 * tab joins its room again with the seat token kept in the tab (sessionStorage) and shows the
 * game exactly as it was; a server stopped dead and started again on the same data directory
 * resumes the room, and every device — both teams and the table screen — comes back by itself,
 * with every hand, life total and log line as before, and plays on.
 */
import { expect, test, type Page } from '@playwright/test'
import { createRoomForTeamA, joinAsTeamB, newDevice, type Device } from './roomDevice'
import {
  ORIGIN,
  roomServerForFile,
  seatsTaken,
  startRoomServer,
  stopRoomServer,
} from './roomServer'

const server = roomServerForFile()

interface Room {
  code: string
  a: Device
  b: Device
  table: Device
}

/** Team A's device creates a room (A1, A2), team B's joins (B1, B2), then a table screen. */
async function openRoom(browser: Parameters<typeof newDevice>[0]): Promise<Room> {
  const a = await newDevice(browser, 'A')
  const b = await newDevice(browser, 'B')
  const table = await newDevice(browser, 'table')
  const link = await createRoomForTeamA(a.page, ORIGIN)
  await joinAsTeamB(b.page, link)
  await table.page.goto(link)
  await expect(table.page.getByRole('group', { name: /^Seats in room / })).toBeVisible()
  await table.page.getByRole('button', { name: 'Join room' }).click()
  await expect(table.page.getByText('This device is the table screen.')).toBeVisible()
  return { code: new URL(link).searchParams.get('room') ?? '', a, b, table }
}

/** What a device shows of the game: every hand's cards by name, both lives, the turn, the log. */
async function shown(page: Page) {
  const hands: Record<string, string[]> = {}
  for (const seat of ['A1', 'A2', 'B1', 'B2']) {
    hands[seat] = await page
      .locator(`[data-zone="${seat}:hand"] [data-card-id]`)
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? c.textContent ?? ''))
  }
  return {
    hands,
    lifeA: await page.locator('[data-team-life="A"]').textContent(),
    lifeB: await page.locator('[data-team-life="B"]').textContent(),
    turn: await page.getByRole('region', { name: 'Turn' }).textContent(),
    log: await page.getByRole('log').getByRole('listitem').allTextContents(),
  }
}

/** A few moves from both teams, seen by every device. */
async function playSome({ a, b, table }: Room) {
  await a.page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await b.page.getByRole('button', { name: 'Team A: lose 1 life' }).click()
  await b.page.getByRole('button', { name: 'Team A: lose 1 life' }).click()
  for (const d of [a, b, table]) {
    await expect(d.page.locator('[data-team-life="A"]')).toHaveText('58')
    await expect(d.page.locator('[data-team-life="B"]')).toHaveText('59')
  }
}

test('a reloaded tab rejoins the same seats and shows the game exactly as it was', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const started = Date.now()
  const room = await openRoom(browser)
  const { b, a } = room
  await playSome(room)
  const before = await shown(b.page)
  expect(before.hands['B1']?.length).toBeGreaterThan(0)
  const token = await b.page.evaluate(() => sessionStorage.getItem('duotable.room'))
  expect(token).toContain(room.code)

  await b.page.reload()
  await expect(b.page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
  await expect(b.page.getByText('Seats on this device: B1, B2')).toBeVisible()
  await expect(b.page.locator('[data-team-life="A"]')).toHaveText('58')
  expect(await shown(b.page)).toEqual(before)
  expect(await b.page.evaluate(() => sessionStorage.getItem('duotable.room'))).toBe(token)
  expect(await seatsTaken(room.code)).toEqual(['A1', 'A2', 'B1', 'B2'])

  // The reloaded tab plays on: its move reaches the other devices.
  await b.page.getByRole('button', { name: 'Team A: lose 1 life' }).click()
  for (const d of [a, b, room.table]) {
    await expect(d.page.locator('[data-team-life="A"]')).toHaveText('57')
  }
  console.log(`reload: ${Date.now() - started} ms`)
})

test('a server restart resumes the room; every device comes back by itself with nothing lost', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const started = Date.now()
  const room = await openRoom(browser)
  const devices = [room.a, room.b, room.table]
  await playSome(room)
  const before = await Promise.all(devices.map((d) => shown(d.page)))

  await stopRoomServer(server())
  for (const d of devices) {
    await expect(d.page.getByRole('status').filter({ hasText: 'reconnecting' })).toBeVisible()
  }
  await startRoomServer(server())
  for (const d of devices) {
    await expect(d.page.getByRole('status').filter({ hasText: 'reconnecting' })).toBeHidden({
      timeout: 30_000,
    })
  }
  const after = await Promise.all(devices.map((d) => shown(d.page)))
  expect(after).toEqual(before)
  // Each came back by a new join with its seat token (the old session died with the server).
  for (const d of devices) expect(d.messages().filter((m) => m.type === 'seat')).toHaveLength(2)
  await expect(room.a.page.getByText('Seats on this device: A1, A2')).toBeVisible()
  await expect(room.b.page.getByText('Seats on this device: B1, B2')).toBeVisible()
  await expect(room.table.page.getByText('This device is the table screen.')).toBeVisible()
  expect(await seatsTaken(room.code)).toEqual(['A1', 'A2', 'B1', 'B2'])

  // Both teams play on, and every device sees it.
  await room.a.page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await room.b.page.getByRole('button', { name: 'Team A: lose 1 life' }).click()
  for (const d of devices) {
    await expect(d.page.locator('[data-team-life="A"]')).toHaveText('57')
    await expect(d.page.locator('[data-team-life="B"]')).toHaveText('58')
  }
  console.log(`restart: ${Date.now() - started} ms`)
})
