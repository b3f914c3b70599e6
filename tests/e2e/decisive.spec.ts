import { expect, test, type Locator, type Page } from '@playwright/test'
import { showSide, toFirstMain } from './helpers'

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

/**
 * The whole of issue 34's game night in one game at 1366x768, as the players meet it: an instant
 * cast from hand goes to the stack and resolves into the graveyard; a card Team A reveals is shown
 * to Team B behind B's curtain and hidden again once B has seen it; Team A attacks with two
 * creatures and Team B blocks one from the centre, never offered Next step or End turn; the block
 * holds through the damage.
 */
test('a game night at 1366x768: a spell, a reveal, an attack and a block that holds', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/?scenario=late-game')
  const lifeB = page.locator('[data-team-life="B"]')
  await expect(lifeB).toHaveText('39')
  const bar = page.getByRole('region', { name: 'Turn' })
  await toFirstMain(page)

  // Lightning Bolt, double-clicked in A1's hand: onto the stack (601.2a), never the battlefield
  // (400.4a); resolved, it goes to A1's graveyard (608.2n).
  const hand = page.locator('[data-zone="A1:hand"]')
  const bolt = hand.getByRole('button', { name: 'Lightning Bolt', exact: true })
  const boltId = (await bolt.getAttribute('data-card-id')) ?? ''
  await bolt.dblclick()
  const stack = page.getByRole('region', { name: 'The stack' })
  const item = stack.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('→ graveyard')
  await expect(page.locator(`[data-zone="A1:battlefield"] [data-card-id="${boltId}"]`)).toHaveCount(
    0,
  )
  await item.getByRole('button', { name: 'Resolve Lightning Bolt' }).click()
  await expect(item).toHaveCount(0)
  await expect(page.locator(`[data-zone="A1:graveyard"] [data-card-id="${boltId}"]`)).toHaveCount(1)

  // A1 reveals Mind Stone to Team B: B sees it large behind its own curtain, then it is hidden.
  const stone = hand.getByRole('button', { name: 'Mind Stone', exact: true })
  const stoneId = (await stone.getAttribute('data-card-id')) ?? ''
  await stone.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Reveal this card to team B' }).click()
  const curtain = page.getByRole('dialog', { name: 'Pass the device to Team B' })
  await expect(curtain).toContainText('Team A revealed a card to you')
  await curtain.getByRole('button', { name: 'We are Team B — show our side' }).click()
  const shown = page.getByRole('dialog', { name: 'Team A reveals a card to Team B' })
  await expect(shown).toContainText('Mind Stone')
  await shown.getByRole('button', { name: 'We have seen it — hide it again' }).click()
  await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
  await expect(page.locator(`[data-card-id="${stoneId}"]`)).toHaveCount(0)
  // It is Team A's turn: Team B's screen does not move it on.
  await expect(turnButtons(page)).toHaveCount(0)
  await bar.getByRole('button', { name: 'Pass to Team A', exact: true }).click()
  await showSide(page, 'A')

  // Two hasty attackers go for B1; B blocks the goblin from the centre.
  const mine = page.locator('[data-zone="A1:battlefield"]')
  const goblin = mine.getByRole('button', { name: 'Raging Goblin', exact: true })
  const swiftspear = mine.getByRole('button', { name: 'Monastery Swiftspear', exact: true })
  const power = Number.parseInt((await swiftspear.locator('.card-pt').textContent()) ?? '', 10)
  await goblin.click()
  await swiftspear.click()
  await bar.getByRole('button', { name: 'Attack', exact: true }).click()
  await showSide(page, 'B')
  await expect(turnButtons(page)).toHaveCount(0)
  const vampire = page
    .locator('[data-zone="B1:battlefield"]')
    .getByRole('button', { name: 'Bloodthrone Vampire', exact: true })
  await vampire.click()
  await goblin.click()
  const declare = bar.getByRole('button', { name: 'Declare 1 block', exact: true })
  expect(await inView(declare)).toBe(true)
  await declare.click()
  await showSide(page, 'A')
  await bar.getByRole('button', { name: 'Next step', exact: true }).click()
  await expect(lifeB).toHaveText(String(39 - power))
  await expect(mine.getByRole('button', { name: 'Raging Goblin', exact: true })).toHaveCount(0)
  await expect(page.getByRole('log')).toContainText('A1 Ana revealed Mind Stone.')
})
