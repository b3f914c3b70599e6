import { expect, test, type Locator, type Page } from '@playwright/test'
import { transformAndSample } from './flipSampling'
import { putRemindersAwayOnPhone, showSide, toFirstMain } from './helpers'
import { everyHandName, halfCoveredProbe, restPointer } from './layoutProbes'

/**
 * Issue 21's "done when", in one game with the sample decks on a 1366×768 laptop: three turns of
 * a real game in which every hand name stays readable and uncovered, no card hides another, the
 * turn passing brings up the curtain, Kytheon's transform is seen turning edge-on, and A1's
 * creature attacks unblocked in three clicks from the main phase to damage dealt.
 */
test.use({ viewport: { width: 1366, height: 768 } })

/** The same seed and decks give the same shuffles (setup.seedHint): the hands are known. */
const SEED = '2121'

async function startSeededGame(page: Page) {
  await page.goto('/')
  await page.getByText('Advanced').click()
  await page.getByRole('checkbox', { name: 'Skip mulligans' }).check()
  await page.getByLabel('Shuffle seed').fill(SEED)
  await page.getByRole('button', { name: 'Start game' }).click()
  await showSide(page, 'A')
  await expect(page.locator('[data-zone="A1:hand"] [data-card-id]').first()).toBeVisible()
}

/** The seated team's hands and the table, read as a player would see them, pointer at rest. */
async function expectReadableTable(page: Page, handCards: number) {
  await putRemindersAwayOnPhone(page)
  const names = await everyHandName(page)
  expect(names.count).toBe(handCards)
  expect(names.covered).toEqual([])
  expect(names.offScreen).toEqual([])
  await restPointer(page)
  expect((await halfCoveredProbe(page)).hidden).toEqual([])
}

const handCount = async (page: Page, team: 'A' | 'B') =>
  page
    .locator(
      `[data-zone="${team}1:hand"] [data-card-id], [data-zone="${team}2:hand"] [data-card-id]`,
    )
    .count()

/** A card in A1's hand whose type line says `kind` (and, for a creature, power 1 or more). */
async function handCardOf(page: Page, kind: 'Land' | 'Creature'): Promise<Locator> {
  const hand = page.locator('[data-zone="A1:hand"] [data-card-id]')
  const ids = await hand.evaluateAll(
    (cards, want) =>
      cards
        .filter((c) => (c.querySelector('.card-type')?.textContent ?? '').includes(want))
        .filter(
          (c) =>
            want !== 'Creature' || /^[1-9]/.test(c.querySelector('.card-pt')?.textContent ?? ''),
        )
        .map((c) => c.getAttribute('data-card-id') ?? ''),
    kind,
  )
  expect(ids.length, `a ${kind} in A1's opening hand (seed ${SEED})`).toBeGreaterThan(0)
  return page.locator(`[data-card-id="${ids[0]}"]`)
}

/** End turn: the curtain comes up by itself for the team whose turn it becomes (810.5). */
async function passTurnTo(page: Page, team: 'A' | 'B') {
  await page.getByRole('button', { name: /^End turn/ }).click()
  await expect(page.getByRole('dialog', { name: `Pass the device to Team ${team}` })).toBeVisible()
  // Behind the curtain no card of either team is drawn.
  await expect(page.locator('[data-card-id]')).toHaveCount(0)
  await showSide(page, team)
}

test('a real game: readable hands, no hidden card, the flip, the curtain, a three-click attack', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await startSeededGame(page)
  await expectReadableTable(page, 14)

  // Turn 1, Team A: in the first main phase (305.1), A1 plays a land (a double-click plays it)
  // and casts a creature (a double-click casts it onto the stack, where it resolves).
  await toFirstMain(page)
  const land = await handCardOf(page, 'Land')
  await land.dblclick()
  await expect(page.locator('[data-zone="A1:battlefield"] [data-card-id]')).toHaveCount(1)
  const creature = await handCardOf(page, 'Creature')
  const creatureId = (await creature.getAttribute('data-card-id')) ?? ''
  const creatureName = (await creature.getAttribute('aria-label')) ?? ''
  await creature.dblclick()
  await page
    .getByRole('region', { name: 'The stack' })
    .getByRole('button', { name: `Resolve ${creatureName}` })
    .click()
  const attacker = page.locator(`[data-zone="A1:battlefield"] [data-card-id="${creatureId}"]`)
  await expect(attacker).toBeVisible()
  const power = Number.parseInt((await attacker.locator('.card-pt').textContent()) ?? '', 10)
  await expectReadableTable(page, 12)

  // Turn 2, Team B: the curtain came up; B2 puts Kytheon onto the battlefield and transforms it.
  await passTurnTo(page, 'B')
  await expectReadableTable(page, await handCount(page, 'B'))
  const inCommand = page.locator('[data-zone="B2:command"] [data-card-id]').first()
  await expect(inCommand).toHaveAccessibleName(/Kytheon/)
  const kytheonId = (await inCommand.getAttribute('data-card-id')) ?? ''
  // The name at the top of a commander in the command zone is never covered by its Cast button.
  await inCommand.click({ button: 'right', position: { x: 10, y: 8 } })
  await page.getByRole('menuitem', { name: 'To battlefield' }).click()
  const kytheon = page.locator(`[data-zone="B2:battlefield"] [data-card-id="${kytheonId}"]`)
  await expect(kytheon).toHaveAttribute('data-face', 'front')
  await expectReadableTable(page, await handCount(page, 'B'))

  const turn = await transformAndSample(kytheon)
  // A frame shows the card edge-on, not only before and after; it grows while it turns.
  expect(turn.angles.some((a) => a >= 60 && a <= 120)).toBe(true)
  expect(Math.min(...turn.widths)).toBeLessThan(0.5)
  expect(Math.max(...turn.growth)).toBeGreaterThanOrEqual(1.8)
  await expect(kytheon).toHaveAccessibleName(/Gideon/)
  await expect(page.locator('[data-turning-card]')).toHaveCount(0)
  await expectReadableTable(page, await handCount(page, 'B'))

  // Turn 3, Team A: from the first main phase, A1's creature attacks; Gideon is no creature, so
  // nobody can block and the block step passes by itself.
  await passTurnTo(page, 'A')
  const nextStep = page.getByRole('button', { name: 'Next step', exact: true })
  const main = page.locator('.turn-step', { hasText: 'First main phase' })
  for (let i = 0; i < 4 && !(await main.isVisible()); i++) await nextStep.click()
  await expect(main).toBeVisible()
  await expectReadableTable(page, await handCount(page, 'A'))
  const lifeB = page.locator('[data-team-life="B"]')
  const before = Number(await lifeB.textContent())

  let clicks = 0
  const click = async (target: Locator) => {
    clicks++
    await target.click()
  }
  await click(attacker)
  await expect(attacker).toHaveAttribute('data-combat', 'attack-picked')
  await click(page.getByRole('button', { name: 'Attack', exact: true }))
  await expect(page.getByRole('log')).toContainText('No creature of Team B can block')
  await click(page.getByRole('button', { name: 'Next', exact: true }))
  await expect(lifeB).toHaveText(String(before - power))
  expect(clicks).toBeLessThanOrEqual(3)
  await expectReadableTable(page, await handCount(page, 'A'))
})
