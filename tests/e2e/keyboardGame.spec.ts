// A whole game by keyboard alone (issue #11): setup, every mulligan decision behind its hand-off
// screen, the curtain, a card played, and the life panel ending the game with a win.
import { expect, test, type Page } from '@playwright/test'

/** Presses Tab until the focused element's accessible name matches; fails after 400 presses. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 400; presses++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return ''
      const labelled = el.getAttribute('aria-labelledby')
      const byId = labelled ? document.getElementById(labelled)?.textContent : null
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
      return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '').trim()
    })
    if (name.test(focused)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(name)}`)
}

test('a game from setup to a win with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Start game' })).toBeEnabled()
  await tabTo(page, /^Start game$/)
  await page.keyboard.press('Enter')

  // London mulligans: each of the four players keeps, each behind a hand-off screen.
  for (let decisions = 0; decisions < 4; decisions++) {
    await tabTo(page, /^I am .+ — show my hand$/)
    await page.keyboard.press('Enter')
    await tabTo(page, /^Keep$/)
    await page.keyboard.press('Enter')
  }
  await tabTo(page, /^We are Team [AB] — show our side$/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: /Table, seen from team [AB]/ })).toBeVisible()

  // The life panel (L): each opponent loses enough life to end the game.
  await page.keyboard.press('l')
  const panel = page.getByRole('dialog', { name: 'Life effects' })
  await expect(panel).toBeVisible()
  await tabTo(page, /^(Damage|Lose life|Gain life|Each opponent…)$/)
  for (let presses = 0; presses < 20; presses++) {
    const tab = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    if (tab === 'Each opponent…') break
    await page.keyboard.press('ArrowRight')
  }
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('tab', { name: 'Each opponent…' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await tabTo(page, /^Amount$/)
  await page.keyboard.type('30')
  await tabTo(page, /^Apply to each opponent$/)
  await page.keyboard.press('Enter')

  const over = page.getByRole('dialog', { name: /wins|won/i })
  await expect(over).toBeVisible()
  // The losing team is at 0 or less: 30 from each of its two players (810.9).
  const totals = await page.locator('[data-team-life]').allTextContents()
  expect(Math.min(...totals.map(Number))).toBeLessThanOrEqual(0)
})
