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

test('with card images on, going offline says why the cards show as text frames', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('duotable:showCardImages', 'on'))
  await page.goto('/')
  await reachTable(page)
  const note = page.getByRole('region', { name: 'Card images' })
  await expect(note).toHaveCount(0)
  await context.setOffline(true)
  await expect(note).toContainText('You are offline: card images come back')
  await context.setOffline(false)
  await expect(note).toHaveCount(0)
})

test.describe('on a 1280×800 touch screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true })

  test('a quick swipe from a card explains the hold that picks a card up, once', async ({
    page,
  }) => {
    await page.goto('/?scenario=mid-game')
    await liftCurtain(page)
    const card = page.locator('[data-zone="A1:battlefield"] [data-card-id]').first()
    const box = await card.boundingBox()
    if (!box) throw new Error('no card')
    const cdp = await page.context().newCDPSession(page)
    const swipe = async () => {
      const x = Math.round(box.x + box.width / 2)
      const y = Math.round(box.y + box.height / 2)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
      for (let i = 1; i <= 4; i++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: y + i * 12 }],
        })
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const hint = page.getByRole('alert').getByText(/Hold a card for a moment to pick it up/)
    await swipe()
    await expect(hint).toBeVisible()
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await swipe()
    await page.waitForTimeout(300)
    await expect(hint).toHaveCount(0)
  })
})
