import { expect, test, type Page } from '@playwright/test'
import { startDefaultGame } from './helpers'

/**
 * Hand-offs when the other team decides (issue 26, 810.5): the defenders block behind the
 * curtain and hand the device back; the London mulligan keeps first and bottoms after (103.5);
 * a pass by keyboard leaves the keyboard in the receiving player's hand.
 */
test.use({ viewport: { width: 1366, height: 768 } })

const labels = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))

test('the defenders block behind the curtain, without the attackers’ hands on the page', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/?scenario=late-game')
  const nextStep = page.getByRole('button', { name: 'Next step', exact: true })
  await nextStep.click() // draw step
  await nextStep.click() // first main phase

  // What only Team A's hands show: names seen nowhere else on Team A's side of the table.
  const handCards = '[data-zone="A1:hand"] [data-card-id], [data-zone="A2:hand"] [data-card-id]'
  const hands = await labels(page, handCards)
  const elsewhere = new Set(
    await page
      .locator('[data-card-id]')
      .evaluateAll((els) =>
        els
          .filter((e) => !e.closest('[data-zone$=":hand"]'))
          .map((e) => e.getAttribute('aria-label') ?? ''),
      ),
  )
  const secret = hands.filter((name) => !elsewhere.has(name))
  expect(secret.length).toBeGreaterThan(2)

  const goblin = page
    .locator('[data-zone="A1:battlefield"]')
    .getByRole('button', { name: 'Raging Goblin', exact: true })
  await goblin.click()
  await page.getByRole('button', { name: 'Attack', exact: true }).click()

  // Blocks are Team B's decision: the curtain, and no card of anyone in the page.
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeVisible()
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
  await expect(page.locator('[data-zone="B1:hand"] [data-card-id]').first()).toBeFocused()

  // Team B sees its own hands, never the attackers', and blocks in its panel.
  const html = await page.content()
  for (const name of secret) expect(html).not.toContain(name)
  const blocks = page.getByRole('region', { name: 'Blocks for Team B' })
  const vampire = page
    .locator('[data-zone="B1:battlefield"]')
    .getByRole('button', { name: 'Bloodthrone Vampire', exact: true })
  await vampire.click()
  await goblin.click()
  await blocks.getByRole('button', { name: 'Declare 1 block' }).click()

  // Back to the attackers, who go on to the damage.
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeVisible()
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Damage preview' })).toBeVisible()
  await expect(page.getByRole('log')).toContainText(
    "B1 Cleo's Bloodthrone Vampire blocks A1 Ana's Raging Goblin.",
  )
})

test('the London mulligan: mulligan, then keep, then choose the card to bottom (103.5)', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Start game' }).click()
  const take = async (name: string) => {
    await page.getByRole('button', { name: `I am ${name} — show my hand` }).click()
  }
  await take('A1 Ana')
  await page.getByRole('button', { name: 'Mulligan (next: bottom 0, free)' }).click()
  for (const name of ['A2 Ben', 'B1 Cleo', 'B2 Dev']) {
    await take(name)
    await page.getByRole('button', { name: 'Keep', exact: true }).click()
  }

  // A1's second mulligan: a fresh seven, and nothing to bottom until A1 keeps.
  await take('A1 Ana')
  await page.getByRole('button', { name: 'Mulligan (next: bottom 1)' }).click()
  const hand = page.getByRole('region', { name: "A1 Ana's hand" })
  await expect(page.getByRole('heading', { name: 'A1 Ana: keep or mulligan?' })).toBeVisible()
  await expect(hand.getByRole('listitem')).toHaveCount(7)
  await page.getByRole('button', { name: 'Keep, then put 1 on the bottom' }).click()

  await expect(
    page.getByRole('heading', { name: 'A1 Ana: put 1 card on the bottom' }),
  ).toBeVisible()
  await hand.getByRole('button').first().click()
  await page.getByRole('button', { name: 'Put 1 on the bottom' }).click()

  await expect(page.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-zone="A1:hand"] [data-card-id]')).toHaveCount(6)
  await expect(page.locator('[data-zone="A2:hand"] [data-card-id]')).toHaveCount(7)
})

test('P passes the device; Enter on the curtain puts the keyboard in the hand', async ({
  page,
}) => {
  await startDefaultGame(page)
  await page.locator('body').press('p')
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'We are Team B — show our side' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
  await expect(page.locator('[data-zone="B1:hand"] [data-card-id]').first()).toBeFocused()
})

test('a commander the active team sends to its owner’s graveyard: its owner’s team answers 903.9 behind the curtain', async ({
  page,
}) => {
  await startDefaultGame(page)
  // Team A's turn; B1's commander comes onto the battlefield, then Team A's removal kills it.
  const inCommand = page.locator('[data-zone="B1:command"] [data-card-id]').first()
  const id = await inCommand.getAttribute('data-card-id')
  await inCommand.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'To battlefield' }).click()
  const onField = page.locator(`[data-zone="B1:battlefield"] [data-card-id="${id}"]`)
  await onField.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'To graveyard' }).click()

  // The owner's team decides: the curtain, and no card of anyone in the page.
  const curtain = page.getByRole('dialog', { name: 'Pass the device to Team B' })
  await expect(curtain).toContainText('Team B decides whether its commander goes to the command')
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
  const question = page.getByRole('alertdialog', { name: /to the command zone instead\?$/ })
  await question.getByRole('button', { name: 'Yes' }).click()

  // Back to Team A, whose turn it still is; the commander is home.
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeVisible()
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()
  await expect(page.locator(`[data-zone="B1:command"] [data-card-id="${id}"]`)).toBeVisible()
})
