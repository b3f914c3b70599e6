import { expect, test, type Locator, type Page } from '@playwright/test'
import { transformAndSample } from './flipSampling'

/**
 * The flip (issue 7) in a real browser: a double-faced permanent of the late game turns over from
 * its context menu, the name on screen becomes the other face's, and a reload keeps it. Since
 * issue 21 the turn itself is played by a larger copy above the card (TransformOverlay).
 */

/** A1's first double-faced permanent that is front face up, and its two names. */
async function frontFaceUpCard(page: Page) {
  await page.goto('/?scenario=late-game')
  const first = page.locator('[data-zone="A1:battlefield"] [data-face="front"]').first()
  await expect(first).toBeAttached()
  const id = await first.getAttribute('data-card-id')
  const card = page.locator(`[data-card-id="${id}"]`)
  const front = (await card.locator('.flip-front .card-name').textContent()) ?? ''
  const back = (await card.locator('.flip-back .card-name').textContent()) ?? ''
  expect(front).not.toBe('')
  expect(back).not.toBe(front)
  return { id, card, front, back }
}

/** The names on screen: hidden faces (backface turned away, then visibility hidden) don't count. */
async function expectShowing(card: Locator, shown: string, hidden: string) {
  await expect(card).toHaveAccessibleName(shown)
  await expect(card.getByText(shown, { exact: true })).toBeVisible()
  await expect(card.getByText(hidden, { exact: true })).toBeHidden()
}

test('transforming from the context menu shows the back face, and a reload keeps it', async ({
  page,
}) => {
  const { id, card, front, back } = await frontFaceUpCard(page)
  await expectShowing(card, front, back)

  await card.focus()
  await page.keyboard.press('Shift+F10')
  await page.getByRole('menuitem', { name: 'Transform' }).click()

  await expect(card).toHaveAttribute('data-face', 'back')
  await expectShowing(card, back, front)
  // The back face is the one turned toward the viewer.
  const turned = await card
    .locator('.flip-inner')
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m11)
  expect(turned).toBeCloseTo(-1)

  // The autosave holds it: the app without the scenario link restores the same game.
  await page.waitForTimeout(500)
  await page.goto('/')
  const restored = page.locator(`[data-card-id="${id}"]`)
  // A restored game may first ask the device's team to confirm (the privacy curtain).
  const confirm = page.getByRole('button', { name: /show our side/i })
  await expect(restored.or(confirm).first()).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
  await expect(restored).toHaveAttribute('data-face', 'back')
  await expectShowing(restored, back, front)
})

test('T turns a larger copy over in 3D above the card, and reduced motion cross-fades', async ({
  page,
}) => {
  const { card, front, back } = await frontFaceUpCard(page)
  // The turn is read frame by frame until the copy has landed (flipSampling.ts).
  const turn = await transformAndSample(card)
  expect(turn.angles.some((a) => a >= 60 && a <= 120)).toBe(true)
  expect(turn.angles.at(-1)).toBe(180)
  expect(Math.max(...turn.growth)).toBeGreaterThanOrEqual(1.8)
  await expectShowing(card, back, front)
  // The card itself shows its new face flat: no 3D scene is left on the table.
  await expect(page.locator('.flip.is-turning, [data-turning-card]')).toHaveCount(0)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  const fade = await transformAndSample(card)
  expect(fade.transforms.every((t) => t === 'none')).toBe(true)
  await expect(card).toHaveAttribute('data-face', 'front')
  await expectShowing(card, front, back)
  const still = await card.locator('.flip-inner').evaluate((el) => getComputedStyle(el).transform)
  expect(still).toBe('none')
})
