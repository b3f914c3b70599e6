import { expect, test, type Page } from '@playwright/test'
import { reachTable } from './reachTable'

/**
 * Combat at Arena's pace on a laptop screen (issue #21): an unblocked attack by one creature
 * from the main phase to damage dealt in three clicks or fewer, and a side column that never
 * scrolls sideways and keeps at least eight lines of log in view while combat is on.
 */
test.use({ viewport: { width: 1366, height: 768 } })

/** What a reader of the side column gets: sideways overflow, and log lines in view. */
async function sideColumn(page: Page) {
  return page.evaluate(() => {
    const column = document.querySelector('.sidebar')
    const scroller = document.querySelector('.log-scroll')
    const lines = document.querySelector('.log-lines')
    if (!column || !scroller || !lines) throw new Error('no side column')
    const edge = column.getBoundingClientRect()
    // Anything wider than its box, or sticking out of the column, would scroll or be cut.
    const sideways = [column, ...column.querySelectorAll('*')]
      .filter((el) => {
        const style = getComputedStyle(el)
        const scrolls = el === column || /auto|scroll/.test(style.overflowX)
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) return false
        return (
          (scrolls && el.scrollWidth > el.clientWidth + 1) ||
          r.left < edge.left - 1 ||
          r.right > edge.right + 1
        )
      })
      .map((el) => el.className || el.tagName)
    const box = scroller.getBoundingClientRect()
    const visible = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)
    return { sideways, logLines: visible / parseFloat(getComputedStyle(lines).lineHeight) }
  })
}

test('an unblocked attack from the main phase deals its damage in three clicks', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await reachTable(page)

  // A hasty creature for A1 (302.6, 702.10), created onto the battlefield.
  await page.keyboard.press('/')
  const find = page.getByRole('dialog', { name: 'Create a card' })
  await expect(find.getByText(/cards known/)).toBeVisible()
  await find.getByRole('combobox', { name: 'Put into' }).selectOption({ label: 'Battlefield' })
  await find.getByRole('combobox', { name: 'Find a card' }).fill('Raging Goblin')
  await page.keyboard.press('Enter')
  await expect(find).toBeHidden()
  const goblin = page
    .locator('[data-zone="A1:battlefield"]')
    .getByRole('button', { name: /^Raging Goblin/ })
  await expect(goblin).toBeVisible()

  const nextStep = page.getByRole('button', { name: 'Next step', exact: true })
  const main = page.locator('.turn-step', { hasText: 'First main phase' })
  for (let i = 0; i < 4 && !(await main.isVisible()); i++) await nextStep.click()
  await expect(main).toBeVisible()
  const lifeB = page.locator('[data-team-life="B"]')
  const before = Number(await lifeB.textContent())

  let clicks = 0
  const click = async (target: ReturnType<Page['getByRole']>) => {
    clicks++
    await target.click()
  }
  await click(goblin)
  await expect(goblin).toHaveAttribute('data-combat', 'attack-picked')
  await click(page.getByRole('button', { name: 'Attack', exact: true }))

  // Team B has no creature: blocks pass by themselves, the damage waits with its preview.
  const log = page.getByRole('log')
  await expect(log).toContainText('No creature of Team B can block')
  const preview = page.getByRole('region', { name: 'Damage preview' })
  await expect(preview).toContainText('takes 1')
  const during = await sideColumn(page)
  expect(during.sideways).toEqual([])
  expect(during.logLines).toBeGreaterThanOrEqual(8)

  await click(page.getByRole('button', { name: 'Next', exact: true }))
  await expect(lifeB).toHaveText(String(before - 1))
  expect(clicks).toBeLessThanOrEqual(3)
  await expect(log).toContainText('Combat damage is dealt')
})

test('the team blocks in one panel; the side column never scrolls sideways', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/?scenario=late-game')
  const nextStep = page.getByRole('button', { name: 'Next step', exact: true })
  await nextStep.click() // draw step
  await nextStep.click() // first main phase
  const goblin = page
    .locator('[data-zone="A1:battlefield"]')
    .getByRole('button', { name: 'Raging Goblin', exact: true })
  await goblin.click()
  await expect(page.getByRole('region', { name: 'Declare attackers' })).toBeVisible()
  const picking = await sideColumn(page)
  expect(picking.sideways).toEqual([])
  expect(picking.logLines).toBeGreaterThanOrEqual(8)

  // Aimed at B2 instead of B1 across the table: a click on B2's name plate.
  await page.getByRole('button', { name: /^Attack B2 Dev with Raging Goblin/ }).click()
  await page.getByRole('button', { name: 'Attack', exact: true }).click()
  // Blocks are Team B's to declare: the device goes to them behind the curtain (810.5).
  await page.getByRole('button', { name: 'We are Team B — show our side' }).click()

  const blocks = page.getByRole('region', { name: 'Blocks for Team B' })
  await expect(blocks).toBeVisible()
  const blocking = await sideColumn(page)
  expect(blocking.sideways).toEqual([])
  expect(blocking.logLines).toBeGreaterThanOrEqual(8)

  // Both defenders' creatures in the one list.
  const add = blocks.getByRole('combobox', { name: 'Add a blocker' })
  await expect(add.locator('option', { hasText: '(B1 Cleo)' }).first()).toBeAttached()
  await expect(add.locator('option', { hasText: '(B2 Dev)' }).first()).toBeAttached()
  await blocks.getByRole('button', { name: 'No blocks' }).click()
  await page.getByRole('button', { name: 'We are Team A — show our side' }).click()
  await expect(page.getByRole('log')).toContainText('B2 Dev declares no blockers.')
  await expect(page.getByRole('region', { name: 'Damage preview' })).toContainText('B2 Dev')
})
