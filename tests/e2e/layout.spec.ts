import { expect, test, type Page } from '@playwright/test'
import { dragTo, permanentsInHand, putRemindersAwayOnPhone, SCREENS, showSide } from './helpers'
import {
  battlefieldNamesProbe,
  battlefieldWidths,
  commandNamesProbe,
  everyBattlefieldName,
  everyHandName,
  halfCoveredProbe,
  restPointer,
  sidewaysScroll,
  tappedLandsProbe,
  remindersProbe,
  turnControlsProbe,
} from './layoutProbes'
import { reachTable } from './reachTable'

/** Opens a scenario past its curtain; the reminders stay out unless `keepReminders`. */
async function lateGame(page: Page, scenario = 'late-game', { keepReminders = false } = {}) {
  await page.goto(`/?scenario=${scenario}`)
  const confirm = page.getByRole('button', { name: /show our side/ })
  const hand = page.locator('[data-zone="A1:hand"] [data-card-id]').first()
  await expect(hand.or(confirm).first()).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
  await expect(hand).toBeVisible()
  if (!keepReminders) await putRemindersAwayOnPhone(page)
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen })

    test('every hand name shows whole, on screen, with nothing over it', async ({ page }) => {
      await page.goto('/')
      await reachTable(page)
      const { count, covered, offScreen } = await everyHandName(page)
      expect(count).toBe(14)
      expect(covered).toEqual([])
      expect(offScreen).toEqual([])
    })

    test('a hand of the longest sample names shows every name whole, none cut short', async ({
      page,
    }) => {
      await lateGame(page, 'long-names')
      await expect(page.locator('[data-zone="A1:hand"]')).toContainText('Goblin Chainwhirler')
      const { count, covered, offScreen, cut, smallestFont, swiped } = await everyHandName(page)
      expect(count).toBe(14)
      expect(cut).toEqual([])
      expect(covered).toEqual([])
      expect(offScreen).toEqual([])
      // A phone's seven run past the screen's edge, a swipe away, rather than shrink their names
      // below 9 px (a fan in the screen's width had strips too narrow even at 7 px).
      if (screen.width <= 700) {
        expect(swiped).toBe(2)
        expect(smallestFont).toBeGreaterThanOrEqual(9)
      }
    })

    test('on the late-game board no card hides more than half of another', async ({ page }) => {
      await lateGame(page)
      await restPointer(page)
      const { count, hidden } = await halfCoveredProbe(page)
      expect(count).toBeGreaterThan(100)
      expect(hidden).toEqual([])
      // TODO(#21): on a phone, after the late game's long table has scrolled, the sidebar's
      // titles are found over the hand's names; the hands are checked there on a new game.
      if (screen.width <= 700) return
      const names = await everyHandName(page)
      expect(names.covered).toEqual([])
      expect(names.offScreen).toEqual([])
    })

    test('on the late-game board no tapped permanent covers the name of another', async ({
      page,
    }) => {
      // A phone's table scrolls: its battlefields are not all in the window at once.
      test.skip(screen.width <= 700)
      await lateGame(page)
      await restPointer(page)
      const { count, tapped, covered } = await battlefieldNamesProbe(page)
      expect(count).toBeGreaterThan(150)
      expect(tapped).toBeGreaterThan(30)
      expect(covered).toEqual([])
    })

    test("every commander in both teams' command zones shows its whole name, nothing over it", async ({
      page,
    }) => {
      await lateGame(page, 'mid-game')
      await expectReadableCommanders(page)
    })

    test('a tapped land is never more than half hidden, nor under an untapped one', async ({
      page,
    }) => {
      await lateGame(page, 'mid-game')
      await expectTappedLandsShown(page)
    })
  })
}

/** Torbran (A1), Pir and Toothy (A2), Liliana (B1), Kytheon (B2): no Cast button over a name. */
async function expectReadableCommanders(page: Page) {
  const { count, covered, cut } = await commandNamesProbe(page)
  expect(count).toBe(5)
  expect(covered).toEqual([])
  expect(cut).toEqual([])
}

/** The mid-game table has two tapped lands a player (scenarios/midGame). */
async function expectTappedLandsShown(page: Page) {
  await restPointer(page)
  const { count, hidden } = await tappedLandsProbe(page)
  expect(count).toBe(8)
  expect(hidden).toEqual([])
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("nothing scrolls sideways, and no fixed hand lies over the turn's buttons", async ({
    page,
  }) => {
    await lateGame(page, 'mid-game')
    expect(await sidewaysScroll(page)).toEqual([])
    // The table scrolls down under the hands: top, middle, end.
    for (const top of [0, 700, 99_999]) {
      await page.locator('.table-app').evaluate((el, y) => el.scrollTo(0, y), top)
      const { count, covered } = await turnControlsProbe(page)
      expect(count, 'Next step and End turn').toBeGreaterThanOrEqual(2)
      expect(covered, `scrolled to ${top}`).toEqual([])
    }
    await expectReadableCommanders(page)
  })

  test('on the late-game board no tapped permanent covers the name of another', async ({
    page,
  }) => {
    await lateGame(page)
    // The table scrolls down under the docked hands: each battlefield is read at the top.
    const { battlefields, count, tapped, covered } = await everyBattlefieldName(page)
    expect(battlefields).toBe(4)
    expect(count).toBeGreaterThan(150)
    expect(tapped).toBeGreaterThan(30)
    expect(covered).toEqual([])
  })

  test("the step's reminders float above the turn, and nothing of the table shows over them", async ({
    page,
  }) => {
    await lateGame(page, 'late-game', { keepReminders: true })
    await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible()
    const { count, covered } = await remindersProbe(page)
    expect(count).toBeGreaterThan(0)
    expect(covered).toEqual([])
  })
})

test.describe('on a 1280×800 tablet with touch', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true })

  test('names read whole and uncovered, tapped lands show, nothing scrolls sideways', async ({
    page,
  }) => {
    await lateGame(page, 'mid-game')
    expect(await sidewaysScroll(page)).toEqual([])
    const names = await everyHandName(page)
    expect(names.count).toBe(14)
    expect(names.covered).toEqual([])
    expect(names.offScreen).toEqual([])
    await expectReadableCommanders(page)
    await expectTappedLandsShown(page)
    expect((await turnControlsProbe(page)).covered).toEqual([])
  })
})

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("seen from team B, no Cast button lies over a commander's name", async ({ page }) => {
    await lateGame(page, 'mid-game')
    await page.getByRole('button', { name: 'Pass to team B' }).click()
    await showSide(page, 'B')
    const { count, covered, cut } = await commandNamesProbe(page)
    expect(count).toBe(5)
    expect(covered).toEqual([])
    // Team A's partners share their seat's column: the only names that may shorten.
    expect(cut.every((name) => /^(Pir|Toothy)/.test(name))).toBe(true)
  })

  test('a battlefield of up to twelve cards draws them at least 72 px wide', async ({ page }) => {
    await lateGame(page, 'mid-game')
    await expect(page.locator('[data-zone="A1:battlefield"] [data-card-id]')).toHaveCount(12)
    await restPointer(page)
    const widths = await battlefieldWidths(page)
    for (const battlefield of widths) {
      expect(battlefield.cards, battlefield.zone).toBe(12)
      // Seven creatures take two lines of their own, or the other team's column is wider (its
      // commanders' names read there) and each pile's tapped lands lie beside it (two tapped
      // lands a player here), each as wide as a card is tall (issue 37): a little smaller then,
      // never small.
      const least = battlefield.zone.startsWith('A') ? 60 : 46
      expect(battlefield.narrowest, battlefield.zone).toBeGreaterThanOrEqual(least)
    }
    // Six creatures, one artifact and a pile of five lands: two lines of full-size cards.
    expect(widths.find((b) => b.zone === 'A1:battlefield')?.narrowest).toBeGreaterThanOrEqual(72)
    expect((await halfCoveredProbe(page)).hidden).toEqual([])
    expect((await everyHandName(page)).covered).toEqual([])
  })

  test('a dropped card snaps into its row, at the slot where it was let go', async ({ page }) => {
    await lateGame(page)
    const battlefield = page.locator('[data-zone="A1:battlefield"]')
    const creatures = battlefield.locator('[data-row="C"] [data-card-id]')
    const order = () => creatures.evaluateAll((els) => els.map((el) => el.dataset['cardId']))
    const before = await order()
    const moved = before[4] ?? ''
    const first = await creatures.first().boundingBox()
    const area = await battlefield.boundingBox()
    if (!first || !area) throw new Error('no creatures row')
    // Let go just left of the row's first creature: it becomes the first.
    await dragTo(page, battlefield.locator(`[data-card-id="${moved}"]`), battlefield, {
      x: first.x - area.x + 2,
      y: first.y - area.y + first.height / 2,
    })
    await expect.poll(order).toEqual([moved, ...before.filter((id) => id !== moved)])
    const slot = battlefield.locator(`[data-card-id="${moved}"]`).locator('..')
    await expect(slot).toHaveClass(/layout-row/)

    // A card from the hand let go anywhere on the battlefield lies in a row, not where it fell.
    const fromHand = permanentsInHand(page).first()
    const id = (await fromHand.getAttribute('data-card-id')) ?? ''
    await dragTo(page, fromHand, battlefield, { x: area.width * 0.6, y: area.height * 0.3 })
    await expect(battlefield.locator(`.bf-row [data-card-id="${id}"]`)).toBeVisible()
  })

  test('held with Alt, a dropped card lies where it was let go, never over another', async ({
    page,
  }) => {
    await page.goto('/')
    // Seed 6 deals A1 four permanents that are not lands: two are dropped here.
    await reachTable(page, { seed: 6 })
    const battlefield = page.locator('[data-zone="A1:battlefield"]')
    const spells = permanentsInHand(page).filter({
      hasNot: page.locator('.card-type', { hasText: 'Land' }),
    })
    const dropFree = async () => {
      const card = spells.first()
      const id = (await card.getAttribute('data-card-id')) ?? ''
      await page.keyboard.down('Alt')
      await dragTo(page, card, battlefield, { x: 120, y: 90 })
      await page.keyboard.up('Alt')
      await expect(battlefield.locator(`.bf-free [data-card-id="${id}"]`)).toBeVisible()
      return battlefield.locator(`[data-card-id="${id}"] > .card`)
    }
    const first = await dropFree()
    const box = await first.boundingBox()
    const area = await battlefield.boundingBox()
    if (!box || !area) throw new Error('nothing on screen')
    // Where it was let go: its centre at the drop point.
    expect(Math.abs(box.x + box.width / 2 - area.x - 120)).toBeLessThan(12)
    expect(Math.abs(box.y + box.height / 2 - area.y - 90)).toBeLessThan(12)
    // A second card let go at the same point is moved aside.
    await dropFree()
    const { hidden } = await halfCoveredProbe(page)
    expect(hidden).toEqual([])
  })
})
