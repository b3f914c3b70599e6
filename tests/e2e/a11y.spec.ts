import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { toFirstMain } from './helpers'
import { reachTable } from './reachTable'

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/**
 * A card's accessible name is its name (CONTRACT.md), the label printed at the top of its frame;
 * the type line, rules text and P/T below it are content, not label. axe's label-in-name check
 * (WCAG 2.5.3) counts all of a button's text as its label, so for cards it is checked here
 * instead: the card's visible text must begin with its name, so "click Lightning Bolt" works.
 */
async function cardsWhoseNameLeadsTheirText(page: Page, v: Violation): Promise<Set<string>> {
  if (v.id !== 'label-content-name-mismatch') return new Set()
  const targets = v.nodes.map((n) => n.target.join(' '))
  const fine = await page.evaluate(
    (selectors) =>
      selectors.filter((selector) => {
        const el = document.querySelector(selector)
        const name = el?.getAttribute('aria-label')?.toLowerCase()
        if (!el?.hasAttribute('data-card-id') || !name || !(el instanceof HTMLElement)) return false
        return el.innerText.replace(/\s+/g, ' ').trim().toLowerCase().startsWith(name)
      }),
    targets,
  )
  return new Set(fine)
}

/** Runs axe on the page and fails on any serious or critical violation, listed readably. */
async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious: Violation[] = []
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue
    const fine = await cardsWhoseNameLeadsTheirText(page, v)
    const nodes = v.nodes.filter((n) => !fine.has(n.target.join(' ')))
    if (nodes.length > 0) serious.push({ ...v, nodes })
  }
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n')
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
    })
    .join('\n\n')
  expect(serious.length, `axe on ${where}:\n${report}`).toBe(0)
}

test.describe('accessibility (axe)', () => {
  test('the setup screen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible()
    await expectNoSeriousViolations(page, 'the setup screen')
  })

  test('the mulligans, if the game starts with them', async ({ page }) => {
    await page.goto('/')
    await reachTable(page, { skipMulligans: false })
    const table = page.locator('[data-zone="A1:hand"]')
    const mulligans = page.getByText('Mulligans', { exact: true }).first()
    await expect(table.or(mulligans).first()).toBeVisible()
    await expectNoSeriousViolations(page, 'the first screen after "Start game"')
  })

  test('the table after "Start game", and the shortcut sheet over it', async ({ page }) => {
    await page.goto('/')
    await reachTable(page)
    await expectNoSeriousViolations(page, 'the table')
    await page.keyboard.press('Shift+Slash')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    await expectNoSeriousViolations(page, 'the shortcut sheet')
  })

  test('the late game', async ({ page }) => {
    // About 250 cards: axe takes a while, the more so on a busy machine.
    test.setTimeout(300_000)
    await page.goto('/?scenario=late-game')
    await expect(page.locator('[data-zone="A1:battlefield"] [data-card-id]').first()).toBeVisible()
    await expectNoSeriousViolations(page, '/?scenario=late-game')
  })
})

test('a card moves from hand to battlefield with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  await reachTable(page)
  // The first main phase: a land may be played there (305.1), and the shuffle may deal one first.
  await toFirstMain(page)
  const hand = page.locator('[data-zone="A1:hand"]')
  const battlefield = page.locator('[data-zone="A1:battlefield"]')

  // Tab until a permanent card in A1's hand has focus (an instant or sorcery never enters the
  // battlefield, 400.4a).
  let inHand = false
  for (let presses = 0; presses < 300 && !inHand; presses++) {
    await page.keyboard.press('Tab')
    inHand = await hand.evaluate((zone) => {
      const el = document.activeElement
      if (el === null || !zone.contains(el) || !el.hasAttribute('data-card-id')) return false
      return !/Instant|Sorcery/.test(el.textContent ?? '')
    })
  }
  expect(inHand, 'Tab reaches a permanent card in A1:hand').toBe(true)
  const id = await page.evaluate(() => document.activeElement?.getAttribute('data-card-id'))
  if (!id) throw new Error('the focused element is not a card')

  // M picks it up; the arrows go zone to zone; Enter drops it.
  await page.keyboard.press('m')
  await expect(page.locator('[data-dragging]')).toHaveCount(1)
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('ArrowUp')
    // The hovered zone is marked after React renders: look before pressing again.
    const over = await battlefield.evaluate(
      (zone) =>
        new Promise<boolean>((done) => {
          setTimeout(() => done(zone.hasAttribute('data-over')), 200)
        }),
    )
    if (over) break
  }
  await expect(battlefield).toHaveAttribute('data-over', '')
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-dragging]')).toHaveCount(0)

  await expect(battlefield.locator(`[data-card-id="${id}"]`)).toBeVisible()
  await expect(hand.locator(`[data-card-id="${id}"]`)).toHaveCount(0)
  // Focus follows the card, so the next key press acts on it.
  await expect(battlefield.locator(`[data-card-id="${id}"]`)).toBeFocused()
})
