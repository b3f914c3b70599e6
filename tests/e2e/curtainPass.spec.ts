import { expect, test, type Page } from '@playwright/test'
import { showSide, startDefaultGame } from './helpers'

/**
 * The turn passes, the curtain comes up by itself (issue 21, 810.5); an undo across the hand-off
 * puts it up again for the team whose turn it becomes, and says what it undid.
 */
test.use({ viewport: { width: 1366, height: 768 } })

const handNames = (page: Page, seat: string) =>
  page
    .locator(`[data-zone="${seat}:hand"] [data-card-id]`)
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''))

test('End turn brings up the curtain; an undo brings it up for the other team and says so', async ({
  page,
}) => {
  await startDefaultGame(page)
  const aHands = [...(await handNames(page, 'A1')), ...(await handNames(page, 'A2'))]
  expect(aHands).toHaveLength(14)

  await page.getByRole('button', { name: /^End turn/ }).click()
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeVisible()
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  const curtain = await page.content()
  for (const name of aHands) expect(curtain).not.toContain(name)

  await showSide(page, 'B')
  const bHands = [...(await handNames(page, 'B1')), ...(await handNames(page, 'B2'))]
  const secret = bHands.filter((n) => !aHands.includes(n))
  expect(secret.length).toBeGreaterThan(3)

  await page.keyboard.press('Control+z')
  await expect(page.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Undid: Team A ends its turn.')
  for (const name of secret) expect(await page.content()).not.toContain(name)

  await showSide(page, 'A')
  await expect(page.getByRole('log')).toContainText('Undid: Team A ends its turn.')
  for (const name of secret) expect(await page.content()).not.toContain(name)
})
