import { expect, test, type Page } from '@playwright/test'
import { sidewaysScroll } from './layoutProbes'
import { liftCurtain } from './reachTable'

/**
 * The phone (issue 37): the mulligan screen's opening seven read whole, nothing on it lies over
 * anything else; the table's first screen shows each team's life with its name.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** The boxes of the screen's controls, seat cards and hand cards that overlap one another. */
function overlaps(page: Page) {
  return page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll<HTMLElement>(
        '.mulligan-screen button:not(.mulligan-card-button), .mulligan-status li, .mulligan-card, .mulligan-stage h2',
      ),
    ]
      .map((el) => ({
        what: el.textContent?.trim().slice(0, 24) ?? el.className,
        r: el.getBoundingClientRect(),
      }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
    const found: string[] = []
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
        if (w > 1 && h > 1) found.push(`${a.what} × ${b.what}`)
      }
    })
    return found
  })
}

/** The deciding player's own cards: how wide each is, and the names cut short. */
function ownCards(page: Page) {
  return page.locator('.mulligan-cards.is-own .mulligan-card').evaluateAll((cards) =>
    cards.map((card) => {
      const name = card.querySelector<HTMLElement>('.card-name')
      const cut =
        !name || name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth
      return { name: name?.textContent ?? '', width: card.getBoundingClientRect().width, cut }
    }),
  )
}

test('the mulligan screen shows seven readable cards, nothing over anything else', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Start game' }).click()
  // The hand-off first: nothing of the bar lies over the seats.
  await expect(page.getByRole('button', { name: /show my hand/ })).toBeVisible()
  expect(await overlaps(page)).toEqual([])
  await page.getByRole('button', { name: /show my hand/ }).click()
  await expect(page.getByRole('heading', { name: /keep or mulligan/ })).toBeVisible()

  const cards = await ownCards(page)
  expect(cards).toHaveLength(7)
  for (const card of cards) {
    expect(card.width, card.name).toBeGreaterThanOrEqual(60)
    expect(card.cut, `${card.name} cut short`).toBe(false)
  }
  expect(await overlaps(page)).toEqual([])
  expect(await sidewaysScroll(page)).toEqual([])
  await page.screenshot({ path: 'test-results/phone-mulligan.png' })

  // Keep and Mulligan are in reach below the hand.
  await page.getByRole('button', { name: 'Keep' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Keep' })).toBeInViewport()
})

test("the table's first screen shows each team's life total with the team's name", async ({
  page,
}) => {
  await page.goto('/?scenario=mid-game')
  await liftCurtain(page)
  await expect(page.locator('[data-zone="A1:hand"]')).toBeVisible()
  const dock = await page.locator('.turn-bar').boundingBox()
  if (!dock) throw new Error('no turn bar')
  for (const team of ['A', 'B']) {
    const life = page.locator(`.team-life.team-${team}`)
    await expect(life.locator('.team-title')).toHaveText(`Team ${team}`)
    for (const part of [life.locator('.team-title'), life.locator('.life-total')]) {
      await expect(part).toBeInViewport()
      const box = await part.boundingBox()
      // Above the docked turn bar and hands, not under them.
      expect((box?.y ?? 999) + (box?.height ?? 0), team).toBeLessThanOrEqual(dock.y)
    }
    await expect(life.locator('.life-total')).toHaveText('60')
  }
})
