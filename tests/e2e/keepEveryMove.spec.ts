import { expect, test, type Page } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'

/**
 * Issue 36, with the app's own buttons: what ordinary buttons make survives a reload (or the
 * action is refused), a game kept aside comes back with its undo history, and a huge file is
 * refused by its size at once.
 */

const lifeA = (page: Page) => page.locator('[data-team-life="A"]')
const lifeB = (page: Page) => page.locator('[data-team-life="B"]')

/** The table after a reload: the same game, with nothing said to be kept aside or lost. */
async function survivesReload(page: Page): Promise<void> {
  const before = { a: await lifeA(page).innerText(), b: await lifeB(page).innerText() }
  await page.waitForTimeout(500) // the autosave of the last move lands
  await page.reload()
  await liftCurtain(page)
  await expect(lifeA(page)).toHaveText(before.a)
  await expect(lifeB(page)).toHaveText(before.b)
  await expect(page.getByText(/could not be restored/)).toHaveCount(0)
}

test('"Double life" 24 times: the game survives a reload', async ({ page }) => {
  await page.goto('/')
  await reachTable(page)
  await page.keyboard.press('l')
  const panel = page.getByRole('dialog', { name: 'Life effects' })
  await panel.getByRole('tab', { name: 'Double life' }).click()
  const double = panel.getByRole('button', { name: 'Double life' })
  for (let i = 0; i < 24; i += 1) await double.click()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  // Past what a save can hold, the move is refused, or taken back and said so.
  await expect(lifeA(page)).not.toHaveText(/1,?006,?632,?960/)
  await survivesReload(page)
})

test('a counter named "constructor": the game survives a reload', async ({ page }) => {
  await page.goto('/?scenario=late-game')
  await expect(lifeB(page)).toHaveText('39')
  const card = page.locator('[data-zone="A1:battlefield"] [data-card-id]').first()
  await card.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Add counter…' }).click()
  const dialog = page.getByRole('dialog', { name: /^Counters on/ })
  await dialog.getByRole('combobox', { name: 'Kind of counter' }).selectOption({ label: 'Other…' })
  await dialog.getByRole('textbox', { name: 'Counter name' }).fill('constructor')
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('function Object()')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await survivesReload(page)
  await expect(page.getByText('function Object()')).toHaveCount(0)
})

test('a game kept aside comes back with its undo history', async ({ page }) => {
  await page.goto('/')
  await reachTable(page)
  const start = Number(await lifeB(page).innerText())
  const lose = page.getByRole('button', { name: 'Team B: lose 1 life' })
  for (let i = 1; i <= 3; i += 1) {
    await lose.click()
    await expect(lifeB(page)).toHaveText(String(start - i))
  }
  await page.waitForTimeout(500)
  // The table broke on the game (as the error boundary marks it): a new game, the game kept aside.
  await page.evaluate(() =>
    localStorage.setItem('duotable:crashed', JSON.stringify({ at: Date.now(), error: 'boom' })),
  )
  await page.reload()
  await page.getByRole('button', { name: /^New game/ }).click()
  const kept = page.getByRole('region', { name: 'Games kept aside' })
  await kept
    .getByRole('button', { name: /^Restore the game kept aside/ })
    .first()
    .click()
  await liftCurtain(page)
  await expect(lifeB(page)).toHaveText(String(start - 3))
  const undo = page.getByRole('button', { name: 'Undo' })
  for (let i = 2; i >= 0; i -= 1) {
    await undo.click()
    await expect(lifeB(page)).toHaveText(String(start - i))
  }
})

test('a 600 MiB game file is refused by its size at once, without reading it', async ({ page }) => {
  await page.goto('/')
  await reachTable(page)
  // A file that says it is 600 MiB; reading a byte of it would fail the test.
  const took = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[type=file][accept*=json]')
    if (!input) throw new Error('no game file input')
    const file = new File(['{}'], 'huge.json', { type: 'application/json' })
    Object.defineProperty(file, 'size', { value: 600 * 2 ** 20 })
    const refuse = () => Promise.reject(new Error('the file was read'))
    Object.assign(file, { text: refuse, arrayBuffer: refuse, stream: refuse })
    const started = performance.now()
    Object.defineProperty(input, 'files', { value: [file], configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))
    await new Promise<void>((done) => {
      const seen = () => document.body.innerText.includes('far larger than any DuoTable game')
      const wait = () => (seen() ? done() : requestAnimationFrame(wait))
      wait()
    })
    return performance.now() - started
  })
  await expect(page.getByText(/huge\.json.*far larger than any DuoTable game/)).toBeVisible()
  test.info().annotations.push({ type: 'refused in', description: `${took.toFixed(1)} ms` })
  console.log(`600 MiB file refused in ${took.toFixed(1)} ms`)
  expect(took).toBeLessThan(100)
})
