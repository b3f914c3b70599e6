import { expect, test } from '@playwright/test'
import { reachTable } from './reachTable'

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
