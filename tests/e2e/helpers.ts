import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Drags with dnd-kit's pointer sensor the way a person does: press on the card, nudge past the
 * activation distance, move in steps to the target, wait until the drag shows, release.
 */
export async function dragTo(
  page: Page,
  source: Locator,
  target: Locator,
  offset?: { x: number; y: number },
): Promise<void> {
  const from = await source.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('drag source or target is not visible')
  const startX = from.x + from.width / 2
  const startY = from.y + from.height / 2
  await page.mouse.move(startX, startY)
  await page.mouse.down()
  await page.mouse.move(startX + 12, startY + 12, { steps: 3 })
  await expect(page.locator('[data-dragging]').first()).toBeAttached()
  const endX = offset ? to.x + offset.x : to.x + to.width / 2
  const endY = offset ? to.y + offset.y : to.y + to.height / 2
  await page.mouse.move(endX, endY, { steps: 15 })
  await page.mouse.up()
  await expect(page.locator('[data-dragging]')).toHaveCount(0)
  // dnd-kit swallows clicks for a moment after a drop.
  await page.waitForTimeout(120)
}

/**
 * Starts a game from the setup screen with every default, except that it skips the mulligans;
 * team A then confirms behind the curtain, which comes up before the first hands show.
 */
export async function startDefaultGame(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  await page.getByRole('button', { name: 'Start game' }).click()
  await showSide(page, 'A')
  await expect(page.locator('[data-zone="A1:hand"]')).toBeVisible()
}

/**
 * Lifts the pass-the-device curtain for a team: it comes up after a pass, when the mulligans
 * end, and after a reload (the device may be in either team's hands).
 */
export async function showSide(page: Page, team: 'A' | 'B'): Promise<void> {
  await page.getByRole('button', { name: `We are Team ${team} — show our side` }).click()
  await expect(page.getByRole('main', { name: `Table, seen from team ${team}` })).toBeVisible()
}

/**
 * Puts the step's reminders away where they float over the table: only on a phone (≤ 700 px),
 * whose side column is far below; elsewhere they stand in the side column, over nothing.
 */
export async function putRemindersAwayOnPhone(page: Page): Promise<void> {
  const hide = page.getByRole('button', { name: 'Hide' })
  if ((page.viewportSize()?.width ?? 0) <= 700 && (await hide.isVisible())) await hide.click()
}

/** On to the active team's first main phase, where lands are played (305.1, 505.6b). */
export async function toFirstMain(page: Page): Promise<void> {
  const bar = page.getByRole('region', { name: 'Turn' })
  const nextStep = bar.getByRole('button', { name: 'Next step', exact: true })
  const main = bar.locator('.turn-step', { hasText: 'First main phase' })
  for (let i = 0; i < 4 && !(await main.isVisible()); i++) await nextStep.click()
  await expect(main).toBeVisible()
}

/** Laptops, a tablet in landscape, a phone (issue 21): every screen a layout is checked at. */
export const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/**
 * The cards of a seat's hand that can be put onto the battlefield: an instant or sorcery never
 * enters it (400.4a), and the shuffle decides what a hand holds.
 */
export function permanentsInHand(page: Page, seat = 'A1'): Locator {
  return page
    .locator(`[data-zone="${seat}:hand"] [data-card-id]`)
    .filter({ hasNot: page.locator('.card-type', { hasText: /Instant|Sorcery/ }) })
}
