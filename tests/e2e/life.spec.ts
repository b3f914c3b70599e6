import { expect, test } from '@playwright/test'

/**
 * The life panel in a real browser: opened with L, "Each opponent…" deals 4 damage to each
 * opponent (810.9: the other team loses 8), then 4 more to B1 from the Damage form; Undo in the
 * panel takes the last one back. The late-game scenario starts at Team A 43, Team B 39.
 */
test('each opponent takes 4 damage from the life panel', async ({ page }) => {
  await page.goto('/?scenario=late-game')
  const lifeA = page.locator('[data-team-life="A"]')
  const lifeB = page.locator('[data-team-life="B"]')
  await expect(lifeA).toHaveText('43')
  await expect(lifeB).toHaveText('39')

  // 44 px touch targets for the quick buttons.
  const quick = await page.getByRole('button', { name: 'Team B: lose 1 life' }).boundingBox()
  expect(quick?.width).toBeGreaterThanOrEqual(44)
  expect(quick?.height).toBeGreaterThanOrEqual(44)

  await page.keyboard.press('l')
  const panel = page.getByRole('dialog', { name: 'Life effects' })
  await expect(panel).toBeVisible()
  await panel.getByRole('tab', { name: 'Each opponent…' }).click()
  await panel.getByRole('textbox', { name: 'Amount' }).fill('4')
  await panel.getByRole('button', { name: 'Apply to each opponent' }).click()
  await expect(lifeB).toHaveText('31')
  await expect(lifeA).toHaveText('43')
  await expect(panel.getByRole('status', { name: 'Result' })).toContainText('B2')

  await panel.getByRole('tab', { name: 'Damage' }).click()
  await expect(panel.getByRole('combobox', { name: 'Target' })).toHaveValue('B1')
  await panel.getByRole('textbox', { name: 'Damage' }).fill('4')
  await panel.getByRole('textbox', { name: 'Damage' }).press('Enter')
  await expect(lifeB).toHaveText('27')
  await panel.getByRole('button', { name: 'Undo' }).click()
  await expect(lifeB).toHaveText('31')

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(
    page
      .getByRole('list', { name: 'Team B life this turn' })
      .getByText('B1 lost', { exact: false }),
  ).toBeVisible()
})
