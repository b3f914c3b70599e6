import { expect, test, type Page } from '@playwright/test'
import { BULK_FILE_TEXT, BULK_FILE_URI, BULK_INDEX, OFFLINE_DECKLIST } from './offlineDeck'

/**
 * "Download every card for offline play" (issue 23): Scryfall's index and file are routed to
 * local stand-ins; after one download, an offline browser resolves a 100-card deck of cards the
 * sample pool doesn't have, from the card cache alone.
 */

const CORS = { 'Access-Control-Allow-Origin': '*' }

async function routeScryfall(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route('https://api.scryfall.com/**', async (route) => {
    asked.push(route.request().url())
    if (route.request().url() === 'https://api.scryfall.com/bulk-data') {
      await route.fulfill({ json: BULK_INDEX, headers: CORS })
    } else {
      await route.fulfill({ status: 404, json: { object: 'error' }, headers: CORS })
    }
  })
  await page.route('https://data.scryfall.io/**', async (route) => {
    asked.push(route.request().url())
    await route.fulfill({
      body: BULK_FILE_TEXT,
      contentType: 'application/json',
      headers: CORS,
    })
  })
  return asked
}

async function pasteDeck(page: Page) {
  await page.getByRole('button', { name: 'Import deck for A1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import a deck' })
  await dialog.getByLabel('Decklist').fill(OFFLINE_DECKLIST)
  return dialog
}

test('after one download, an offline browser resolves a 100-card deck outside the pool', async ({
  page,
  context,
}) => {
  const asked = await routeScryfall(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible()
  await page.evaluate(async () => navigator.serviceWorker.ready)

  const dialog = await pasteDeck(page)
  const unknown = dialog.getByRole('list', { name: 'Not in the card pool' })
  // The first 50 are listed, the rest counted (a long paste must not flood the page).
  await expect(unknown.getByRole('listitem')).toHaveCount(51)
  await expect(unknown.getByRole('listitem').last()).toHaveText(/50 more/)
  await dialog.getByRole('button', { name: 'Download every card for offline play' }).click()
  // The names are looked up again in the cache the download filled: none is unknown now.
  await expect(dialog.getByText('Legal for Commander Duo')).toBeVisible()
  await expect(unknown).toHaveCount(0)
  expect(asked).toEqual(['https://api.scryfall.com/bulk-data', BULK_FILE_URI])

  // No network at all now: the app comes from its service worker, the cards from the cache.
  await context.setOffline(true)
  await page.reload()
  const again = await pasteDeck(page)
  await expect(again.getByText('Legal for Commander Duo')).toBeVisible()
  await expect(again.getByText('99 cards + 1 commander = 100')).toBeVisible()
  await expect(again.getByRole('list', { name: 'Not in the card pool' })).toHaveCount(0)
  await context.setOffline(false)
})
