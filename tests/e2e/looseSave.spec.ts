import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'
import { AUTOSAVE_KEY, idb } from './storageSafety'

/**
 * Issue 40: an autosave with a field of the wrong kind (`combat.blockedAlone` a string, which
 * once passed the check and broke every reload) is refused naming the field, kept aside rather
 * than overwritten by the next game, and its file, downloaded and opened, is refused with a
 * notice: no page error anywhere.
 */
test('a blockedAlone save is kept aside, named, and refused again as a file', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await reachTable(page)
  await page.waitForTimeout(300) // the first save lands
  const saved = (await idb(page, 'get', AUTOSAVE_KEY)) as { game: { combat: object } }
  saved.game.combat = { ...saved.game.combat, blockedAlone: 'c1' }
  await idb(page, 'put', AUTOSAVE_KEY, saved)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible()
  await expect(page.getByText(/could not be restored \(.*combat › blockedAlone/)).toBeVisible()
  const kept = page.getByRole('region', { name: 'Games kept aside' })
  await expect(kept).toContainText('could not be restored')

  const downloaded = page.waitForEvent('download')
  await kept
    .getByRole('button', { name: /^Download the game kept aside/ })
    .first()
    .click()
  const text = readFileSync(await (await downloaded).path(), 'utf8')

  await page
    .locator('input[type=file][accept*=json]')
    .first()
    .setInputFiles({ name: 'kept.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('kept.json was not opened')
  await expect(alert).toContainText('combat › blockedAlone')

  // A new game is saved in the slot; the game kept aside stays in the list.
  await reachTable(page)
  await page.waitForTimeout(300)
  await page.reload()
  await liftCurtain(page)
  const left = (await idb(page, 'get', 'duotable:kept-aside')) as unknown[]
  expect(left).toHaveLength(1)
  expect(errors).toEqual([])
})
