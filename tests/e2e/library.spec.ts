import { expect, test, type Locator, type Page } from '@playwright/test'
import { toFirstMain } from './helpers'
import { reachTable } from './reachTable'

/**
 * What every game does with a library (issue 26), in a real browser: a tutor, scry 2, an extra
 * land drop for Explore, and a created card that the log names as created.
 */

const libraryPile = (page: Page, seat: string) =>
  page
    .locator(`[data-zone="${seat}:library"]`)
    .getByRole('button', { name: /library, \d+ cards?$/ })

async function libraryCount(page: Page, seat: string): Promise<number> {
  const label = (await libraryPile(page, seat).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) cards?$/.exec(label)?.[1])
}

async function libraryMenu(page: Page, seat: string, item: string | RegExp) {
  await libraryPile(page, seat).click()
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click()
}

/** The names of the top `n` cards, from "Look at the top cards…", put back as they were. */
async function topNames(page: Page, seat: string, n: number): Promise<string[]> {
  await libraryMenu(page, seat, 'Look at the top cards…')
  const dialog = page.getByRole('dialog', { name: /Look at the top of/ })
  await dialog.getByRole('spinbutton').fill(String(n))
  await dialog.getByRole('button', { name: 'Look' }).click()
  const names = await cardNames(dialog)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  return names
}

/** The names of the cards a library dialog shows, in order ("Mountain 1" when two are apart). */
const cardNames = (dialog: Locator) =>
  dialog
    .locator('.library-card__face')
    .evaluateAll((faces) => faces.map((face) => face.getAttribute('aria-label') ?? ''))

/** The name of the card whose "Where … goes" choice is the `i`th of the dialog. */
async function choiceName(dialog: Locator, i: number): Promise<string> {
  const choice = dialog.getByRole('combobox', { name: /^Where .* goes$/ }).nth(i)
  return /^Where (.*) goes$/.exec((await choice.getAttribute('aria-label')) ?? '')?.[1] ?? ''
}

const handCount = (page: Page, seat: string) =>
  page.locator(`[data-zone="${seat}:hand"] [data-card-id]`).count()

test('a tutor: search → hand, the library shrinks by one and is shuffled, the log stays private', async ({
  page,
}) => {
  await page.goto('/')
  await reachTable(page)
  const before = await libraryCount(page, 'A1')
  const hand = await handCount(page, 'A1')
  const topBefore = await topNames(page, 'A1', 6)

  await libraryMenu(page, 'A1', 'Search your library…')
  const dialog = page.getByRole('dialog', { name: /^Search .* library$/ })
  await dialog.getByRole('combobox', { name: 'Card type' }).selectOption({ label: 'Land' })
  const wanted = await choiceName(dialog, 0)
  await dialog
    .getByRole('combobox', { name: `Where ${wanted} goes` })
    .selectOption({ label: 'Hand' })
  await dialog.getByRole('button', { name: 'Done: move 1 card' }).click()
  await expect(dialog).toBeHidden()

  await expect.poll(() => libraryCount(page, 'A1')).toBe(before - 1)
  await expect.poll(() => handCount(page, 'A1')).toBe(hand + 1)
  const log = page.getByRole('log')
  await expect(log).toContainText('searched their library.')
  await expect(log).toContainText('put a card from their library into their hand.')
  await expect(log.getByRole('listitem').last()).toContainText('shuffled their library.')
  await expect(log.getByText(wanted)).toHaveCount(0)
  expect(await topNames(page, 'A1', 6)).not.toEqual(topBefore)

  // One undo step takes the whole search back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(() => libraryCount(page, 'A1')).toBe(before)
  expect(await topNames(page, 'A1', 6)).toEqual(topBefore)
})

test('scry 2 with one card to the bottom reorders the top of the library', async ({ page }) => {
  await page.goto('/')
  await reachTable(page, { seed: 2626 })
  // Names without the number that tells two copies apart ("Mountain 1"), which a list of one lacks.
  const plain = (name: string | undefined) => (name ?? '').replace(/ \d+$/, '')
  const [first, second] = (await topNames(page, 'A1', 2)).map(plain)

  await libraryMenu(page, 'A1', 'Scry…')
  const dialog = page.getByRole('dialog', { name: /^Scry:/ })
  await dialog.getByRole('spinbutton').fill('2')
  await dialog.getByRole('button', { name: 'Look' }).click()
  // The first row is the top card (a name the two share is numbered: "Mountain 1").
  const firstRow = (await cardNames(dialog))[0] ?? ''
  expect(plain(firstRow)).toBe(first)
  await dialog
    .getByRole('combobox', { name: `Where ${firstRow} goes` })
    .selectOption({ label: 'Bottom' })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByRole('log').getByRole('listitem').last()).toContainText(
    'scried 2: 1 on top, 1 on the bottom.',
  )
  expect(plain((await topNames(page, 'A1', 1))[0])).toBe(second)
})

test('an extra land drop plays Explore as printed: two lands in one turn', async ({ page }) => {
  await page.goto('/')
  // A fixed shuffle, so Explore is in A2's library, not already drawn into the opening hand.
  await reachTable(page, { seed: 2626 })
  // Lands are played in a main phase (305.1).
  await toFirstMain(page)
  // A2's deck holds Explore; the search brings it and two lands into the hand.
  await libraryMenu(page, 'A2', 'Search your library…')
  const dialog = page.getByRole('dialog', { name: /^Search .* library$/ })
  await dialog.getByRole('searchbox', { name: 'Card name' }).fill('Explore')
  await dialog.getByRole('combobox', { name: 'Where Explore goes' }).selectOption({ label: 'Hand' })
  await dialog.getByRole('searchbox', { name: 'Card name' }).fill('')
  await dialog.getByRole('combobox', { name: 'Card type' }).selectOption({ label: 'Basic land' })
  // Two basic lands: two of the first name, or the first of two names.
  const first = await choiceName(dialog, 0)
  await dialog
    .getByRole('combobox', { name: `Where ${first} goes` })
    .selectOption({ label: 'Hand' })
  const howMany = dialog.getByRole('spinbutton', { name: `How many ${first} go` })
  let landNames = [first, first]
  if ((await howMany.count()) > 0) await howMany.fill('2')
  else {
    const second = await choiceName(dialog, 1)
    await dialog
      .getByRole('combobox', { name: `Where ${second} goes` })
      .selectOption({ label: 'Hand' })
    landNames = [first, second]
  }
  await dialog.getByRole('button', { name: 'Done: move 3 cards' }).click()
  await expect(dialog).toBeHidden()

  const hand = page.locator('[data-zone="A2:hand"]')
  const battlefield = page.locator('[data-zone="A2:battlefield"]')
  const landsOnField = () =>
    battlefield
      .locator('[data-card-id]')
      .filter({ hasText: new RegExp(landNames.join('|')) })
      .count()
  const startLands = await landsOnField()

  // Cards in a fanned hand overlap; a player points at a card's name, which nothing covers.
  const onName = { button: 'right', position: { x: 10, y: 8 } } as const
  // The land drop of the turn, then Explore ("You may play an additional land this turn").
  const firstLand = hand.getByRole('button', { name: new RegExp(`^${landNames[0]}`) }).first()
  await firstLand.click(onName)
  await page.getByRole('menuitem', { name: 'Play land' }).click()
  await expect.poll(landsOnField).toBe(startLands + 1)
  const explore = hand.getByRole('button', { name: /^Explore/ })
  await explore.click(onName)
  await page.getByRole('menuitem', { name: 'To graveyard' }).click()

  // A second land the ordinary way is refused; as an additional land it is played.
  const secondLand = hand.getByRole('button', { name: new RegExp(`^${landNames[1]}`) }).first()
  await secondLand.click(onName)
  await page.getByRole('menuitem', { name: 'Play land' }).click()
  await expect(page.getByText(/has already played a land this turn/).first()).toBeVisible()
  expect(await landsOnField()).toBe(startLands + 1)
  await secondLand.focus()
  await page.keyboard.press('Shift+F10')
  await page
    .getByRole('menuitem', { name: 'Play as an additional land (an effect allows it)' })
    .click()
  await expect.poll(landsOnField).toBe(startLands + 2)
  await expect(page.getByRole('log')).toContainText(
    'played land number 2 this turn, allowed by an effect (805.4c).',
  )
})

test('a created card shows in the log as created, and the library keeps its count', async ({
  page,
}) => {
  await page.goto('/')
  await reachTable(page)
  const before = await libraryCount(page, 'A1')
  const hand = await handCount(page, 'A1')
  await libraryMenu(page, 'A1', 'Create a card…')
  const dialog = page.getByRole('dialog', { name: 'Create a card' })
  await expect(dialog.getByText(/cards known/)).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Put into' }).selectOption({ label: 'Hand' })
  await dialog.getByRole('combobox', { name: 'Find a card' }).fill('Sol Ring')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect.poll(() => handCount(page, 'A1')).toBe(hand + 1)
  expect(await libraryCount(page, 'A1')).toBe(before)
  await expect(page.getByRole('log').getByRole('listitem').last()).toContainText(
    'put a card (created: a new card, not from the deck) into their hand.',
  )
})

test('revealing a hand passes the device: the other team confirms, sees the cards once, then they hide', async ({
  page,
}) => {
  await page.goto('/')
  await reachTable(page)
  const handCards = page.locator('[data-zone="A1:hand"] [data-card-id]')
  const names = await handCards.evaluateAll((cards) =>
    cards.map((c) => c.getAttribute('aria-label') ?? ''),
  )
  expect(names.length).toBeGreaterThan(0)
  expect(names.every((n) => n !== '' && !/Card back/.test(n))).toBe(true)
  await handCards.first().click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Reveal your hand to team B' }).click()

  // The curtain: nothing of the table until team B says it is looking.
  await expect(page.locator('[data-zone="A1:hand"]')).toHaveCount(0)
  await page.getByRole('button', { name: 'We are Team B — show our side' }).click()
  // Behind team B's own curtain, the revealed cards, large, until team B has seen them.
  const shown = page.getByRole('dialog', { name: /^Team A reveals \d+ cards to Team B$/ })
  for (const name of names) await expect(shown).toContainText(name)
  await shown.getByRole('button', { name: 'We have seen them — hide them again' }).click()
  await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
  const seen = await page
    .locator('[data-zone="A1:hand"] [data-card-id]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''))
  expect(seen.every((n) => n === 'Card back')).toBe(true)
  await expect(page.getByRole('log')).toContainText('revealed their hand:')
})

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('a card found by a search is read in full beside it before it is chosen', async ({
    page,
  }) => {
    await page.goto('/')
    await reachTable(page)
    await libraryMenu(page, 'A1', 'Search your library…')
    const dialog = page.getByRole('dialog', { name: /^Search .* library$/ })
    await dialog.getByRole('combobox', { name: 'Card type' }).selectOption({ label: 'Creature' })
    const face = dialog.locator('.library-card__face').first()
    const name = ((await face.getAttribute('aria-label')) ?? '').replace(/ \d+$/, '')
    await face.hover()
    const reader = page.getByRole('complementary', { name: 'Card preview' })
    await expect(reader).toBeVisible()
    await expect(reader).toContainText(name)
    await expect(reader).toContainText('Creature')
    // Beside the card, not over it, and inside the window.
    const a = await reader.boundingBox()
    const b = await face.boundingBox()
    if (!a || !b) throw new Error('not on screen')
    const apart =
      a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height
    expect(apart).toBe(true)
    expect(a.x).toBeGreaterThanOrEqual(0)
    expect(a.y + a.height).toBeLessThanOrEqual(768)
    await page.screenshot({ path: 'test-results/search-reader-1366.png' })
    // Still nothing chosen: the choice is one click away.
    await expect(dialog.getByRole('button', { name: 'Done: move 0 cards' })).toBeVisible()
  })
})
