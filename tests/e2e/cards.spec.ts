import { expect, test, type Page, type Request } from '@playwright/test'
import { reachTable } from './reachTable'

/**
 * Card data in a real browser (issue 8): the mana font (woff2 only), "Find a card", Scryfall
 * images over unchanged frames (Scryfall's hosts stubbed: no network), and a bulk-data import
 * read by the real Worker.
 */

// Page-level routes must see every request, so no service worker answers first.
test.use({ serviceWorkers: 'block' })

const IMAGE = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="488" height="680"><rect width="488" height="680" rx="24" fill="#d98b5f"/><text x="30" y="60" font-size="36">${name}</text></svg>`

const RAGAVAN = {
  object: 'card',
  id: 'a9b3d2c1-0000-4000-8000-000000000001',
  oracle_id: 'a9b3d2c1-0000-4000-8000-000000000002',
  name: 'Ragavan, Nimble Pilferer',
  layout: 'normal',
  mana_cost: '{R}',
  cmc: 1,
  type_line: 'Legendary Creature — Monkey Pirate',
  oracle_text: 'Whenever Ragavan deals combat damage to a player, create a Treasure token.',
  power: '2',
  toughness: '1',
  colors: ['R'],
  color_identity: ['R'],
  keywords: ['Dash'],
  image_uris: {
    small: 'https://cards.scryfall.io/small/front/ragavan.jpg',
    normal: 'https://cards.scryfall.io/normal/front/ragavan.jpg',
  },
}

/** Stubs Scryfall's two hosts and records every request that leaves the page. */
async function stubScryfall(page: Page): Promise<Request[]> {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  await page.route('https://cards.scryfall.io/**', (route) =>
    // Scryfall sends its images with CORS headers; the table asks for them with CORS.
    route.fulfill({
      contentType: 'image/svg+xml',
      headers: { 'access-control-allow-origin': '*' },
      body: IMAGE('Ragavan'),
    }),
  )
  await page.route('https://api.scryfall.com/**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(RAGAVAN) }),
  )
  return requests
}

const findDialog = (page: Page) => page.getByRole('dialog', { name: 'Create a card' })

async function findCard(page: Page, name: string, zone: string) {
  await page.keyboard.press('/')
  const dialog = findDialog(page)
  await expect(dialog.getByText(/cards known/)).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Put into' }).selectOption({ label: zone })
  await dialog.getByRole('combobox', { name: 'Find a card' }).fill(name)
}

test('mana costs use the mana font, and only its woff2 is loaded', async ({ page }) => {
  const requests = await stubScryfall(page)
  await page.goto('/')
  await reachTable(page)
  await expect(page.locator('html.mana-font-ready')).toBeAttached()
  const icon = page.locator('[data-zone="A1:command"] .mana.has-icon > i.ms').first()
  await expect(icon).toBeVisible()
  await expect(icon).toHaveAttribute('aria-hidden', 'true')
  const fonts = requests.map((r) => r.url()).filter((url) => /\.(woff2?|ttf|eot|otf)\b/.test(url))
  expect(fonts.length).toBeGreaterThan(0)
  expect(fonts.every((url) => /mana[^/]*\.woff2/.test(url))).toBe(true)
})

test('"/" finds a card and puts it onto the battlefield; Scryfall finds the rest', async ({
  page,
}) => {
  await stubScryfall(page)
  await page.goto('/')
  await reachTable(page)
  await findCard(page, 'Sol Ring', 'Battlefield')
  await page.keyboard.press('Enter')
  await expect(findDialog(page)).toBeHidden()
  const battlefield = page.locator('[data-zone="A1:battlefield"]')
  await expect(battlefield.getByRole('button', { name: /^Sol Ring/ })).toBeVisible()

  await findCard(page, 'ragavan', 'Battlefield')
  await page.keyboard.press('Enter')
  await findDialog(page).getByRole('button', { name: 'Put onto the battlefield' }).click()
  await expect(battlefield.getByRole('button', { name: /^Ragavan, Nimble Pilferer/ })).toBeVisible()
  await expect(page.getByRole('log')).toContainText(
    'put Ragavan, Nimble Pilferer (created: a new card, not from the deck) onto the battlefield.',
  )
})

test('card images lie over the same frame, load only from Scryfall, and stay off by default', async ({
  page,
}) => {
  const requests = await stubScryfall(page)
  await page.goto('/')
  await reachTable(page)
  await findCard(page, 'ragavan', 'Battlefield')
  await page.keyboard.press('Enter')
  await findDialog(page).getByRole('button', { name: 'Put onto the battlefield' }).click()
  const card = page.locator('[data-zone="A1:battlefield"] [data-card-id]').first()
  await expect(card).toBeVisible()
  await expect(page.locator('img.card-image')).toHaveCount(0)
  const before = await card.boundingBox()

  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Card data…' }).click()
  await page.getByRole('checkbox', { name: 'Show card images (from Scryfall)' }).check()
  await page.getByRole('button', { name: 'Done' }).click()
  const img = card.locator('img.card-image')
  await expect(img).toBeVisible()
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0)
  expect(await card.boundingBox()).toEqual(before)
  const frame = await card.locator('.card-frame').first().boundingBox()
  const image = await img.boundingBox()
  expect(image?.width).toBeLessThanOrEqual((frame?.width ?? 0) + 0.5)
  expect(image?.height).toBeLessThanOrEqual((frame?.height ?? 0) + 0.5)

  // Still on after a reload.
  await page.reload()
  const confirm = page.getByRole('button', { name: /show our side/ })
  await expect(card.or(confirm).first()).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
  await expect(card.locator('img.card-image')).toBeVisible()

  const elsewhere = requests
    .map((r) => new URL(r.url()))
    .filter((url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:')
  expect(
    elsewhere
      .map((url) => url.hostname)
      .every((host) => host.endsWith('scryfall.io') || host === 'api.scryfall.com'),
  ).toBe(true)
})

test('a bulk-data file is read by the worker and its cards are found offline', async ({ page }) => {
  await stubScryfall(page)
  await page.goto('/')
  await reachTable(page)
  const cards = Array.from({ length: 40 }, (_, i) => ({
    object: 'card',
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    oracle_id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Bulk Test Card ${i}`,
    layout: 'normal',
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: 'Creature — Elf',
    oracle_text: '',
    power: '1',
    toughness: '1',
    colors: ['G'],
    color_identity: ['G'],
    keywords: [],
  }))
  const text = `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`

  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Card data…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Card data' })
  await dialog
    .getByLabel('Load a Scryfall bulk-data file (Oracle Cards or Default Cards)')
    .setInputFiles({
      name: 'oracle-cards.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
  await expect(dialog.getByText('Stored 40 cards for offline use.')).toBeVisible()
  await expect(dialog.getByText(/^40 cards are stored in this browser/)).toBeVisible()

  await dialog
    .getByLabel('Load a Scryfall bulk-data file (Oracle Cards or Default Cards)')
    .setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"a":1}'),
    })
  await expect(dialog.getByRole('alert')).toContainText('This is not a Scryfall bulk-data file')
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.context().setOffline(true)
  await findCard(page, 'Bulk Test Card 17', 'Hand')
  await expect(findDialog(page).getByRole('option', { name: /Bulk Test Card 17/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(findDialog(page)).toBeHidden()
  await page.context().setOffline(false)
})

test('with images on, the sample decks show each card’s printing from Scryfall by its id (issue 26)', async ({
  page,
}) => {
  const requests = await stubScryfall(page)
  await page.goto('/')
  await reachTable(page)
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Card data…' }).click()
  await page.getByRole('checkbox', { name: 'Show card images (from Scryfall)' }).check()
  await page.getByRole('button', { name: 'Done' }).click()

  // The seated hand and the command zones are sample cards: each shows its printing's image.
  const images = page.locator('.hand-row .hand-fan [data-card-id] img.card-image')
  await expect(images.first()).toBeVisible()
  const sources = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src))
  const byId =
    /^https:\/\/cards\.scryfall\.io\/small\/front\/([0-9a-f])\/([0-9a-f])\/\1\2[0-9a-f-]{34}\.jpg$/
  expect(sources.filter((src) => byId.test(src)).length).toBeGreaterThan(sources.length / 2)
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  expect(requests.some((request) => byId.test(request.url()))).toBe(true)
})
