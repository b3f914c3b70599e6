import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { transformAndSample, type TurnFrames } from './flipSampling'
import { everyHandName } from './layoutProbes'
import { toFirstMain } from './helpers'
import { reachTable } from './reachTable'

/**
 * The flip for modal DFCs (issue 21, item 6): a modal double-faced card in hand turns to its other
 * face — the face it will be played with (712.12) — from its menu and from the keyboard, and the
 * turn is seen: a frame shows the card edge-on.
 */
test.use({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' })

const FRONT = 'Shatterskull Smashing'
const BACK = 'Shatterskull, the Hammer Pass'

/** The sample pool has no modal DFC: Shatterskull Smashing comes in as a bulk-data file. */
async function shatterskullInHand(page: Page) {
  // No network: Scryfall is never asked (the card is found in the cache the file filled).
  await page.route('https://api.scryfall.com/**', (route) => route.fulfill({ status: 404 }))
  await page.goto('/')
  await reachTable(page)
  const card = await readFile(
    join(process.cwd(), 'tests/cards/fixtures/modal-dfc-shatterskull-smashing.json'),
    'utf8',
  )
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Card data…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Card data' })
  await dialog
    .getByLabel('Load a Scryfall bulk-data file (Oracle Cards or Default Cards)')
    .setInputFiles({
      name: 'oracle-cards.json',
      mimeType: 'application/json',
      buffer: Buffer.from(`[\n${JSON.stringify(JSON.parse(card))}\n]\n`),
    })
  await expect(dialog.getByText(/^Stored 1 card/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.keyboard.press('/')
  const find = page.getByRole('dialog', { name: 'Create a card' })
  await expect(find.getByText(/cards known/)).toBeVisible()
  await find.getByRole('combobox', { name: 'Put into' }).selectOption({ label: 'Hand' })
  await find.getByRole('combobox', { name: 'Find a card' }).fill(FRONT)
  await expect(find.getByRole('option', { name: new RegExp(FRONT) })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(find).toBeHidden()
  const held = page.locator('[data-zone="A1:hand"] [data-card-id]', { hasText: FRONT })
  await expect(held).toHaveCount(1)
  const id = (await held.getAttribute('data-card-id')) ?? ''
  return page.locator(`[data-card-id="${id}"]`)
}

function expectEdgeOn(turn: TurnFrames) {
  expect(turn.angles.length).toBeGreaterThan(3)
  expect(turn.angles.some((a) => a >= 60 && a <= 120)).toBe(true)
  expect(Math.min(...turn.widths)).toBeLessThan(0.5)
  // It lands face-on (the back at 180°, the front again at 0°).
  expect([0, 180]).toContain(turn.angles.at(-1))
}

test('a modal DFC in hand turns over, seen edge-on, by its menu and by T', async ({ page }) => {
  const card = await shatterskullInHand(page)
  await expect(card).toHaveAccessibleName(FRONT)
  await expect(card).toHaveAttribute('data-face', 'front')

  // From the menu: right-click, "Turn over to Shatterskull, the Hammer Pass".
  await card.click({ button: 'right', position: { x: 12, y: 10 } })
  await expect(page.getByRole('menuitem', { name: `Turn over to ${BACK}` })).toBeVisible()
  expectEdgeOn(await transformAndSample(card, `Turn over to ${BACK}`))
  await expect(card).toHaveAttribute('data-face', 'back')
  await expect(card).toHaveAccessibleName(BACK)
  await expect(card.getByText(BACK, { exact: true })).toBeVisible()
  await expect(card.getByText(FRONT, { exact: true })).toBeHidden()
  await expect(page.locator('[data-turning-card]')).toHaveCount(0)
  await expect(card).toHaveCSS('opacity', '1')
  // Turned over in the fan, its name (and every other) is still whole and uncovered.
  const names = await everyHandName(page)
  expect(names.count).toBe(15)
  expect(names.covered).toEqual([])
  // The log keeps the hand hidden: a card was turned over, not which (810.5).
  await expect(page.getByRole('log')).toContainText('turned a card in hand over to its other face')

  // From the keyboard: T turns it back to its front.
  expectEdgeOn(await transformAndSample(card))
  await expect(card).toHaveAttribute('data-face', 'front')
  await expect(card).toHaveAccessibleName(FRONT)

  // Turned to its land face and played with a double-click in the main phase (305.1), it
  // enters as the land (712.12).
  await toFirstMain(page)
  await transformAndSample(card)
  await card.dblclick()
  const played = page.locator('[data-zone="A1:battlefield"] [data-face="back"]', {
    hasText: BACK,
  })
  await expect(played).toBeVisible()
})
