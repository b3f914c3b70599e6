/**
 * Issue 35's theft, in real browsers: team B hosts on one device, team A plays on two, a table
 * screen watches. From team B's device — its page, and a program holding its seat token — in team
 * A's turn: end A's turn, turn on A1's top card revealed (both refused), bring A's life to 0 from
 * the life panel (allowed, and A's screens say who did it), save the full game (allowed, the game
 * being over, and A's screens say so), then Undo back into play: A's devices are asked, told the
 * game would reopen and that team B has the full game, and A declines. The spectator's raw export
 * is refused. Every frame team A's devices and the table screen received is read: none names a
 * card of team B's hands or any library; team B's frames named none of A's before its export.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import '../../server/nodeWebSocket'
import { Client, type Room } from '@colyseus/sdk'
import { unpackSave } from '../../src/shared/save/savePacking'
import { newDevice, namesShown, secretNames, type Device, type FullState } from './roomDevice'
import { ORIGIN, roomServerForFile } from './roomServer'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

roomServerForFile()

/** A program on team B's device: a second connection with the device's own seat token. */
async function rawConnection(
  page: Page,
  code: string,
): Promise<{ room: Room; refusals: string[] }> {
  const held = await page.evaluate(() => sessionStorage.getItem('duotable.room'))
  const { token } = JSON.parse(held ?? '{}') as { token?: string }
  expect(token, "team B's seat token").toBeTruthy()
  const room = await new Client(ORIGIN).joinById(code, { protocol: PROTOCOL_VERSION, token })
  const refusals: string[] = []
  room.onMessage('*', (type, message) => {
    if (type === 'refused') refusals.push((message as { code: string }).code)
  })
  return { room, refusals }
}

/** What a device shows, at each screen size, for a person to look at (nothing asserted). */
async function shots(page: Page, what: string) {
  const before = page.viewportSize()
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: test.info().outputPath(`theft-${what}-${width}x${height}.png`) })
  }
  if (before) await page.setViewportSize(before)
}

async function joinSeat(device: Device, link: string, seat: string) {
  await device.page.goto(link)
  const seats = device.page.getByRole('group', { name: /^Seats in room / })
  await seats.getByRole('checkbox', { name: new RegExp(`\\(${seat}\\)`) }).check()
  await device.page.getByRole('button', { name: 'Join room' }).click()
  await expect(device.page.getByText(`Seats on this device: ${seat}`)).toBeVisible()
}

test("team B's device tries the export-and-undo theft; team A's devices are asked and see each try", async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const b = await newDevice(browser, 'B')
  const a1 = await newDevice(browser, 'A1')
  const a2 = await newDevice(browser, 'A2')
  const table = await newDevice(browser, 'table')
  const teamA = [a1, a2]

  // Team B hosts, team A starts, no mulligans.
  await b.page.goto(`${ORIGIN}/`)
  await b.page.getByRole('radio', { name: /Play across devices/ }).check()
  await b.page.getByText('Advanced').click()
  await b.page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  await b.page.getByLabel('Starting team').selectOption({ label: 'Team A' })
  const create = b.page.getByRole('group', { name: 'Create a room' })
  await create.getByRole('checkbox', { name: /\(B1\)/ }).check()
  await create.getByRole('checkbox', { name: /\(B2\)/ }).check()
  await create.getByRole('button', { name: 'Create room' }).click()
  const codeDialog = b.page.getByRole('dialog', { name: /^Room / })
  const link = (await codeDialog.getByRole('link').getAttribute('href')) ?? ''
  const code = new URL(link).searchParams.get('room') ?? ''
  await codeDialog.getByRole('button', { name: 'Go to the table' }).click()
  await joinSeat(a1, link, 'A1')
  await joinSeat(a2, link, 'A2')
  await table.page.goto(link)
  await table.page.getByRole('button', { name: 'Join room' }).click()
  await expect(table.page.getByText('This device is the table screen.')).toBeVisible()
  for (const d of [b, ...teamA, table]) {
    await expect(d.page.getByRole('region', { name: 'Turn' })).toContainText('Turn 1')
  }

  // 1–2. In team A's turn, team B's device ends A's turn and turns on A1's top card revealed.
  const raw = await rawConnection(b.page, code)
  raw.room.send('action', { action: { type: 'turn/end' } })
  raw.room.send('action', { action: { type: 'library/topRevealed', player: 'A1', on: true } })
  raw.room.send('action', { action: { type: 'hand/reveal', player: 'A1', revealed: true } })
  await expect.poll(() => raw.refusals).toEqual(['NOT_YOUR_SEAT', 'NOT_YOUR_SEAT', 'NOT_YOUR_SEAT'])
  for (const d of teamA) {
    await expect(d.page.getByRole('region', { name: 'Turn' })).toContainText('Turn 1')
  }

  // 3. Team B brings team A's life to 0 from its life panel: a table edit, in the open.
  await b.page.keyboard.press('l')
  const panel = b.page.getByRole('dialog', { name: 'Life effects' })
  await panel.getByRole('tab', { name: 'Each opponent…' }).click()
  await panel.getByRole('textbox', { name: 'Amount' }).fill('60')
  await panel.getByRole('button', { name: 'Apply to each opponent' }).click()
  for (const d of teamA) {
    // Team A's screens say who did it to them.
    await expect(
      d.page.getByRole('alert').filter({ hasText: /B1 Cleo did this to your team: / }),
    ).toBeVisible()
    await expect(d.page.getByRole('dialog', { name: 'Team B wins' })).toBeVisible()
  }

  // 4. The table screen's raw export: refused, nothing sent.
  const spectator = await new Client(ORIGIN).joinById(code, { protocol: PROTOCOL_VERSION })
  const spectatorSaw: string[] = []
  spectator.onMessage('*', (type, message) => {
    spectatorSaw.push(type === 'refused' ? (message as { code: string }).code : String(type))
  })
  spectator.send('export', {})
  await expect.poll(() => spectatorSaw).toContain('NOT_YOUR_SEAT')
  expect(spectatorSaw).not.toContain('exported')

  // 5. Team B saves the full game, the game being over: team A's screens say so.
  await b.page.keyboard.press('Escape')
  await expect(panel.or(b.page.getByRole('dialog', { name: 'Team B wins' }))).toHaveCount(0)
  const framesBeforeExport = b.frames.length
  const download = b.page.waitForEvent('download')
  await b.page.getByRole('button', { name: 'Export the full game' }).click()
  const file = await download
  const save = unpackSave(JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'))) as {
    game: FullState
    past: FullState[]
  }
  expect(save.game.outcome).toMatchObject({ over: true, winner: 'B' })
  for (const d of [...teamA, table]) {
    await expect(d.page.getByRole('log')).toContainText(
      'B1 Cleo, B2 Dev saved the full game: every hand and every library, in order.',
    )
  }

  // 6. Undo from team B's table: it would reopen the game, so team A's devices are asked.
  await b.page.getByRole('button', { name: 'Undo', exact: true }).click()
  for (const d of teamA) {
    const ask = d.page.getByRole('dialog', { name: 'The other team asks' })
    await expect(ask).toContainText('would like to undo')
    await expect(ask).toContainText('The game is over. Undoing this opens it again')
    await expect(ask).toContainText('Team B saved the full game')
  }
  await shots(a1.page, 'ask')
  await b.page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(
    b.page.getByRole('alert').filter({ hasText: 'An undo is already waiting for an answer.' }),
  ).toBeVisible()

  // 7. Team A declines: the game stays over, and every screen keeps the attempt in its log.
  await a1.page
    .getByRole('dialog', { name: 'The other team asks' })
    .getByRole('button', { name: 'Decline' })
    .click()
  for (const d of [b, ...teamA, table]) {
    await expect(d.page.getByRole('log')).toContainText(
      /B1 Cleo, B2 Dev asked to undo, and Team A said no: /,
    )
    // 60 to each of A's two players, from the shared 60 (810.9): still over, not undone.
    await expect(d.page.locator('[data-team-life="A"]')).toHaveText('-60')
  }
  await expect(a2.page.getByRole('dialog', { name: 'The other team asks' })).toHaveCount(0)

  // Every frame: team A and the table never read a hidden card of team B or any library; team B
  // read none of team A's before the game was over and it saved the game.
  const states = [save.game, ...save.past]
  const check = (d: Device, team: string | null, frames: Buffer[]) => {
    const seen = new Set(d.views().flatMap((v) => [...namesShown(v)]))
    const never = [...secretNames(states, team)].filter(
      (n) => ![...seen].some((s) => s.includes(n)),
    )
    expect(never.length, `names ${d.name} may never read`).toBeGreaterThan(10)
    for (const frame of frames) {
      expect(
        never.filter((name) => frame.includes(Buffer.from(name))),
        d.name,
      ).toEqual([])
    }
  }
  for (const d of teamA) check(d, 'A', d.frames)
  check(table, null, table.frames)
  check(b, 'B', b.frames.slice(0, framesBeforeExport))

  await shots(a1.page, 'log')
  await raw.room.leave()
  await spectator.leave()
})
