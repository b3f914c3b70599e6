/**
 * Issue 38 in real browsers against the real game server: the moves whose callers read what the
 * move made behave in a room exactly as hot-seat, because they wait for the room's answer —
 * "Attack" with nothing picked at the beginning of combat enters declare attackers and stops there
 * (507, 508.1), and a seat's remembered 903.9 answer ("Never") is applied from its own device
 * when its commander goes to the graveyard.
 */
import { expect, test, type Page } from '@playwright/test'
import { createRoomForTeamA, joinAsTeamB, newDevice, type Device } from './roomDevice'
import { ORIGIN, roomServerForFile } from './roomServer'

roomServerForFile()

/** Team A's device creates a room with both A seats, mulligans skipped; team B's joins it. */
async function twoTeams(a: Device, b: Device): Promise<void> {
  const link = await createRoomForTeamA(a.page, ORIGIN)
  await expect(a.page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()
  await joinAsTeamB(b.page, link)
}

const stepShown = (page: Page, step: string) => page.locator('.turn-step', { hasText: step })

test('"Attack" with nothing picked at the beginning of combat stops at declare attackers', async ({
  browser,
}) => {
  const a = await newDevice(browser, 'A')
  const b = await newDevice(browser, 'B')
  await twoTeams(a, b)

  const nextStep = a.page.getByRole('button', { name: 'Next step', exact: true })
  for (let i = 0; i < 6 && !(await stepShown(a.page, 'Beginning of combat').isVisible()); i++) {
    const before = await a.page.getByRole('region', { name: 'Turn' }).textContent()
    await nextStep.click()
    await expect(a.page.getByRole('region', { name: 'Turn' })).not.toHaveText(before ?? '')
  }
  await expect(stepShown(a.page, 'Beginning of combat')).toBeVisible()

  await a.page.getByRole('button', { name: 'Attack', exact: true }).click()
  for (const d of [a, b]) await expect(stepShown(d.page, 'Declare attackers')).toBeVisible()
  // One step asked for, answered; nothing went past it (the room's answers have all come).
  await expect.poll(() => a.messages().filter((m) => m.type === 'done').length).toBeGreaterThan(0)
  await a.page.waitForTimeout(500)
  for (const d of [a, b]) await expect(stepShown(d.page, 'Declare attackers')).toBeVisible()
  expect(a.sent.filter((t) => t === 'action').length).toBe(
    a.messages().filter((m) => m.type === 'done' || m.type === 'refused').length,
  )
})

test("a seat's remembered 903.9 answer is applied in the room from its own device", async ({
  browser,
}) => {
  const a = await newDevice(browser, 'A')
  const b = await newDevice(browser, 'B')
  // A1 answered "Never" in an earlier game on this device.
  await a.page.addInitScript(() =>
    localStorage.setItem('duotable:commanderReturn', JSON.stringify({ A1: 'never' })),
  )
  await twoTeams(a, b)

  const page = a.page
  // A1's commander in the sample decks.
  const name = 'Torbran, Thane of Red Fell'
  const cast = page.getByRole('button', { name: new RegExp(`^Cast ${name} \\(total cost`) })
  // By keyboard: at 1280x720 the room's badge lies over A1's command zone (left for the layout).
  await cast.focus()
  await cast.press('Enter')
  const stack = page.getByRole('region', { name: 'The stack' })
  await stack.getByRole('button', { name: `Resolve ${name}` }).click()
  const permanent = page.locator('[data-zone="A1:battlefield"] [data-card-id]').first()
  await expect(permanent).toBeVisible()
  await permanent.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'To graveyard' }).click()

  // Never asked: the remembered answer went to the room as A1's own, and the room settled 903.9.
  await expect(page.getByRole('status', { name: 'Commander zone' })).toHaveText(
    new RegExp(`${name} stays in the graveyard`),
  )
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  for (const d of [a, b])
    await expect(d.page.locator('[data-zone="A1:graveyard"] [data-card-id]')).toHaveCount(1)
  // Team B's device neither asked nor answered for A1.
  expect(b.sent.filter((t) => t === 'action')).toEqual([])
})
