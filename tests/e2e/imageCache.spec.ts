import { expect, test } from '@playwright/test'

/**
 * Issue 40: card images are fetched with CORS, so the service worker caches each at its real
 * size: 20 of them cost under 20 MiB of the origin's quota (opaque ones were charged ~7.36 MiB
 * each, 141.7 MiB for 19). Scryfall's image host is stubbed with its CORS header (no network);
 * the context's route sees the service worker's own requests.
 */

const IMAGES = 20
/** About the size of a Scryfall "normal" JPEG. */
const BYTES = 100_000

test('20 card images cached cost under 20 MiB of quota', async ({ context, page }) => {
  await context.route('https://cards.scryfall.io/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      headers: { 'access-control-allow-origin': '*' },
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="14"><!--${'x'.repeat(BYTES)}--></svg>`,
    }),
  )
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  const origin = new URL(page.url()).origin
  const cdp = await context.newCDPSession(page)
  const cacheUsage = async () => {
    const { usageBreakdown } = await cdp.send('Storage.getUsageAndQuota', { origin })
    return usageBreakdown.find((u) => u.storageType === 'cache_storage')?.usage ?? 0
  }
  const before = await cacheUsage()

  // The images as CardImage.tsx asks for them.
  await page.evaluate(async (count) => {
    await Promise.all(
      Array.from({ length: count }, (_, i) => {
        const img = document.createElement('img')
        img.crossOrigin = 'anonymous'
        img.referrerPolicy = 'no-referrer'
        img.src = `https://cards.scryfall.io/normal/front/card-${i}.jpg`
        document.body.append(img)
        return img.decode().catch(() => undefined)
      }),
    )
  }, IMAGES)
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('scryfall-card-images')).keys()).length),
    )
    .toBe(IMAGES)

  const cost = (await cacheUsage()) - before
  console.log(`${IMAGES} images cached: ${(cost / 2 ** 20).toFixed(2)} MiB of quota`)
  test.info().annotations.push({ type: 'quota', description: `${cost} bytes for ${IMAGES}` })
  expect(cost).toBeGreaterThan(IMAGES * BYTES * 0.9)
  expect(cost).toBeLessThan(20 * 2 ** 20)
})
