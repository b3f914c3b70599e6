// Games as files (issue #9): save the game to a file, open it again later, and a bad file is
// refused with its reason while the table stays as it was.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'

test('a game saved to a file opens again exactly, and opening is undoable', async ({ page }) => {
  await page.goto('/?scenario=late-game')
  const lifeB = page.locator('[data-team-life="B"]')
  await expect(lifeB).toHaveText('39')
  await page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await expect(lifeB).toHaveText('38')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Save game to file' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^duotable-turn-\d+-\d{4}-\d\d-\d\d-\d{4}\.json$/)
  const path = await download.path()
  const text = await readFile(path, 'utf8')

  await page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await page.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await expect(lifeB).toHaveText('36')

  await page
    .locator('input[type=file][accept*=json]')
    .first()
    .setInputFiles({
      name: 'tonight.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    })
  await expect(page.getByText(/Opened tonight\.json/)).toBeVisible()
  await page.getByRole('button', { name: /We are Team [AB] — show our side/ }).click()
  await expect(lifeB).toHaveText('38')

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(lifeB).toHaveText('36')
})

test('a damaged game file is refused with its reason and changes nothing', async ({ page }) => {
  await page.goto('/?scenario=late-game')
  const lifeB = page.locator('[data-team-life="B"]')
  await expect(lifeB).toHaveText('39')
  await page
    .locator('input[type=file][accept*=json]')
    .first()
    .setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version": 2, "game": {"teams": '),
    })
  await expect(page.getByRole('alert')).toContainText('broken.json was not opened')
  await expect(page.getByRole('alert')).toContainText('not JSON')
  await expect(lifeB).toHaveText('39')
})
