import { expect, test } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'

/**
 * A reload of a saved game fetches the table's code, the rules and the save before the words are
 * in (App.tsx, issue 21). Whatever arrives first, the game comes back: here the words are held
 * back until the table's code has surely been run.
 */
// The words must come over the network to be held back, not from the service worker's cache.
test.use({ serviceWorkers: 'block' })

test('a reload whose words come in last still brings the game back behind the curtain', async ({
  page,
}) => {
  await page.goto('/')
  await reachTable(page)
  const lifeB = page.locator('.team-life.team-B .life-total')
  await page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  const life = await lifeB.innerText()

  let held = 0
  await page.route(/\/assets\/(en|words)-[\w-]+\.js$/, async (route) => {
    held += 1
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.reload()
  await liftCurtain(page)
  await expect(page.locator('[data-zone="A1:hand"] [data-card-id]').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(lifeB).toHaveText(life)
  expect(held).toBeGreaterThan(0)
})
