import { expect, test, type Locator, type Page } from '@playwright/test'
import { showSide } from './helpers'

/**
 * Issue 34, where games are decided: Team A attacks with two creatures, Team B blocks one with
 * the button in the centre where "Next step" stands, and the block holds through the damage.
 * Team B's screen never offers "Next step" or "End turn" during Team A's turn (805.4a), and the
 * block button is in view without scrolling at every screen size.
 */
const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** The turn's own buttons anywhere on the page, by their names. */
function turnButtons(page: Page) {
  return page.getByRole('button', { name: /^(Next step|End turn)/ })
}

/** Whether the element lies wholly inside the window as it is now. */
async function inView(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
  })
}

for (const size of SIZES) {
  test(`team B blocks one of two attackers from the centre at ${size.width}x${size.height}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto('/?scenario=late-game')
    const lifeB = page.locator('[data-team-life="B"]')
    await expect(lifeB).toHaveText('39')
    const bar = page.getByRole('region', { name: 'Turn' })
    const nextStep = bar.getByRole('button', { name: 'Next step', exact: true })
    await nextStep.click() // draw step
    await nextStep.click() // first main phase

    // Two hasty attackers, picked on the table: both go for B1 across the table.
    const mine = page.locator('[data-zone="A1:battlefield"]')
    const goblin = mine.getByRole('button', { name: 'Raging Goblin', exact: true })
    const swiftspear = mine.getByRole('button', { name: 'Monastery Swiftspear', exact: true })
    const power = Number.parseInt((await swiftspear.locator('.card-pt').textContent()) ?? '', 10)
    expect(power).toBeGreaterThan(0)
    await goblin.click()
    await swiftspear.click()
    await expect(goblin).toHaveAttribute('data-combat', 'attack-picked')
    await expect(swiftspear).toHaveAttribute('data-combat', 'attack-picked')
    await bar.getByRole('button', { name: 'Attack', exact: true }).click()

    // Blocks are Team B's: the device goes to them behind the curtain (810.5).
    await showSide(page, 'B')
    await expect(turnButtons(page)).toHaveCount(0)
    await expect(bar.getByRole('button', { name: 'No blocks', exact: true })).toBeVisible()

    // B1's vampire blocks the goblin; the centre's button says so.
    const vampire = page
      .locator('[data-zone="B1:battlefield"]')
      .getByRole('button', { name: 'Bloodthrone Vampire', exact: true })
    await vampire.click()
    await goblin.click()
    const declare = bar.getByRole('button', { name: 'Declare 1 block', exact: true })
    await expect(declare).toBeVisible()
    await expect(turnButtons(page)).toHaveCount(0)
    // E and N do nothing for the defenders.
    await page.keyboard.press('e')
    await page.keyboard.press('n')
    await expect(page.locator('.turn-step')).toHaveText('Declare blockers')
    // In view as the table stands after the clicks: nothing to scroll to.
    expect(await inView(declare)).toBe(true)
    await page.screenshot({ path: testInfo.outputPath(`block-${size.name}.png`) })
    await declare.click()

    // Back to the attackers, who deal the damage: the unblocked Swiftspear's to B1 alone, the
    // goblin stopped.
    await showSide(page, 'A')
    const after = String(39 - power)
    const preview = page.getByRole('region', { name: 'Damage preview' })
    await expect(preview.locator('[data-preview-team="B"]')).toContainText(`life 39 → ${after}`)
    await bar.getByRole('button', { name: 'Next step', exact: true }).click()
    await expect(lifeB).toHaveText(after)
    const log = page.getByRole('log')
    await expect(log).toContainText("B1 Cleo's Bloodthrone Vampire blocks A1 Ana's Raging Goblin.")
    // The blocked goblin (1/1) met the 3/3 vampire: it died, the vampire did not (510.2, 704.5g).
    await expect(mine.getByRole('button', { name: 'Raging Goblin', exact: true })).toHaveCount(0)
    await expect(vampire).toBeVisible()
  })
}
