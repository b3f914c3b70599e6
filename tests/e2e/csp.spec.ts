import { expect, test, type Page } from '@playwright/test'
import { reachTable } from './reachTable'

/**
 * The built app carries a Content-Security-Policy (issue 9) that allows only itself and
 * Scryfall, and a whole session — setup, a game, the card-data dialog, the showcase — runs
 * without one violation of it.
 */

/** Collects violations: the DOM event (init script) and Chromium's console report. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void })
        .__cspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

test('the built page has the policy: the app itself and Scryfall only, and it is enforced', async ({
  page,
}) => {
  await page.goto('/')
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(policy).toContain("default-src 'self'")
  expect(policy).toContain("script-src 'self'")
  // Scryfall's API, and its bulk-data host for "Download every card", and nothing more.
  expect(policy).toContain("connect-src 'self' https://api.scryfall.com https://data.scryfall.io;")
  // Scryfall's image host, and its API for the by-name image of a card without an id.
  expect(policy).toContain("img-src 'self' https://cards.scryfall.io https://api.scryfall.com;")
  expect(policy).toContain("object-src 'none'")
  expect(policy).not.toMatch(/unsafe-(eval|inline)|\*/)
  // The policy is in force: an image from any other host is blocked before it is requested.
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(`${event.effectiveDirective} ${event.blockedURI}`),
        )
        const image = new Image()
        image.src = 'https://example.com/tracker.png'
      }),
  )
  expect(blocked).toBe('img-src https://example.com/tracker.png')
})

test('a session from setup to the showcase logs no policy violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await reachTable(page)
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Card data…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Card data' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.goto('/')
  const confirm = page.getByRole('button', { name: /show our side/ })
  await expect(confirm).toBeVisible()
  await page.goto('/?showcase')
  const moves = page.locator('.showcase-moves li.is-next button')
  await expect(moves.first()).toBeVisible()
  while ((await moves.count()) > 0) await moves.first().click()
  await expect(page.getByText('What to notice:')).toBeVisible()
  // The service worker has registered from its own file (worker-src 'self').
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBeGreaterThan(0)
  expect(violations).toEqual([])
})
