import { expect, test, type Page } from '@playwright/test'
import { startDefaultGame } from './helpers'
import { changedRow, placeOf, transformAndSample } from './flipSampling'

/**
 * The flip, everywhere (issue 21): a commander that transforms from a creature into a
 * planeswalker turns over large where it is, edge-on in the middle, and then goes to its new row.
 */
test.use({ viewport: { width: 1366, height: 768 } })

/** Kytheon, from B2's command zone onto the battlefield, by its menu. */
async function kytheonOnTheBattlefield(page: Page) {
  await startDefaultGame(page)
  const inCommand = page.locator('[data-zone="B2:command"] [data-card-id]').first()
  await expect(inCommand).toHaveAccessibleName(/Kytheon/)
  const id = (await inCommand.getAttribute('data-card-id')) ?? ''
  // The Cast button lies over the lower half of a commander in the command zone (its middle too,
  // when the other team's commanders are drawn small); the name at its top is never covered.
  await inCommand.click({ button: 'right', position: { x: 10, y: 8 } })
  await page.getByRole('menuitem', { name: 'To battlefield' }).click()
  const card = page.locator(`[data-zone="B2:battlefield"] [data-card-id="${id}"]`)
  await expect(card).toHaveAttribute('data-face', 'front')
  return { id, card }
}

test('Kytheon turns over large, edge-on halfway, then goes to the planeswalkers’ row', async ({
  page,
}) => {
  const { id, card } = await kytheonOnTheBattlefield(page)
  const creatureRow = await placeOf(page, id)

  const frames = await transformAndSample(card)
  expect(frames.angles.length).toBeGreaterThan(3)
  // A frame shows the card edge-on, not only before and after the turn.
  expect(frames.angles.some((a) => a >= 60 && a <= 120)).toBe(true)
  expect(Math.min(...frames.widths)).toBeLessThan(0.5)
  expect(frames.angles.at(-1)).toBe(180)
  // It lifts and grows while it turns.
  expect(Math.max(...frames.growth)).toBeGreaterThanOrEqual(1.8)

  await expect(card).toHaveAttribute('data-face', 'back')
  await expect(card).toHaveAccessibleName(/Gideon/)
  expect(changedRow(creatureRow, await placeOf(page, id))).toBe(true)
  // Transformed from the keyboard, it keeps the focus in its new row.
  await expect(card).toBeFocused()
  // The copy is gone and the card shows again, where it now belongs.
  await expect(page.locator('[data-turning-card]')).toHaveCount(0)
  await expect(card).toHaveCSS('opacity', '1')
  // No 3D scene is left once the card has landed.
  expect(await page.locator('.turning-card, .flip.is-turning').count()).toBe(0)
})

test('an undo turns it back and brings it home', async ({ page }) => {
  const { id, card } = await kytheonOnTheBattlefield(page)
  const creatureRow = await placeOf(page, id)
  await transformAndSample(card)
  await expect(card).toHaveAttribute('data-face', 'back')
  await page.getByRole('button', { name: /^Undo/ }).click()
  await expect(page.locator('[data-turning-card]')).toHaveCount(1)
  await expect(page.getByRole('alert')).toContainText('Undid:')
  await expect(page.locator('[data-turning-card]')).toHaveCount(0, { timeout: 5000 })
  await expect(card).toHaveAttribute('data-face', 'front')
  expect(await placeOf(page, id)).toEqual(creatureRow)
})

test('with reduced motion the faces cross-fade and nothing turns', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { card } = await kytheonOnTheBattlefield(page)
  const frames = await transformAndSample(card)
  expect(frames.fades.length).toBeGreaterThan(1)
  // Mid-fade, both faces are partly seen.
  expect(frames.fades.some(([front, back]) => front > 0.05 && back > 0.05)).toBe(true)
  expect(frames.transforms.every((t) => t === 'none')).toBe(true)
  expect(Math.max(...frames.growth)).toBeLessThan(1.05)
  await expect(card).toHaveAttribute('data-face', 'back')
})

test('a transformed commander going back to the command zone turns back on its way', async ({
  page,
}) => {
  const { id, card } = await kytheonOnTheBattlefield(page)
  await transformAndSample(card)
  await expect(card).toHaveAttribute('data-face', 'back')
  await card.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'To command zone' }).click()
  // The copy turns over where Gideon lay, then goes down onto the command zone as Kytheon.
  await expect(page.locator(`[data-turning-card="${id}"]`)).toHaveCount(1)
  const home = page.locator(`[data-zone="B2:command"] [data-card-id="${id}"]`)
  await expect(home).toHaveAttribute('data-face', 'front')
  await expect(page.locator('[data-turning-card]')).toHaveCount(0, { timeout: 5000 })
  await expect(home).toHaveCSS('opacity', '1')
})
