import { expect, test, type Page } from '@playwright/test'
import { dragTo, startDefaultGame } from './helpers'

/** The card id of the seat's first commander, read from its tax badge in the command zone. */
async function commanderOf(page: Page, seat: string, index = 0): Promise<string> {
  const badge = page.locator(`[data-zone="${seat}:command"] [data-commander-tax]`).nth(index)
  const id = await badge.getAttribute('data-commander-tax')
  if (!id) throw new Error(`${seat} has no commander in the command zone`)
  return id
}

test('cast from the command zone, die, go home: the tax is 2', async ({ page }) => {
  await startDefaultGame(page)
  const id = await commanderOf(page, 'A1')
  const tax = page.locator(`[data-commander-tax="${id}"]`)
  await expect(tax).toHaveText('0')

  await page
    .getByRole('button', { name: /^Cast Torbran, Thane of Red Fell \(total cost 4\)/ })
    .click()
  const stack = page.getByRole('region', { name: 'The stack' })
  await expect(stack.locator(`[data-card-id="${id}"]`)).toBeVisible()
  await expect(page.locator('[data-zone="A1:command"] [data-commander-tax]')).toHaveCount(0)

  await stack.getByRole('button', { name: 'Resolve Torbran, Thane of Red Fell' }).click()
  const permanent = page.locator(`[data-zone="A1:battlefield"] [data-card-id="${id}"]`)
  await expect(permanent).toBeVisible()
  await expect(stack.getByRole('listitem')).toHaveCount(0)

  await permanent.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'To graveyard' }).click()
  const prompt = page.getByRole('alertdialog', {
    name: 'Move Torbran, Thane of Red Fell to the command zone instead?',
  })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('button', { name: 'Yes' })).toBeFocused()
  await prompt.getByRole('button', { name: 'Yes' }).click()

  await expect(prompt).toHaveCount(0)
  await expect(tax).toHaveText('2')
  await expect(
    page.getByRole('button', { name: 'Cast Torbran, Thane of Red Fell (total cost 6)' }),
  ).toBeVisible()
})

test('dragging a commander out of the command zone casts it', async ({ page }) => {
  await startDefaultGame(page)
  const pir = await commanderOf(page, 'A2', 0)
  const toothy = await commanderOf(page, 'A2', 1)

  // Onto the battlefield: cast, so it goes to the stack first.
  await dragTo(
    page,
    page.locator(`[data-card-id="${pir}"]`),
    page.locator('[data-zone="A2:battlefield"]'),
  )
  const stack = page.getByRole('region', { name: 'The stack' })
  await expect(stack.locator(`[data-card-id="${pir}"]`)).toBeVisible()

  // Onto the stack itself: cast too, and on top.
  await dragTo(page, page.locator(`[data-card-id="${toothy}"]`), stack)
  await expect(
    stack.getByRole('listitem').first().locator(`[data-card-id="${toothy}"]`),
  ).toBeVisible()
  await expect(page.locator('[data-zone="A2:command"] [data-commander-tax]')).toHaveCount(0)

  await stack.getByRole('button', { name: /^Resolve Toothy/ }).click()
  await stack.getByRole('button', { name: /^Resolve Pir/ }).click()
  await expect(page.locator(`[data-zone="A2:battlefield"] [data-card-id="${pir}"]`)).toBeVisible()
  await expect(
    page.locator(`[data-zone="A2:battlefield"] [data-card-id="${toothy}"]`),
  ).toBeVisible()
})

test('the empty stack stands in the side column, where a dropped commander is cast', async ({
  page,
}) => {
  await startDefaultGame(page)
  const pir = await commanderOf(page, 'A2', 0)
  // Always in one place, empty or not, saying how to cast: no card needs to be carried first.
  const stack = page.getByRole('region', { name: 'The stack' })
  await expect(stack).toBeVisible()
  await expect(stack).toContainText('Stack 0')
  await expect(stack).toContainText('drag it here')

  await dragTo(page, page.locator(`[data-card-id="${pir}"]`), stack)
  await expect(stack.locator(`[data-card-id="${pir}"]`)).toBeVisible()
  await expect(page.locator(`[data-zone="A2:command"] [data-commander-tax]`)).toHaveCount(1)
})

test('commander damage: the grid in the sidebar counts and warns', async ({ page }) => {
  await startDefaultGame(page)
  const add = page.getByRole('button', {
    name: 'Add 1 commander damage from Torbran, Thane of Red Fell to B1 Cleo',
  })
  for (let i = 0; i < 21; i += 1) await add.click()
  const grid = page.getByRole('table', { name: /combat damage each player has taken/i })
  await expect(grid.locator('.cd-cell.is-lethal')).toHaveText(/21/)
})
