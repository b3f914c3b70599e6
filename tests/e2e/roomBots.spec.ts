/**
 * Bot seats in a room (issue 39): the host gives team B to DuoTable on the setup screen and
 * creates a room; the game server plays team B — its turn shows move by move on the host's
 * table — and hands the turn back. Nobody can take a bot's seat from the join screen.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { GameState } from '../../src/engine'
import { unpackSave } from '../../src/shared/save/savePacking'
import { SCREENS } from './helpers'
import { newDevice } from './roomDevice'
import { ORIGIN, roomServerForFile } from './roomServer'

const server = roomServerForFile()

/**
 * The names of the cards in team B's hands that team A may not know, read from the room's file on
 * the server's disk: none of the same name is anywhere but B's hands and the libraries, and no
 * move since the file was written (its journal) named the card.
 */
function secretsOfB(rooms: string, roomId: string): string[] {
  const file = join(rooms, `${roomId}.room.json`)
  const { save } = JSON.parse(readFileSync(file, 'utf8')) as {
    save: Parameters<typeof unpackSave>[0]
  }
  const { game } = unpackSave(save) as { game: GameState }
  const journal = join(rooms, `${roomId}.room.log`)
  const moved = existsSync(journal) ? readFileSync(journal, 'utf8') : ''
  const secret = new Set<string>()
  for (const [id, player] of Object.entries(game.players)) {
    for (const card of player.zones.library) secret.add(card)
    if (id.startsWith('B')) for (const card of player.zones.hand) secret.add(card)
  }
  // Known by right: every card outside the secrets, and every card a move has named since.
  const known = new Set(
    Object.entries(game.cards)
      .filter(([id]) => !secret.has(id) || moved.includes(`"${id}"`))
      .map(([, c]) => c.data.name),
  )
  const hands = ['B1', 'B2']
    .flatMap((p) => game.players[p]?.zones.hand ?? [])
    .filter((id) => !moved.includes(`"${id}"`))
  return [...new Set(hands.map((id) => game.cards[id]?.data.name ?? ''))].filter(
    (name) => name !== '' && !known.has(name),
  )
}

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

  // The room's status sits in the top bar at every size: it covers no hand and no button.
  for (const size of SCREENS) {
    await page.setViewportSize(size)
    await page.evaluate(() => window.scrollTo(0, 0))
    const status = page.locator('.room-status')
    await expect(status.getByRole('button', { name: 'Leave room' })).toBeVisible()
    const box = await status.boundingBox()
    if (!box) throw new Error('no room status')
    const under = await page.evaluate(
      ({ x, y, width, height }) =>
        [...document.querySelectorAll('[data-zone$=":hand"], .table button, .top-actions button')]
          .filter((el) => {
            const r = el.getBoundingClientRect()
            return r.right > x && r.left < x + width && r.bottom > y && r.top < y + height
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''),
      box,
    )
    expect(under).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`room-bots-${size.width}.png`) })
  }

  // No frame the host or the guest received names a card in the bot team's hands.
  const roomId = new URL(link, page.url()).searchParams.get('room') ?? ''
  const secrets = secretsOfB(join(server().home, 'rooms'), roomId)
  expect(secrets.length).toBeGreaterThan(0)
  const leaks = [host, guest].flatMap((device) =>
    device.frames.flatMap((frame) =>
      secrets
        .filter((name) => frame.includes(Buffer.from(name)))
        .map((name) => {
          const at = frame.indexOf(Buffer.from(name))
          return `${device.name}: ${name} in …${frame.subarray(Math.max(0, at - 300), at + 80).toString('latin1')}…`
        }),
    ),
  )
  expect(leaks).toEqual([])
})
