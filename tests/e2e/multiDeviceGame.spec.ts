/**
 * Issue 24's "done when", in real browsers: four devices, one per seat, and a table screen play
 * a Commander Duo game through the game server from the setup screen to a win — mulligans, land
 * plays and casts, a library search, an attack blocked from the defending team's own device, and
 * team B's life brought to 0 from the life panel (704.6a, 810.8a). Every WebSocket frame each
 * device received is then read against the whole game the host exports at the end: no frame to
 * a device names a card in the other team's hands or in any library, but for the searching
 * player's own library in the one answer to that device's search. Then any device saves its
 * own view, and "Leave room" frees the leaving device's seat.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { unpackSave } from '../../src/shared/save/savePacking'
import { newDevice, namesShown, secretNames, type Device, type FullState } from './roomDevice'
import { ORIGIN, roomServerForFile, seatsTaken } from './roomServer'

/** A seed whose opening hands have a land and a creature for A1 and B1 (setup.seedHint). */
const SEED = '2406'
const NAMES = { A1: 'A1 Ana', A2: 'A2 Ben', B1: 'B1 Cleo', B2: 'B2 Dev' } as const
type Seat = keyof typeof NAMES

roomServerForFile()

/** The seat's own hand on its device. */
const handOf = (page: Page, seat: Seat) => page.locator(`[data-zone="${seat}:hand"] [data-card-id]`)

/** A card in `seat`'s hand whose type line says `kind` (a creature with power 1 or more). */
async function handCardOf(page: Page, seat: Seat, kind: 'Land' | 'Creature'): Promise<Locator> {
  const ids = await handOf(page, seat).evaluateAll(
    (cards, want) =>
      cards
        .filter((c) => (c.querySelector('.card-type')?.textContent ?? '').includes(want))
        .filter(
          (c) =>
            want !== 'Creature' || /^[1-9]/.test(c.querySelector('.card-pt')?.textContent ?? ''),
        )
        .map((c) => c.getAttribute('data-card-id') ?? ''),
    kind,
  )
  expect(ids.length, `a ${kind} in ${seat}'s hand (seed ${SEED})`).toBeGreaterThan(0)
  return page.locator(`[data-card-id="${ids[0]}"]`)
}

/** The seat's mulligan decision on its own device (805.3a: each decides on their device). */
async function decide(page: Page, seat: Seat, choice: RegExp | string) {
  const name = NAMES[seat]
  const confirm = page.getByRole('button', { name: `I am ${name} — show my hand` })
  const heading = page.getByRole('heading', { name: `${name}: keep or mulligan?` })
  const button = page.getByRole('button', { name: choice, exact: typeof choice === 'string' })
  // The hand-off comes first; a new view may bring it back while the page settles, even between
  // seeing the heading and the click (the button is then gone until the hand-off is confirmed).
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click()
    await expect(heading).toBeVisible({ timeout: 500 })
    await button.click({ timeout: 2000 })
  }).toPass({ timeout: 30_000 })
}

/** Steps the turn on until its first main phase (a land is played there, 305.2). */
async function toFirstMain(page: Page) {
  const turn = page.getByRole('region', { name: 'Turn' })
  const nextStep = page.getByRole('button', { name: 'Next step', exact: true })
  for (let i = 0; i < 5; i++) {
    const now = (await turn.textContent()) ?? ''
    if (/First main phase|Main 1/.test(now) && now.includes('First main')) break
    if (await page.locator('.turn-step', { hasText: 'First main phase' }).isVisible()) break
    await nextStep.click()
    // Each step is the room's answer: wait for it before the next click.
    await expect(turn).not.toHaveText(now)
  }
  await expect(page.locator('.turn-step', { hasText: 'First main phase' })).toBeVisible()
}

/** A land is played with a double-click; a creature is cast (601.2a) and resolves from the stack. */
async function playFromHand(page: Page, seat: Seat, kind: 'Land' | 'Creature'): Promise<string> {
  const card = await handCardOf(page, seat, kind)
  const id = (await card.getAttribute('data-card-id')) ?? ''
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.dblclick()
  if (kind === 'Creature') {
    await page
      .getByRole('region', { name: 'The stack' })
      .getByRole('button', { name: `Resolve ${name}` })
      .click()
  }
  await expect(
    page.locator(`[data-zone="${seat}:battlefield"] [data-card-id="${id}"]`),
  ).toBeVisible()
  return id
}

test('four devices and a table screen play a game to a win; no frame leaks a hidden card', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const started = Date.now()
  const devices = {
    A1: await newDevice(browser, 'A1'),
    A2: await newDevice(browser, 'A2'),
    B1: await newDevice(browser, 'B1'),
    B2: await newDevice(browser, 'B2'),
  }
  const table = await newDevice(browser, 'table')
  const all: Device[] = [...Object.values(devices), table]
  const host = devices.A1.page

  // The host creates the room with a fixed shuffle and the mulligans on, holding A1.
  await host.goto(`${ORIGIN}/`)
  await host.getByRole('radio', { name: /Play across devices/ }).check()
  await host.getByText('Advanced').click()
  await host.getByLabel('Shuffle seed').fill(SEED)
  const create = host.getByRole('group', { name: 'Create a room' })
  await create.getByRole('checkbox', { name: /\(A1\)/ }).check()
  await create.getByRole('button', { name: 'Create room' }).click()
  const codeDialog = host.getByRole('dialog', { name: /^Room / })
  const link = (await codeDialog.getByRole('link').getAttribute('href')) ?? ''
  const code = new URL(link).searchParams.get('room') ?? ''
  await codeDialog.getByRole('button', { name: 'Go to the table' }).click()

  // Each other seat joins on its own device by the join link; the table screen with no seat.
  for (const seat of ['A2', 'B1', 'B2'] as const) {
    const { page } = devices[seat]
    await page.goto(link)
    const seats = page.getByRole('group', { name: /^Seats in room / })
    await seats.getByRole('checkbox', { name: new RegExp(`\\(${seat}\\)`) }).check()
    await page.getByRole('button', { name: 'Join room' }).click()
    await expect(page.getByText(`Seats on this device: ${seat}`)).toBeVisible()
  }
  await table.page.goto(link)
  await expect(table.page.getByRole('group', { name: /^Seats in room / })).toBeVisible()
  await table.page.getByRole('button', { name: 'Join room' }).click()
  await expect(table.page.getByText('This device is the table screen.')).toBeVisible()
  expect(await seatsTaken(code)).toEqual(['A1', 'A2', 'B1', 'B2'])

  // Mulligans (103.5, 805.3a): A1 takes the free one, everyone else keeps, then A1 keeps.
  await decide(devices.A1.page, 'A1', 'Mulligan (next: bottom 0, free)')
  await decide(devices.A2.page, 'A2', 'Keep')
  await decide(devices.B1.page, 'B1', 'Keep')
  await decide(devices.B2.page, 'B2', 'Keep')
  await decide(devices.A1.page, 'A1', 'Keep')
  for (const d of all)
    await expect(d.page.getByRole('region', { name: 'Turn' })).toContainText('Turn 1')
  for (const seat of ['A1', 'A2', 'B1', 'B2'] as const) {
    await expect(handOf(devices[seat].page, seat)).toHaveCount(7)
  }

  // Turn 1, team A: A1 plays a land and a creature; A2 searches its library for a land (701.19).
  const a1 = devices.A1.page
  await toFirstMain(a1)
  await playFromHand(a1, 'A1', 'Land')
  const attackerId = await playFromHand(a1, 'A1', 'Creature')
  for (const d of all) {
    await expect(
      d.page.locator(`[data-zone="A1:battlefield"] [data-card-id="${attackerId}"]`),
    ).toBeVisible()
  }
  const a2 = devices.A2.page
  const a2Hand = await handOf(a2, 'A2').count()
  await a2
    .locator('[data-zone="A2:library"]')
    .getByRole('button', { name: /library, \d+ cards?$/ })
    .click()
  await a2.getByRole('menu').getByRole('menuitem', { name: 'Search your library…' }).click()
  const search = a2.getByRole('dialog', { name: /^Search .* library$/ })
  await search.getByRole('combobox', { name: 'Card type' }).selectOption({ label: 'Land' })
  const choices = search.getByRole('combobox', { name: /^Where .* goes$/ })
  await expect(choices.first()).toBeVisible()
  const label = (await choices.first().getAttribute('aria-label')) ?? ''
  const wanted = /^Where (.*) goes$/.exec(label)?.[1] ?? ''
  await search
    .getByRole('combobox', { name: `Where ${wanted} goes` })
    .selectOption({ label: 'Hand' })
  await search.getByRole('button', { name: 'Done: move 1 card' }).click()
  await expect(search).toBeHidden()
  await expect(handOf(a2, 'A2')).toHaveCount(a2Hand + 1)
  await a2.getByRole('button', { name: /^End turn/ }).click()

  // Turn 2, team B: B1 plays a land and a creature, on B1's device.
  const b1 = devices.B1.page
  for (const d of all)
    await expect(d.page.getByRole('region', { name: 'Turn' })).toContainText('Turn 2')
  await toFirstMain(b1)
  await playFromHand(b1, 'B1', 'Land')
  const blockerId = await playFromHand(b1, 'B1', 'Creature')
  // B1 scries 2 on its own device (701.22): the room shows B1's device alone the top two.
  await b1
    .locator('[data-zone="B1:library"]')
    .getByRole('button', { name: /library, \d+ cards?$/ })
    .click()
  await b1.getByRole('menu').getByRole('menuitem', { name: 'Scry…' }).click()
  const scry = b1.getByRole('dialog', { name: /^Scry:/ })
  await scry.getByRole('spinbutton').fill('2')
  await scry.getByRole('button', { name: 'Look' }).click()
  const topRow = scry.locator('.library-card__face').first()
  await expect(topRow).toHaveAttribute('aria-label', /./)
  const topName = (await topRow.getAttribute('aria-label')) ?? ''
  await scry
    .getByRole('combobox', { name: `Where ${topName} goes` })
    .selectOption({ label: 'Bottom' })
  await scry.getByRole('button', { name: 'Done' }).click()
  for (const d of all) {
    await expect(d.page.getByRole('log')).toContainText('scried 2: 1 on top, 1 on the bottom.')
  }
  await devices.B2.page.getByRole('button', { name: /^End turn/ }).click()
  for (const d of all)
    await expect(d.page.getByRole('region', { name: 'Turn' })).toContainText('Turn 3')

  // Turn 3, team A: A1's creature attacks; team B blocks on B1's own device (509.1, 805.10d).
  await toFirstMain(a1)
  const attacker = (d: Device) =>
    d.page.locator(`[data-zone="A1:battlefield"] [data-card-id="${attackerId}"]`)
  await attacker(devices.A1).click()
  await expect(attacker(devices.A1)).toHaveAttribute('data-combat', 'attack-picked')
  await a1.getByRole('button', { name: 'Attack', exact: true }).click()
  for (const d of all) await expect(attacker(d)).toHaveAttribute('data-combat', 'attacking')
  const blocks = b1.getByRole('region', { name: 'Blocks for Team B' })
  await expect(blocks).toBeVisible()
  await b1.locator(`[data-zone="B1:battlefield"] [data-card-id="${blockerId}"]`).click()
  await attacker(devices.B1).click()
  await blocks.getByRole('button', { name: 'Declare 1 block' }).click()
  for (const d of all)
    await expect(d.page.getByRole('log')).toContainText(/B1 Cleo's .* blocks A1 Ana's/)
  await a1.getByRole('button', { name: 'Next', exact: true }).click()
  for (const d of all) {
    await expect(d.page.getByRole('log')).toContainText(
      'Combat damage is dealt, all at once (510.2).',
    )
  }

  // The win: A1 deals 30 to each opponent from the life panel; team B's life is 0 (704.6a).
  await a1.keyboard.press('l')
  const panel = a1.getByRole('dialog', { name: 'Life effects' })
  await panel.getByRole('tab', { name: 'Each opponent…' }).click()
  await panel.getByRole('textbox', { name: 'Amount' }).fill('30')
  await panel.getByRole('button', { name: 'Apply to each opponent' }).click()
  for (const d of all) {
    await expect(d.page.getByRole('dialog', { name: 'Team A wins' })).toBeVisible()
    // A rematch is a new room: no device offers one from its view.
    await expect(
      d.page.getByRole('dialog', { name: 'Team A wins' }).getByRole('button', { name: 'Rematch' }),
    ).toHaveCount(0)
    await expect(d.page.locator('[data-team-life="B"]')).toHaveText('0')
  }

  // The host, and only the host, exports the whole game once it is over.
  await a1.keyboard.press('Escape')
  await expect(panel.or(a1.getByRole('dialog', { name: 'Team A wins' }))).toHaveCount(0)
  await devices.B1.page.keyboard.press('Escape')
  await expect(devices.B1.page.getByRole('button', { name: 'Export the full game' })).toHaveCount(0)
  const exported = a1.waitForEvent('download')
  await a1.getByRole('button', { name: 'Export the full game' }).click()
  const file = await exported
  expect(file.suggestedFilename()).toMatch(new RegExp(`^duotable-${code}-full-turn-3-`))
  const save = unpackSave(JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'))) as {
    game: FullState
    past: FullState[]
  }
  expect(save.game.outcome).toMatchObject({ over: true, winner: 'A' })
  const states = [save.game, ...save.past]

  // Every frame against the whole game: what each device may never have read. (A frame's
  // event may come after the download it carried: wait for the export's own.)
  await expect.poll(() => devices.A1.messages().filter((m) => m.type === 'exported').length).toBe(1)
  const searcher = devices.A2
  const scrier = devices.B1
  const answers = (d: Device) => d.messages().filter((m) => m.type === 'libraryCards')
  expect(answers(searcher)).toHaveLength(1)
  expect(answers(scrier).map((m) => (m.message as { top?: number }).top)).toEqual([2])
  expect(searcher.sent).toContain('librarySearch')
  expect(scrier.sent).toContain('librarySearch')
  for (const d of all) {
    const own = d === searcher || d === scrier
    if (!own) expect(answers(d)).toEqual([])
    const team = d === table ? null : (d.name[0] ?? null)
    const secret = secretNames(states, team)
    const seen = new Set(d.views().flatMap((v) => [...namesShown(v)]))
    const never = [...secret].filter((n) => ![...seen].some((s) => s.includes(n)))
    expect(never.length, `names ${d.name} may never read`).toBeGreaterThan(10)
    // Allowed: a player's own library in the answer to that device's search or look; the
    // host's export, asked for once the game was over and nothing was secret any more.
    const exports = d.messages().filter((m) => m.type === 'exported')
    if (d !== devices.A1) expect(exports).toEqual([])
    const allowed = new Set([...(own ? answers(d) : []), ...exports].map((m) => m.frame))
    if (d === searcher) {
      // The check does see names when a frame holds them: the search's answer is full of them.
      const answer = answers(d)[0]?.frame ?? Buffer.alloc(0)
      expect(never.filter((n) => answer.includes(Buffer.from(n))).length).toBeGreaterThan(10)
    }
    for (const frame of d.frames.filter((f) => !allowed.has(f))) {
      const leaked = never.filter((name) => frame.includes(Buffer.from(name)))
      expect(leaked, `a frame to ${d.name}`).toEqual([])
    }
  }
  // The search's answer held A2's whole library, the card it found among them.
  const searched = (answers(searcher)[0]?.message as { cards: { name: string }[] }).cards
  expect(searched.map((c) => c.name)).toContain(wanted.replace(/ \d+$/, ''))

  // Any device saves its own view: team B's file holds no card of team A's hands or libraries.
  const b2 = devices.B2.page
  await b2.keyboard.press('Escape')
  await b2.getByRole('button', { name: 'More', exact: true }).click()
  const saved = b2.waitForEvent('download')
  await b2.getByRole('button', { name: 'Save game to file' }).click()
  const own = readFileSync((await (await saved).path()) ?? '', 'utf8')
  const bSeen = new Set(devices.B2.views().flatMap((v) => [...namesShown(v)]))
  const bNever = [...secretNames(states, 'B')].filter((n) => ![...bSeen].some((x) => x.includes(n)))
  expect(bNever.length).toBeGreaterThan(10)
  for (const name of bNever) expect(own).not.toContain(name)

  // "Leave room" on the table screen… and on B2's device: B2's seat is free again, the others
  // stay held, and the device is back on the setup screen.
  const leave = async (page: Page) => {
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Leave room' }).click()
    await page
      .getByRole('dialog', { name: `Leave room ${code}?` })
      .getByRole('button', { name: 'Leave room' })
      .click()
    await expect(page.getByRole('radio', { name: /Play across devices/ })).toBeVisible()
  }
  await leave(b2)
  await expect.poll(() => seatsTaken(code)).toEqual(['A1', 'A2', 'B1'])
  await leave(table.page)
  expect(await seatsTaken(code)).toEqual(['A1', 'A2', 'B1'])
  console.log(`four devices, one game: ${Date.now() - started} ms`)
})
