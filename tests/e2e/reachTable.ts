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
  if (skipMulligans && (await page.getByText('Advanced').count()) > 0) {
    await page.getByText('Advanced').click()
    if ((await skip.count()) > 0) await skip.check()
  }
  if (seed !== undefined) await page.getByLabel('Shuffle seed').fill(String(seed))
  await start.click()
  if (!skipMulligans) return
  await liftCurtain(page)
  await expect(page.locator('[data-zone="A1:hand"]')).toBeVisible()
}

/** Confirms a pass-the-device curtain ("We are Team A — show our side"), if one is up. */
export async function liftCurtain(page: Page) {
  const hand = page.locator('[data-zone="A1:hand"]')
  const confirm = page.getByRole('button', { name: /show our side/ })
  await expect(hand.or(confirm).first()).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
}
