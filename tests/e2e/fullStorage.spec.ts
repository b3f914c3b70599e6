import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs } from '../../scripts/chromiumArgs.mjs'
import { liftCurtain, reachTable } from './reachTable'

/**
 * Issue 40 with a real quota (CDP Storage.overrideQuotaForOrigin, in a profile on disk: the
 * override is what Chromium enforces there) and both IndexedDB and localStorage filled to the
 * byte: moves made on a full disk survive a reload, and the warning names the reason and saves
 * to a file in one click.
 */

const lifeA = (page: Page) => page.locator('[data-team-life="A"]')
const lifeB = (page: Page) => page.locator('[data-team-life="B"]')

/** The origin's quota set to what it uses now plus a little, then every byte of it taken. */
async function fillStorage(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page)
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin })
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + (1 << 20) })
  const refused = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('another-app-filler', 1)
      open.onupgradeneeded = () => open.result.createObjectStore('s')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const put = (key: number, size: number) =>
      new Promise<string>((resolve) => {
        const tx = db.transaction('s', 'readwrite')
        tx.objectStore('s').put('x'.repeat(size), key)
        tx.oncomplete = () => resolve('ok')
        tx.onabort = () => resolve(tx.error?.name ?? 'aborted')
      })
    let last = ''
    let key = 0
    for (let size = 1 << 18; size >= 64; size >>= 1) {
      while ((last = await put((key += 1), size)) === 'ok');
    }
    let n = 0
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      try {
        for (;;) localStorage.setItem(`filler${(n += 1)}`, 'y'.repeat(size))
      } catch {
        // the next, smaller size
      }
    }
    return last
  })
  expect(refused).toBe('QuotaExceededError')
}

test('a full disk: moves made survive a reload, the warning names why and saves to a file', async ({
  baseURL,
}) => {
  test.setTimeout(120_000)
  const profile = mkdtempSync(join(tmpdir(), 'duotable-full-'))
  let context: BrowserContext | undefined
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: chromiumArgs,
      viewport: { width: 1366, height: 768 },
      acceptDownloads: true,
      ...(baseURL === undefined ? {} : { baseURL }),
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await reachTable(page)
    await page.waitForTimeout(500) // the first save lands
    await fillStorage(context, page, new URL(page.url()).origin)

    const startA = Number(await lifeA(page).innerText())
    const startB = Number(await lifeB(page).innerText())
    const loseB = page.getByRole('button', { name: 'Team B: lose 1 life' })
    for (let i = 1; i <= 6; i += 1) {
      await loseB.click()
      await expect(lifeB(page)).toHaveText(String(startB - i))
    }
    await page.getByRole('button', { name: 'Team A: lose 1 life' }).click()
    await expect(lifeA(page)).toHaveText(String(startA - 1))

    const warning = page.getByRole('region', { name: 'Autosave failing' })
    await expect(warning).toContainText(
      'not being saved in this browser (the browser has no storage space left for this site)',
    )
    const downloaded = page.waitForEvent('download')
    await warning.getByRole('button', { name: 'Save to file' }).click()
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/\.json$/)
    expect(readFileSync(await download.path(), 'utf8')).toContain('"version"')

    await page.reload()
    await liftCurtain(page)
    await expect(lifeB(page)).toHaveText(String(startB - 6))
    await expect(lifeA(page)).toHaveText(String(startA - 1))
    await expect(page.getByText(/7 moves played just before the page closed/)).toBeVisible()
    await expect(page.getByText(/could not be restored/)).toHaveCount(0)
    expect(errors).toEqual([])
  } finally {
    await context?.close().catch(() => undefined)
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
})
