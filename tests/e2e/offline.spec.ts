import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'

/** The service worker of the build this run serves (playwright.config.ts: one folder per port). */
const SW_FILE = join(process.cwd(), `dist-e2e-${process.env['PW_PORT'] ?? 4173}`, 'sw.js')

test.describe('installable and offline', () => {
  test('has a web app manifest with the icons an install needs', async ({ page, request }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string
      short_name: string
      display: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest.name).toBe('DuoTable — Commander Duo playtable')
    expect(manifest.short_name).toBe('DuoTable')
    expect(manifest.display).toBe('standalone')
    const sizes = manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']))
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    }
  })

  test('once loaded, starts a game with no network at all', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible()
    // The worker is active only once everything in the precache is stored.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toMatch(/\/$/)

    await context.setOffline(true)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // The sample pool is a lazily loaded chunk: it has to come from the precache.
    await reachTable(page)
    await expect(page.locator('[data-zone="A1:hand"] [data-card-id]').first()).toBeVisible()
    await expect(page.locator('[data-team-life="A"]')).toHaveText('60')

    // A link with a query string is still answered by the app shell.
    await page.goto('/?scenario=late-game')
    // A game is in progress: the link asks before it replaces it (issue 27).
    const ask = page.getByRole('dialog', { name: 'Open the scenario?' })
    await ask.getByRole('button', { name: 'Open the scenario' }).click()
    // The scenario opens behind the curtain, as after any hand-off (810.5).
    await expect(ask).toBeHidden()
    await liftCurtain(page)
    await expect(page.locator('[data-zone="A1:battlefield"] [data-card-id]').first()).toBeVisible()
    await context.setOffline(false)
  })

  test('a new version waits for the players: "Later" keeps the game, "Reload" updates', async ({
    page,
  }) => {
    // A returning visitor: the page is controlled by the installed worker.
    await page.goto('/')
    await page.evaluate(async () => navigator.serviceWorker.ready)
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await reachTable(page)
    await page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
    await expect(page.locator('[data-team-life="B"]')).toHaveText('59')

    const released = await readFile(SW_FILE, 'utf8')
    try {
      // A new release: the same app with a changed service worker.
      await writeFile(SW_FILE, `${released}\n// the next release\n`)
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
      const notice = page.getByRole('complementary', { name: 'Update available' })
      await expect(notice).toContainText('A new version of DuoTable is ready — Reload to update')

      // "Later": the notice goes, the game stays exactly as it was, nothing reloads.
      await page.evaluate(
        () => ((window as unknown as { notReloaded: boolean }).notReloaded = true),
      )
      await notice.getByRole('button', { name: 'Later' }).click()
      await expect(notice).toBeHidden()
      await page.waitForTimeout(500)
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
      await expect(page.locator('[data-team-life="B"]')).toHaveText('59')

      // The next visit asks again; "Reload" brings the new version in, and the game with it.
      await page.reload()
      await expect(notice).toBeVisible()
      const activated = page.waitForEvent('load')
      await notice.getByRole('button', { name: 'Reload' }).click()
      await activated
      await liftCurtain(page)
      await expect(page.locator('[data-team-life="B"]')).toHaveText('59')
      await expect(notice).toBeHidden()
      const script = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
      )
      expect(script).toMatch(/\/sw\.js$/)
    } finally {
      await writeFile(SW_FILE, released)
    }
  })
})
