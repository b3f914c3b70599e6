/**
 * Bot seats in a room (issue 39): the host gives team B to DuoTable on the setup screen and
 * creates a room; the game server plays team B — its turn shows move by move on the host's
 * table — and hands the turn back. Nobody can take a bot's seat from the join screen.
 */
import { expect, test } from '@playwright/test'
import { newDevice } from './roomDevice'
import { ORIGIN, roomServerForFile } from './roomServer'

roomServerForFile()

test('a room with team B played by DuoTable: the server plays its turn; its seats stay DuoTable’s', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const host = await newDevice(browser, 'A')
  const page = host.page
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`${ORIGIN}/`)
  await page.getByRole('radio', { name: /Play across devices/ }).check()
  await page.getByRole('checkbox', { name: 'DuoTable plays B1' }).check()
  await page.getByRole('checkbox', { name: 'DuoTable plays B2' }).check()
  await expect(page.getByText(/DuoTable plays its seats on the game server/)).toBeVisible()
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  const create = page.getByRole('group', { name: 'Create a room' })
  await expect(create.getByRole('checkbox', { name: /\(B1\), played by DuoTable/ })).toBeDisabled()
  await create.getByRole('checkbox', { name: /\(A1\)/ }).check()
  await create.getByRole('checkbox', { name: /\(A2\)/ }).check()
  await page.screenshot({ path: testInfo.outputPath('room-bots-setup.png'), fullPage: true })
  await create.getByRole('button', { name: 'Create room' }).click()
  const codeDialog = page.getByRole('dialog', { name: /^Room / })
  const link = (await codeDialog.getByRole('link').getAttribute('href')) ?? ''
  await codeDialog.getByRole('button', { name: 'Go to the table' }).click()
  await expect(page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()

  // Another device on the join link finds team B's seats DuoTable's, not free.
  const guest = await newDevice(browser, 'guest')
  await guest.page.goto(link)
  const seats = guest.page.getByRole('group', { name: /^Seats in room / })
  await expect(seats.getByRole('checkbox', { name: /\(B1\), played by DuoTable/ })).toBeDisabled()
  await expect(seats.getByRole('checkbox', { name: /\(B2\), played by DuoTable/ })).toBeDisabled()

  // Team A ends its turn: the server plays team B's, one move at a time, then it is A's again.
  const bar = page.getByRole('region', { name: 'Turn' })
  await bar.getByRole('button', { name: 'End turn', exact: true }).click()
  const log = page.getByRole('log')
  await expect(log).toContainText(/B[12] \w+/, { timeout: 30_000 })
  await page.screenshot({ path: testInfo.outputPath('room-bots-playing.png') })
  await expect(bar.getByText('Turn 3', { exact: true })).toBeVisible({ timeout: 60_000 })
  await expect(bar.getByRole('button', { name: 'End turn', exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('room-bots-back.png') })
})
