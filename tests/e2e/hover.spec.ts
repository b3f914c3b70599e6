import { expect, test, type Locator, type Page } from '@playwright/test'

/** The centre of an element's part that no later card covers (its data-card-id element). */
async function centre(card: Locator) {
  const box = await card.boundingBox()
  if (!box) throw new Error('card not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A card of the bottom-left battlefield, its "⋯" button, and the next card in its row. */
async function cards(page: Page) {
  await page.goto('/?scenario=late-game')
  const row = page.locator('[data-zone="A1:battlefield"] .row-O [data-card-id]')
  await expect(row.nth(2)).toBeVisible()
  const first = row.nth(1)
  const name = (await first.getAttribute('aria-label')) ?? ''
  const more = page.getByRole('button', { name: `Actions for ${name}` })
  return { first, more, other: row.nth(2) }
}

test('the ⋯ button of a card shows while the pointer is on the card, and opens its menu', async ({
  page,
}) => {
  const { first, more, other } = await cards(page)
  await expect(more).toBeHidden()
  const at = await centre(first)
  await page.mouse.move(at.x, at.y)
  await expect(more).toBeVisible()
  const away = await centre(other)
  await page.mouse.move(away.x, away.y)
  await expect(more).toBeHidden()
  await page.mouse.move(at.x, at.y)
  await more.click()
  await expect(page.getByRole('menu')).toBeVisible()
})

test('while a card is carried, the cards it passes over stay as they are', async ({ page }) => {
  const { first, more, other } = await cards(page)
  const from = await centre(other)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 })
  await expect(page.locator('[data-dragging]').first()).toBeAttached()
  const over = await centre(first)
  await page.mouse.move(over.x, over.y, { steps: 8 })
  await expect(more).toBeHidden()
  await page.keyboard.press('Escape')
  await page.mouse.up()
  await expect(page.locator('[data-dragging]')).toHaveCount(0)
  // Once the drag is over, the card under the pointer lights up again.
  await page.mouse.move(over.x + 1, over.y + 1)
  await expect(more).toBeVisible()
})
