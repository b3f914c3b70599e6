import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { reachTable } from './reachTable'

/**
 * Issue 40: card images are fetched with CORS, so the service worker caches each at its real
 * size: 20 of them cost under 20 MiB of the origin's quota (opaque ones were charged ~7.36 MiB
 * each, 141.7 MiB for 19), and the cache keeps a byte budget (50 MB), the oldest images going
 * first. Scryfall's image host is stubbed with images made here, with its CORS header (no network,
 * no image in the repo); the context's route sees the service worker's own requests.
 */

/** About the size of a Scryfall "normal" JPEG. */
const NORMAL_BYTES = 100_000
const CACHE = 'scryfall-card-images'

/** Every Scryfall image answered with a picture of `bytes` bytes, as Scryfall answers: CORS. */
async function stubImages(context: BrowserContext, bytes: number): Promise<void> {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="14"><!--${'x'.repeat(bytes - 80)}--></svg>`
  await context.route('https://cards.scryfall.io/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      headers: { 'access-control-allow-origin': '*' },
      body,
    }),
  )
}

/** The app loaded under its service worker, and the CDP reading of the cache's quota use. */
async function underServiceWorker(context: BrowserContext, page: Page) {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  const origin = new URL(page.url()).origin
  const cdp = await context.newCDPSession(page)
  return async () => {
    const { usageBreakdown } = await cdp.send('Storage.getUsageAndQuota', { origin })
    return usageBreakdown.find((u) => u.storageType === 'cache_storage')?.usage ?? 0
  }
}

/** Images `from`…`to - 1` shown as CardImage.tsx asks for them, one after the other. */
async function showImages(page: Page, from: number, to: number): Promise<void> {
  await page.evaluate(
    async ({ from, to }) => {
      for (let i = from; i < to; i += 1) {
        const img = document.createElement('img')
        img.crossOrigin = 'anonymous'
        img.referrerPolicy = 'no-referrer'
        img.src = `https://cards.scryfall.io/normal/front/card-${i}.jpg`
        document.body.append(img)
        await img.decode().catch(() => undefined)
      }
    },
    { from, to },
  )
}

const cachedUrls = (page: Page) =>
  page.evaluate(async (name) => {
    const requests = await (await caches.open(name)).keys()
    return requests.map((request) => request.url.replace(/.*card-(\d+)\.jpg$/, '$1'))
  }, CACHE)

test('20 card images cached cost under 20 MiB of quota', async ({ context, page }) => {
  await stubImages(context, NORMAL_BYTES)
  const cacheUsage = await underServiceWorker(context, page)
  const before = await cacheUsage()

  await showImages(page, 0, 20)
  await expect.poll(async () => (await cachedUrls(page)).length).toBe(20)

  const cost = (await cacheUsage()) - before
  console.log(`20 images cached: ${(cost / 2 ** 20).toFixed(2)} MiB of quota`)
  test.info().annotations.push({ type: 'quota', description: `${cost} bytes for 20` })
  expect(cost).toBeGreaterThan(20 * NORMAL_BYTES * 0.9)
  expect(cost).toBeLessThan(20 * 2 ** 20)
})

test('the image cache keeps to 50 MB: the oldest images make room for new ones', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000)
  const BIG = 2_000_000
  await stubImages(context, BIG)
  const cacheUsage = await underServiceWorker(context, page)
  const before = await cacheUsage()

  // 30 images of 2 MB: 60 MB shown, 25 fit.
  await showImages(page, 0, 30)
  const newest = Array.from({ length: 25 }, (_, i) => String(i + 5))
  await expect.poll(() => cachedUrls(page), { timeout: 30_000 }).toEqual(newest)
  const cost = (await cacheUsage()) - before
  console.log(`30 images of 2 MB shown: 25 kept, ${(cost / 1e6).toFixed(1)} MB of quota`)
  expect(cost).toBeLessThanOrEqual(50_000_000 * 1.05)

  // The setting says what they hold and clears them.
  await reachTable(page)
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Card data…' }).click()
  await expect(
    page.getByText(/^25 card images kept on this device: 50\.0 MB of the 50 MB images may take/),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Clear stored images' }).click()
  await expect(page.getByText(/^0 card images kept on this device/)).toBeVisible()
  expect(await cachedUrls(page)).toEqual([])
})
