import { expect, test } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'

/** A new player's first minutes (issue 37's papercuts). */
test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('"Start game" is in view on the first screen, nothing over it, and starts', async ({
    page,
  }) => {
    await page.goto('/')
    const start = page.getByRole('button', { name: 'Start game' })
    await expect(start).toBeInViewport({ ratio: 1 })
    const box = await start.boundingBox()
    if (!box) throw new Error('no Start game')
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '',
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(hit).toBe('Start game')
    // The form scrolls under it: the advanced options can still be opened and the game started.
    await reachTable(page)
  })
})

test('the reader shows the face that is up now, after a transform as before it', async ({
  page,
}) => {
  await page.goto('/?scenario=late-game')
  await liftCurtain(page)
  const card = page.locator('[data-zone="A1:battlefield"] [data-face]').first()
  await expect(card).toBeVisible()
  const before = await card.getAttribute('data-face')
  await card.focus()
  const reader = page.getByRole('complementary', { name: 'Card preview' })
  if (!(await reader.isVisible())) await page.keyboard.press('r')
  const up = reader.locator('.is-up .preview-head').first()
  await expect(up).toBeVisible()
  const nameBefore = await up.textContent()
  await page.keyboard.press('t')
  await expect(card).not.toHaveAttribute('data-face', before ?? '')
  if (!(await reader.isVisible())) await page.keyboard.press('r')
  await expect(up).not.toHaveText(nameBefore ?? '')
  await expect(reader.locator('.is-up')).toContainText('Face up')
})
