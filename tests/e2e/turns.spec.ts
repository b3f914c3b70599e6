import { expect, test, type Page } from '@playwright/test'
import { showSide } from './helpers'

/** The hand-off to a player during the mulligans, then their hand. */
async function takeDevice(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: `Pass the device to ${name}` })).toBeVisible()
  await expect(page.locator('.mulligan-hand')).toHaveCount(0)
  await page.getByRole('button', { name: `I am ${name} — show my hand` }).click()
  await expect(page.getByRole('region', { name: `${name}'s hand` })).toBeVisible()
}

/** Names on the cards of a mulligan hand shown on screen. */
const mulliganNames = (page: Page, name: string) =>
  page
    .getByRole('region', { name: `${name}'s hand` })
    .locator('.card-name')
    .allTextContents()

/** Accessible names of the cards in a zone of the table ("B1:hand"). */
const zoneNames = (page: Page, zone: string) =>
  page
    .locator(`[data-zone="${zone}"] [data-card-id]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))

const names = (page: Page) =>
  page.locator('[data-card-id]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))

test('four players mulligan from the setup screen; each team sees only its own hands', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Start game' }).click()

  // Round 1: the starting team declares first (805.3a). A1 mulligans for free, A2 keeps.
  await takeDevice(page, 'A1 Ana')
  await expect(
    page.getByRole('region', { name: "A1 Ana's hand" }).getByRole('listitem'),
  ).toHaveCount(7)
  const a2Hand = await mulliganNames(page, 'A2 Ben')
  expect(a2Hand).toHaveLength(7)
  await page.getByRole('button', { name: 'Mulligan (next: bottom 0, free)' }).click()
  await takeDevice(page, 'A2 Ben')
  await page.getByRole('button', { name: 'Keep', exact: true }).click()

  // Team B's turn to declare: nothing of Team A's hands is on the page.
  await takeDevice(page, 'B1 Cleo')
  const shownToB = new Set([
    ...(await mulliganNames(page, 'B1 Cleo')),
    ...(await mulliganNames(page, 'B2 Dev')),
  ])
  const html = await page.content()
  for (const name of a2Hand.filter((n) => !shownToB.has(n))) expect(html).not.toContain(name)
  await page.getByRole('button', { name: 'Keep', exact: true }).click()
  await takeDevice(page, 'B2 Dev')
  await page.getByRole('button', { name: 'Mulligan (next: bottom 0, free)' }).click()

  // Round 2: A1 keeps a fresh seven; B2 takes a second mulligan, keeps the new seven, and only
  // then bottoms one card (103.5).
  await takeDevice(page, 'A1 Ana')
  await page.getByRole('button', { name: 'Keep', exact: true }).click()
  await takeDevice(page, 'B2 Dev')
  await page.getByRole('button', { name: 'Mulligan (next: bottom 1)' }).click()
  await expect(page.getByRole('heading', { name: 'B2 Dev: keep or mulligan?' })).toBeVisible()
  await page.getByRole('button', { name: 'Keep, then put 1 on the bottom' }).click()
  await expect(
    page.getByRole('heading', { name: 'B2 Dev: put 1 card on the bottom' }),
  ).toBeVisible()
  const put = page.getByRole('button', { name: 'Put 1 on the bottom' })
  await expect(put).toBeDisabled()
  const firstCard = page.getByRole('region', { name: "B2 Dev's hand" }).getByRole('button').first()
  await firstCard.focus()
  await page.keyboard.press('Space')
  await expect(firstCard).toHaveAttribute('aria-pressed', 'true')
  await put.click()

  // Everyone kept: turn 1 for Team A, which skips its draw (103.8b), behind the curtain.
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('skips its first draw')
  await showSide(page, 'A')
  await expect(page.getByRole('region', { name: 'Turn' })).toContainText('Turn 1')
  await expect(page.locator('[data-zone="A1:hand"] [data-card-id]')).toHaveCount(7)
  await expect(page.locator('[data-zone="B2:hand"] [data-card-id]')).toHaveCount(6)
  const seenByA = new Set(await names(page))
  const aHands = [...(await zoneNames(page, 'A1:hand')), ...(await zoneNames(page, 'A2:hand'))]

  // The curtain: no hand of either team in the page while the device changes hands.
  await page.getByRole('button', { name: 'Pass to team B', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeVisible()
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  const curtainHtml = await page.content()
  for (const name of aHands) expect(curtainHtml).not.toContain(name)

  // Team B's side: their hands, then back to Team A, where none of them may appear.
  await showSide(page, 'B')
  const bHands = [...(await zoneNames(page, 'B1:hand')), ...(await zoneNames(page, 'B2:hand'))]
  expect(bHands).toHaveLength(13)
  expect(bHands).not.toContain('Card back')
  await expect(page.locator('[data-zone="A1:hand"] [data-card-id]').first()).toHaveAccessibleName(
    'Card back',
  )
  await page.getByRole('button', { name: 'Pass to team A', exact: true }).click()
  await showSide(page, 'A')
  const secret = [...new Set(bHands)].filter((n) => !seenByA.has(n))
  expect(secret.length).toBeGreaterThan(3)
  const tableHtml = await page.content()
  for (const name of secret) expect(tableHtml).not.toContain(name)
})

test('the turn bar moves on by keyboard and hands the device to the next team', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  // No mulligans: the first hands are behind the curtain until team A confirms.
  await expect(page.locator('[data-zone="A1:hand"]')).toHaveCount(0)
  await showSide(page, 'A')
  const bar = page.getByRole('region', { name: 'Turn' })
  await expect(bar).toContainText('Upkeep')
  await page.keyboard.press('n')
  await expect(bar).toContainText('Draw step')
  await page.keyboard.press('e')
  // The turn passed to Team B: the curtain comes up by itself (810.5).
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeVisible()
  await showSide(page, 'B')
  await expect(bar).toContainText('Turn 2')
  await expect(bar).toContainText('Next: Team A')
  await expect(bar.getByRole('button', { name: 'Pass to Team B', exact: true })).toHaveCount(0)
})
