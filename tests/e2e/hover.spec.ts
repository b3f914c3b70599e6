import { expect, test, type Locator, type Page } from '@playwright/test'

/** The centre of an element's part that no later card covers (its data-card-id element). */
async function centre(card: Locator) {
  const box = await card.boundingBox()
  if (!box) throw new Error('card not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A card of the bottom-left battlefield and the next card in its row, with their slots. */
async function cards(page: Page) {
  await page.goto('/?scenario=late-game')
  const row = page.locator('[data-zone="A1:battlefield"] .row-O [data-card-id]')
  await expect(row.nth(2)).toBeVisible()
  const first = row.nth(1)
  const other = row.nth(2)
  return { first, other, lit: first.locator('xpath=..'), otherLit: other.locator('xpath=..') }
}

test('the card under the pointer lights up, and a right click opens its menu', async ({ page }) => {
  const { first, lit, otherLit } = await cards(page)
  await expect(lit).not.toHaveAttribute('data-hover')
  const at = await centre(first)
  await page.mouse.move(at.x, at.y)
  await expect(lit).toHaveAttribute('data-hover')
  await expect(otherLit).not.toHaveAttribute('data-hover')
  await page.mouse.click(at.x, at.y, { button: 'right' })
  const name = (await first.getAttribute('aria-label')) ?? ''
  await expect(page.getByRole('menu', { name: `Actions for ${name}` })).toBeVisible()
})

test('while a card is carried, the cards it passes over stay as they are', async ({ page }) => {
  const { first, other, lit } = await cards(page)
  const from = await centre(other)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 })
  await expect(page.locator('[data-dragging]').first()).toBeAttached()
  const over = await centre(first)
  await page.mouse.move(over.x, over.y, { steps: 8 })
  await expect(lit).not.toHaveAttribute('data-hover')
  await page.keyboard.press('Escape')
  await page.mouse.up()
  await expect(page.locator('[data-dragging]')).toHaveCount(0)
  // Once the drag is over, the card under the pointer lights up again.
  await page.mouse.move(over.x + 1, over.y + 1)
  await expect(lit).toHaveAttribute('data-hover')
})
