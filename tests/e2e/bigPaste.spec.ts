import { expect, test, type Locator, type Page } from '@playwright/test'
import { openImport, paste } from './decklistBox'

/**
 * Issue 27: a long paste into the decklist box keeps typing responsive (the text stays in the
 * box, the list is read in a worker once typing pauses, only the first problems are listed), and
 * a paste past 1 MB is refused with a message before the browser lays it out.
 */

/**
 * Puts the text in at once, as a drop or an input method does (Playwright's fill inserts long
 * text line by line, ≈ 7 ms a line): the value set natively and one input event.
 */
async function setText(list: Locator, text: string): Promise<void> {
  await list.evaluate((area, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setter?.call(area, text)
    area.dispatchEvent(new Event('input', { bubbles: true }))
  }, text)
}

/**
 * Each keystroke's duration (Event Timing: from the key to the next paint), the slowest of its
 * events (keydown, keypress, beforeinput, input, keyup), in ms.
 */
async function watchKeys(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const keys = new Map<number, number>()
    ;(window as { __keys?: Map<number, number> }).__keys = keys
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!/^key|input/.test(entry.name) || !entry.interactionId) continue
        keys.set(entry.interactionId, Math.max(keys.get(entry.interactionId) ?? 0, entry.duration))
      }
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit)
  })
  return () =>
    page.evaluate(() => [...((window as { __keys?: Map<number, number> }).__keys ?? []).values()])
}

test('typing into a 10,000-line decklist keeps every key and the report', async ({ page }) => {
  const list = await openImport(page)
  const lines = Array.from({ length: 10_000 }, (_, i) => `1 Nonsense card ${i}`)
  const started = Date.now()
  await setText(list, `Commander\n1 Omnath, Locus of Mana\n\nDeck\n${lines.join('\n')}`)
  await expect(page.getByText(/^…and 99\d\d more$/)).toBeVisible({ timeout: 30_000 })
  console.info(`10,000 lines in the box to their report on screen: ${Date.now() - started} ms`)

  const durations = await watchKeys(page)
  await list.press('End')
  // Pauses long enough for the check to run between keystrokes, where a key may meet it.
  for (const key of 'abcdefgh') {
    await page.keyboard.press(key)
    await page.waitForTimeout(250)
  }
  await expect(list).toContainText('Nonsense card 9999abcdefgh')
  await expect(page.getByText(/^…and 99\d\d more$/)).toBeVisible()
  const keys = await durations()
  const sorted = [...keys].sort((a, b) => a - b)
  const middle = sorted[Math.floor(sorted.length / 2)] ?? 0
  const slowest = sorted.at(-1) ?? 0
  console.info(
    `keystrokes at 10,000 lines: ${keys.join(', ')} ms (those ≥ 16 ms); slowest ${slowest}`,
  )
  // The goal is 100 ms a key, a figure the printout above reports (16–96 ms a key when the
  // 2-core machine leaves it a core, ~130–290 ms when other jobs take both); timings are measured,
  // never asserted (the middle key is printed for the note).
  console.info(`middle keystroke ${middle} ms`)
})

test('typing into a 40,000-line decklist, just under the 1 MB cap: keystroke figures', async ({
  page,
}) => {
  const list = await openImport(page)
  const lines = Array.from({ length: 40_000 }, (_, i) => `1 Nonsense card ${i}`)
  const text = `Commander\n1 Omnath, Locus of Mana\n\nDeck\n${lines.join('\n')}`
  expect(text.length).toBeLessThan(1_000_000)
  const started = Date.now()
  await setText(list, text)
  await expect(page.getByText(/^…and 399\d\d more$/)).toBeVisible({ timeout: 60_000 })
  console.info(`40,000 lines in the box to their report on screen: ${Date.now() - started} ms`)

  const durations = await watchKeys(page)
  await list.press('End')
  // Mostly a typist's pace, with pauses long enough for the check to run, where a key may meet it.
  for (const [i, key] of [...'abcdefghijkl'].entries()) {
    await page.keyboard.press(key)
    await page.waitForTimeout(i % 3 === 2 ? 900 : 250 + 40 * i)
  }
  await list.press('Home')
  await page.keyboard.type('xyz', { delay: 40 })
  await expect(list).toContainText('Nonsense card 39999abcdefghijkl')
  await expect(page.getByText(/^…and 399\d\d more$/)).toBeVisible()
  const keys = await durations()
  const sorted = [...keys].sort((a, b) => a - b)
  console.info(
    `keystrokes at 40,000 lines: ${keys.join(', ')} ms (those ≥ 16 ms); middle ${
      sorted[Math.floor(sorted.length / 2)] ?? 0
    }, slowest ${sorted.at(-1) ?? 0}`,
  )
})

test('a 5 MB paste is refused at once with a clear message; the list stays and takes typing', async ({
  page,
}) => {
  const list = await openImport(page)
  await setText(list, '1 Forest\n')
  const started = Date.now()
  await list.focus()
  await paste(page, '1 Forest\n'.repeat(560_000))
  await expect(page.getByRole('alert').filter({ hasText: 'This decklist' })).toContainText(
    'This decklist is 5.0 MB; a decklist may be at most 1 MB',
  )
  console.info(`5 MB paste refused, message on screen: ${Date.now() - started} ms`)
  await expect(list).toHaveValue('1 Forest\n')

  const durations = await watchKeys(page)
  await list.press('End')
  await page.keyboard.type('1 Island')
  await expect(list).toHaveValue('1 Forest\n1 Island')
  // A short list: nothing of the refused paste is left to slow a key (a figure, as above).
  console.info(`keystrokes after the refused paste: ${(await durations()).join(', ')} ms (≥ 16 ms)`)
})

test('text over 1 MB put in another way (a drop) is refused too; the list stays as it was', async ({
  page,
}) => {
  const list = await openImport(page)
  await list.fill('1 Forest\n')
  await setText(list, '1 Forest\n'.repeat(130_000))
  await expect(page.getByRole('alert').filter({ hasText: 'This decklist' })).toContainText(
    'This decklist is 1.2 MB; a decklist may be at most 1 MB',
  )
  await expect(list).toHaveValue('1 Forest\n')
})
