import { expect, test } from '@playwright/test'
import { showSide } from './helpers'

/**
 * A whole combat in the late-game scenario, the way players run it: Team A picks two hasty
 * creatures in the main phase and attacks, team B blocks one of them in its one panel, the
 * damage preview says what will happen, and "Next" makes it so.
 */
test('a full attack with a block, from the main phase to the damage', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/?scenario=late-game')
  const lifeB = page.locator('[data-team-life="B"]')
  await expect(lifeB).toHaveText('39')

  const nextStep = page.getByRole('button', { name: 'Next step', exact: true })
  await nextStep.click() // draw step
  await nextStep.click() // first main phase

  // One attacker by clicking its card in the main phase, one from the list; both go for B1
  // across the table.
  const mine = page.locator('[data-zone="A1:battlefield"]')
  const goblin = mine.getByRole('button', { name: 'Raging Goblin', exact: true })
  await goblin.click()
  const panel = page.getByRole('region', { name: 'Declare attackers' })
  await expect(panel).toBeVisible()
  await panel
    .getByRole('combobox', { name: 'Add an attacker' })
    .selectOption({ label: 'Monastery Swiftspear (A1 Ana)' })
  await expect(panel.getByRole('combobox', { name: 'Raging Goblin (A1 Ana) attacks' })).toHaveValue(
    'B1',
  )
  await expect(page.locator('svg.combat-arrows path.arrow')).toHaveCount(2)
  await page.getByRole('button', { name: 'Attack', exact: true }).click()

  // Blocks are Team B's to declare: the device goes to them behind the curtain (810.5).
  await showSide(page, 'B')
  await expect(goblin).toHaveAttribute('data-combat', 'attacking')
  await expect(goblin).toHaveAttribute('aria-description', /Attacking B1 Cleo/)

  // The defending team blocks in one panel: B1's vampire blocks the goblin, nothing else.
  const blocks = page.getByRole('region', { name: 'Blocks for Team B' })
  const vampire = page
    .locator('[data-zone="B1:battlefield"]')
    .getByRole('button', { name: 'Bloodthrone Vampire', exact: true })
  await vampire.click()
  await goblin.click()
  await expect(blocks.getByRole('combobox', { name: 'Bloodthrone Vampire blocks' })).toHaveValue(
    (await goblin.getAttribute('data-card-id')) ?? '',
  )
  await blocks.getByRole('button', { name: 'Declare 1 block' }).click()
  await showSide(page, 'A')

  // The preview runs the engine: the Swiftspear is unblocked, so B1 takes its power.
  const preview = page.getByRole('region', { name: 'Damage preview' })
  const teamLine = preview.locator('[data-preview-team="B"]')
  await expect(teamLine).toContainText('life 39 →')
  const after = Number((await teamLine.locator('b').textContent()) ?? 'NaN')
  expect(after).toBeLessThan(39)
  await expect(preview.locator('[data-preview-player="B1"]')).toContainText('takes')
  await expect(lifeB).toHaveText('39')

  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(lifeB).toHaveText(String(after))
  await expect(page.locator('[data-team-life="A"]')).toHaveText('43')
  const log = page.getByRole('log')
  await expect(log).toContainText("B1 Cleo's Bloodthrone Vampire blocks A1 Ana's Raging Goblin.")
  await expect(log).toContainText('Combat damage is dealt, all at once (510.2).')

  // Undo takes the damage back.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(lifeB).toHaveText('39')
})
