import { expect, test, type Locator, type Page } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'

/**
 * Issue 37: every table flow of issue 34 done on a 390×844 phone with taps alone — a block
 * declared with the defenders' primary button, a spell cast from hand and resolved off the
 * stack, a tutor that searches the library and picks the card. Each tap lands on a control that
 * is on screen with nothing over the point tapped; the docked turn bar and hands never hide one.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** What lies at the centre of the control, if not the control itself; and where that centre is. */
function centreOf(control: Locator) {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    const onScreen = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
    const hit = document.elementFromPoint(x, y)
    const over =
      hit && (hit === el || el.contains(hit))
        ? null
        : hit
          ? `${hit.tagName.toLowerCase()}.${hit.className} "${hit.textContent?.slice(0, 30) ?? ''}"`
          : 'nothing'
    return { x, y, onScreen, over }
  })
}

/**
 * A finger's tap on a control that must already be in reach: on screen where it stands, nothing
 * over it, no scrolling first (the turn's buttons, the stack, a dialog's buttons).
 */
async function tapInPlace(page: Page, control: Locator) {
  await expect(control).toBeVisible()
  const { x, y, onScreen, over } = await centreOf(control)
  const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())
  expect(onScreen, `${name} on screen`).toBe(true)
  expect(over, `what lies over ${name}`).toBeNull()
  await page.touchscreen.tap(x, y)
}

/**
 * A tap on something the player swipes to first, as on the table (a card, a library): brought
 * into view the way a swipe would (to the middle of the screen, well above the docked hands, or
 * along a hand that runs past the screen's edge), then tapped as `tapInPlace`.
 */
async function swipeToAndTap(page: Page, control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }))
  await tapInPlace(page, control)
}

/** The curtain's confirm for a team, tapped. */
async function showSide(page: Page, team: 'A' | 'B') {
  await tapInPlace(page, page.getByRole('button', { name: `We are Team ${team} — show our side` }))
  await expect(page.getByRole('main', { name: `Table, seen from team ${team}` })).toBeVisible()
}

/** The step's reminders, floating above the turn on a phone, put away with a tap. */
async function hideReminders(page: Page) {
  const hide = page.getByRole('button', { name: 'Hide' })
  if (await hide.isVisible()) await tapInPlace(page, hide)
}

const turnBar = (page: Page) => page.getByRole('region', { name: 'Turn' })

test('team B declares a block with the button where "Next step" stands, all by taps', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/?scenario=late-game')
  await hideReminders(page)
  const bar = turnBar(page)
  const nextStep = bar.getByRole('button', { name: 'Next step', exact: true })
  await tapInPlace(page, nextStep) // draw step
  await tapInPlace(page, nextStep) // first main phase
  await expect(bar.locator('.turn-step')).toHaveText('First main phase')

  // Two hasty attackers, picked on A1's side of the table, then "Attack".
  const mine = page.locator('[data-zone="A1:battlefield"]')
  const goblin = mine.getByRole('button', { name: 'Raging Goblin', exact: true })
  const swiftspear = mine.getByRole('button', { name: 'Monastery Swiftspear', exact: true })
  await swipeToAndTap(page, goblin)
  await swipeToAndTap(page, swiftspear)
  await expect(goblin).toHaveAttribute('data-combat', 'attack-picked')
  await expect(swiftspear).toHaveAttribute('data-combat', 'attack-picked')
  await tapInPlace(page, bar.getByRole('button', { name: 'Attack', exact: true }))

  // The blocks are Team B's, behind their curtain (810.5).
  await showSide(page, 'B')
  await hideReminders(page)
  const vampire = page
    .locator('[data-zone="B1:battlefield"]')
    .getByRole('button', { name: 'Bloodthrone Vampire', exact: true })
  await swipeToAndTap(page, vampire)
  await swipeToAndTap(page, goblin)
  const declare = bar.getByRole('button', { name: 'Declare 1 block', exact: true })
  // The defenders' primary button is in the dock, in reach wherever the table was scrolled to.
  await tapInPlace(page, declare)

  await showSide(page, 'A')
  await expect(page.getByRole('log')).toContainText(
    "B1 Cleo's Bloodthrone Vampire blocks A1 Ana's Raging Goblin.",
  )
  await expect(bar.locator('.turn-step')).toHaveText(/Combat damage/)
  await page.screenshot({ path: test.info().outputPath('phone-block.png') })
})

test('an instant tapped in hand is cast from its sheet and resolved off the stack', async ({
  page,
}) => {
  await page.goto('/')
  // A fixed shuffle: A1 holds Magma Jet and Incinerate (stackAndReveal.spec).
  await reachTable(page, { seed: 7 })
  await hideReminders(page)
  const instant = page
    .locator('[data-zone="A1:hand"] [data-card-id]')
    .filter({ has: page.locator('.card-type', { hasText: 'Instant' }) })
    .first()
  const id = (await instant.getAttribute('data-card-id')) ?? ''
  const name = (await instant.getAttribute('aria-label')) ?? ''

  // A tap reads the card in its sheet, whose actions cast it.
  await swipeToAndTap(page, instant)
  const sheet = page.getByRole('dialog', { name })
  await expect(sheet).toBeVisible()
  await page.waitForTimeout(400) // the sheet's slide in, for the screenshot
  await page.screenshot({ path: test.info().outputPath('phone-sheet.png') })
  await tapInPlace(page, sheet.getByRole('menuitem', { name: 'Cast' }))
  await expect(sheet).toBeHidden()

  const stack = page.getByRole('region', { name: 'The stack' })
  const item = stack.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('→ graveyard')
  await page.screenshot({ path: test.info().outputPath('phone-stack.png') })
  // The stack stands above the turn's buttons: Resolve is in reach without a scroll.
  await tapInPlace(page, item.getByRole('button', { name: `Resolve ${name}` }))
  await expect(item).toHaveCount(0)
  await expect(page.getByRole('log')).toContainText(`A1 Ana cast ${name}`)
  await expect(page.locator(`[data-zone="A1:graveyard"] [data-card-id="${id}"]`)).toHaveCount(1)
})

test('a tutor: the library searched and a land picked into the hand, all by taps', async ({
  page,
}) => {
  await page.goto('/')
  await reachTable(page, { seed: 7 })
  await hideReminders(page)
  const hand = page.locator('[data-zone="A1:hand"] [data-card-id]')
  const inHand = await hand.count()

  const library = page
    .locator('[data-zone="A1:library"]')
    .getByRole('button', { name: /library, \d+ cards?$/ })
  await swipeToAndTap(page, library)
  await tapInPlace(page, page.getByRole('menuitem', { name: 'Search your library…' }))
  const dialog = page.getByRole('dialog', { name: /^Search .* library$/ })
  await expect(dialog).toBeVisible()

  // The first card of the list; its destination is a select, whose picker is the phone's own.
  const where = dialog.getByRole('combobox', { name: /^Where .* goes$/ }).first()
  const wanted = /^Where (.*) goes$/.exec((await where.getAttribute('aria-label')) ?? '')?.[1]
  await swipeToAndTap(page, where)
  await where.selectOption({ label: 'Hand' })
  await page.screenshot({ path: test.info().outputPath('phone-search.png') })
  await tapInPlace(page, dialog.getByRole('button', { name: 'Done: move 1 card' }))
  await expect(dialog).toBeHidden()

  await expect(hand).toHaveCount(inHand + 1)
  await expect(page.locator('[data-zone="A1:hand"]')).toContainText(wanted ?? '?')
  await expect(page.getByRole('log')).toContainText(
    'put a card from their library into their hand.',
  )
})

test('a land double-tapped in hand is played, with no sheet in the way', async ({ page }) => {
  await page.goto('/')
  await reachTable(page, { seed: 7 })
  await hideReminders(page)
  const bar = turnBar(page)
  const main = bar.locator('.turn-step', { hasText: 'First main phase' })
  for (let i = 0; i < 4 && !(await main.isVisible()); i++) {
    await tapInPlace(page, bar.getByRole('button', { name: 'Next step', exact: true }))
  }
  await expect(main).toBeVisible()
  const land = page
    .locator('[data-zone="A1:hand"] [data-card-id]')
    .filter({ has: page.locator('.card-type', { hasText: 'Basic Land' }) })
    .first()
  const id = (await land.getAttribute('data-card-id')) ?? ''
  await land.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }))
  const { x, y, over } = await centreOf(land)
  expect(over).toBeNull()
  await page.touchscreen.tap(x, y)
  await page.touchscreen.tap(x, y)
  await expect(page.locator(`[data-zone="A1:battlefield"] [data-card-id="${id}"]`)).toHaveCount(1)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("a swipe along the hand brings its last card whole, the next the teammate's seat", async ({
  page,
}) => {
  await page.goto('/?scenario=long-names')
  await liftCurtain(page)
  const last = page.locator('[data-zone="A1:hand"] [data-card-id]').last()
  const teammate = page.locator('.hand-seat').nth(1)
  await expect(last).toBeVisible()
  // Seven long names run past the screen's edge: the last card starts out of view.
  await expect(last).not.toBeInViewport({ ratio: 1 })
  const cdp = await page.context().newCDPSession(page)
  const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    })
  /** A quick swipe to the left across the hand (no hold: it scrolls, it picks nothing up). */
  const swipe = async () => {
    await finger('touchStart', 340, 770)
    for (let i = 1; i <= 10; i++) await finger('touchMove', 340 - i * 22, 770)
    await finger('touchEnd')
  }
  await swipe()
  await expect(last).toBeInViewport({ ratio: 1 })
  await expect(teammate).not.toBeInViewport({ ratio: 0.5 })
  await swipe()
  await expect(teammate).toBeInViewport({ ratio: 0.9 })
  await expect(page.locator('[data-dragging]')).toHaveCount(0)
})
