import { expect, test, type Page } from '@playwright/test'
import { dragTo, permanentsInHand, showSide, startDefaultGame, toFirstMain } from './helpers'

/** The first visible card in a zone: its id and its name (the accessible name). */
async function firstCard(page: Page, zone: string) {
  const card = page.locator(`[data-zone="${zone}"] [data-card-id]`).first()
  await expect(card).toBeVisible()
  const id = await card.getAttribute('data-card-id')
  if (!id) throw new Error(`no card in ${zone}`)
  return { id, locator: page.locator(`[data-card-id="${id}"]`) }
}

test('start a game with the defaults, drag a card to the battlefield, tap, undo, reload', async ({
  page,
}) => {
  await startDefaultGame(page)
  await expect(page.locator('[data-team-life="A"]')).toHaveText('60')
  await expect(page.locator('[data-team-life="B"]')).toHaveText('60')

  // Every player's commander is in the command zone, tax 0.
  for (const p of ['A1', 'A2', 'B1', 'B2']) {
    await expect(
      page.locator(`[data-zone="${p}:command"] [data-commander-tax]`).first(),
    ).toHaveText('0')
  }

  // A land is played only in a main phase (305.1), and the shuffle may put one first in the hand.
  await toFirstMain(page)
  const id = (await permanentsInHand(page).first().getAttribute('data-card-id')) ?? ''
  const locator = page.locator(`[data-card-id="${id}"]`)
  const battlefield = page.locator('[data-zone="A1:battlefield"]')
  await dragTo(page, locator, battlefield)
  await expect(battlefield.locator(`[data-card-id="${id}"]`)).toBeVisible()
  // A screen reader hears where the card went, though the drag told dnd-kit little (glide).
  await expect(page.getByRole('status').filter({ hasText: 'dropped' })).toHaveText(
    /was dropped on A1 Ana's battlefield\./,
  )

  // Tap it from its menu: in the main phase a click on a creature picks it to attack instead.
  const onField = battlefield.locator(`[data-card-id="${id}"]`)
  await onField.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Tap', exact: true }).click()
  await expect(page.getByRole('log')).toContainText('tapped')

  // Undo the tap, and the card is untapped again; Redo brings the tap back; Undo once more.
  // The game's own lines; an undo or a redo adds a note of what it did between them (issue 21).
  const gameLines = page.getByRole('log').locator('li:not(.log-note)')
  const logBefore = await gameLines.allTextContents()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(gameLines).not.toHaveText(logBefore)
  await expect(page.getByRole('log')).toContainText('Undid: A1 Ana tapped')
  await page.getByRole('button', { name: 'Redo' }).click()
  await expect(gameLines).toHaveText(logBefore)
  await expect(page.getByRole('log')).toContainText('Redid: A1 Ana tapped')
  await page.getByRole('button', { name: 'Undo' }).click()

  // What the table shows now, then a reload: the same game, exactly.
  const snapshot = async () => ({
    life: await page.locator('[data-team-life]').allTextContents(),
    battlefield: await battlefield
      .locator('[data-card-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id'))),
    hand: await page
      .locator('[data-zone="A1:hand"] [data-card-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card-id'))),
    // The undo notes are the session's, not the game's: a reload restores the game's lines.
    log: await gameLines.allTextContents(),
  })
  const before = await snapshot()
  expect(before.battlefield).toContain(id)
  await page.waitForTimeout(300) // the autosave is written after paint
  await page.reload()
  await showSide(page, 'A')
  await expect(battlefield.locator(`[data-card-id="${id}"]`)).toBeVisible()
  expect(await snapshot()).toEqual(before)
  // Undo still works after the reload: the drag is undone.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.locator(`[data-zone="A1:hand"] [data-card-id="${id}"]`)).toBeVisible()
})

test('the quick life buttons change one team total and leave the other', async ({ page }) => {
  await startDefaultGame(page)
  await page.getByRole('button', { name: /Team A: lose 5 life/ }).click()
  await page.getByRole('button', { name: /Team A: lose 1 life/ }).click()
  await expect(page.locator('[data-team-life="A"]')).toHaveText('54')
  await expect(page.locator('[data-team-life="B"]')).toHaveText('60')
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.locator('[data-team-life="A"]')).toHaveText('55')
})

test('the carried copy starts over the card and follows the pointer, and goes on release', async ({
  page,
}) => {
  await startDefaultGame(page)
  const { locator } = await firstCard(page, 'A1:hand')
  const frame = await locator.locator('.card').boundingBox()
  if (!frame) throw new Error('the card has no frame on screen')
  const centre = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  })
  const start = centre(frame)
  const copy = page.locator('.drag-card')
  const copyCentre = async () => {
    const box = await copy.boundingBox()
    if (!box) throw new Error('no carried copy on screen')
    return centre(box)
  }

  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 3 })
  await expect(copy).toBeVisible()
  let at = await copyCentre()
  expect(Math.abs(at.x - (start.x + 12))).toBeLessThan(3)
  expect(Math.abs(at.y - (start.y + 12))).toBeLessThan(3)

  await page.mouse.move(start.x + 160, start.y - 90, { steps: 8 })
  await expect.poll(async () => (await copyCentre()).x).toBeCloseTo(start.x + 160, -1)
  at = await copyCentre()
  expect(Math.abs(at.y - (start.y - 90))).toBeLessThan(3)

  await page.mouse.move(start.x, start.y, { steps: 8 })
  await page.mouse.up()
  await expect(copy).toHaveCount(0)
})
