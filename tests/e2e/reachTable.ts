import { expect, type Page } from '@playwright/test'

/**
 * From the setup screen to the table, whatever stands between: ticks "Skip mulligans" when the
 * setup screen offers it, and lifts a pass-the-device curtain if one comes up. A `seed` makes the
 * shuffles, and so every hand, the same each run (setup.seedHint).
 */
export async function reachTable(
  page: Page,
  options: { skipMulligans?: boolean; seed?: number } = {},
) {
  const { skipMulligans = true, seed } = options
  const start = page.getByRole('button', { name: 'Start game' })
  await expect(start).toBeVisible()
  const skip = page.getByRole('checkbox', { name: 'Skip mulligans' })
  if ((skipMulligans || seed !== undefined) && (await page.getByText('Advanced').count()) > 0) {
    await openAdvanced(page)
    if (skipMulligans && (await skip.count()) > 0) await skip.check()
  }
  if (seed !== undefined) await page.getByLabel('Shuffle seed').fill(String(seed))
  await start.click()
  if (!skipMulligans) return
  await liftCurtain(page)
  await expect(page.locator('[data-zone="A1:hand"]')).toBeVisible()
}

/**
 * Opens the setup screen's "Advanced" part, however many clicks it takes: a click that lands
 * while the page is still settling can leave it closed (a flaky phone test in CI).
 */
async function openAdvanced(page: Page) {
  const details = page.locator('details', { has: page.getByText('Advanced') }).first()
  await expect(async () => {
    const open = await details.evaluate((d) => (d as HTMLDetailsElement).open)
    if (!open) await page.getByText('Advanced').click()
    await expect(page.getByLabel('Shuffle seed')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}

/** Confirms a pass-the-device curtain ("We are Team A — show our side"), if one is up. */
export async function liftCurtain(page: Page) {
  const hand = page.locator('[data-zone="A1:hand"]')
  const confirm = page.getByRole('button', { name: /show our side/ })
  await expect(hand.or(confirm).first()).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
}
