import { expect, test, type Locator, type Page } from '@playwright/test'
import { putRemindersAwayOnPhone, SCREENS, toFirstMain } from './helpers'
import { everyHandName, restPointer } from './layoutProbes'
import { reachTable } from './reachTable'

/** A fixed shuffle: A1 holds Magma Jet and Incinerate (instants), Mountains and Lightning Greaves. */
const SEED = 7

/** A new game without mulligans, past team A's curtain (reachTable; turns.spec checks it is up). */
async function startGame(page: Page) {
  await page.goto('/')
  await reachTable(page, { seed: SEED })
}

/** The first card in a seat's hand whose frame shows that type line. */
async function handCard(page: Page, seat: string, type: RegExp): Promise<Locator> {
  const cards = page.locator(`[data-zone="${seat}:hand"] [data-card-id]`)
  const count = await cards.count()
  for (let i = 0; i < count; i++) {
    if (type.test((await cards.nth(i).textContent()) ?? '')) return cards.nth(i)
  }
  throw new Error(`${seat} holds no card of type ${type}`)
}

const idOf = async (card: Locator) => (await card.getAttribute('data-card-id')) ?? ''
const stackOf = (page: Page) => page.getByRole('region', { name: 'The stack' })

test.describe('at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('an instant double-clicked in hand goes onto the stack and resolves into the graveyard', async ({
    page,
  }) => {
    await startGame(page)
    const instant = await handCard(page, 'A1', /Instant/)
    const id = await idOf(instant)
    const name = (await instant.getAttribute('aria-label')) ?? ''
    await instant.dblclick()
    const item = stackOf(page).getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item.locator(`[data-card-id="${id}"]`)).toBeVisible()
    await expect(item).toContainText('Instant')
    await expect(item).toContainText('→ graveyard')
    // Not a permanent (400.4a): nothing of it on the battlefield.
    await expect(page.locator(`[data-zone="A1:battlefield"] [data-card-id="${id}"]`)).toHaveCount(0)
    await item.getByRole('button', { name: `Resolve ${name}` }).click()
    await expect(stackOf(page).getByRole('listitem')).toHaveCount(0)
    await expect(page.getByRole('log')).toContainText(`A1 Ana cast ${name}`)
    await expect(page.locator(`[data-zone="A1:graveyard"] [data-card-id="${id}"]`)).toBeVisible()
  })

  test('an instant cast from its menu, with a spell cast on top of it by keyboard', async ({
    page,
  }) => {
    await startGame(page)
    const first = await handCard(page, 'A1', /Instant/)
    const firstName = (await first.getAttribute('aria-label')) ?? ''
    await first.click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Cast' }).click()
    await expect(stackOf(page).getByRole('listitem')).toHaveCount(1)

    // The second instant, on top, by keyboard alone: focus it, Enter.
    const second = await handCard(page, 'A1', /Instant/)
    const secondName = (await second.getAttribute('aria-label')) ?? ''
    await second.focus()
    await page.keyboard.press('Enter')
    const items = stackOf(page).getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText(secondName)
    await expect(items.first()).toContainText('Top')
    await expect(items.last()).toContainText(firstName)

    // The top spell's menu resolves it into exile (flashback, rebound).
    await items
      .first()
      .getByRole('button', { name: `More actions for ${secondName}` })
      .click()
    await page.getByRole('menuitem', { name: 'Resolve into exile' }).click()
    await expect(items).toHaveCount(1)
    await expect(page.getByRole('log')).toContainText(`moved ${secondName} to A1 Ana's exile`)
  })

  test('a creature spell resolves onto the battlefield; a land double-clicked is played', async ({
    page,
  }) => {
    await startGame(page)
    const creature = await handCard(page, 'A2', /Creature/)
    const id = await idOf(creature)
    const name = (await creature.getAttribute('aria-label')) ?? ''
    await creature.dblclick()
    const item = stackOf(page).getByRole('listitem')
    await expect(item).toContainText('→ battlefield')
    await item.getByRole('button', { name: `Resolve ${name}` }).click()
    await expect(page.locator(`[data-zone="A2:battlefield"] [data-card-id="${id}"]`)).toBeVisible()

    // Lands are played in a main phase (305.1).
    await toFirstMain(page)
    const land = await handCard(page, 'A1', /Basic Land/)
    const landId = await idOf(land)
    await land.dblclick()
    await expect(
      page.locator(`[data-zone="A1:battlefield"] [data-card-id="${landId}"]`),
    ).toBeVisible()
    await expect(stackOf(page).getByRole('listitem')).toHaveCount(0)
    await expect(page.getByRole('log')).toContainText('A1 Ana played their land for this turn')
  })

  test('a card team A reveals is shown to team B behind its curtain, then hidden once B has seen it', async ({
    page,
  }) => {
    await startGame(page)
    const card = await handCard(page, 'A1', /Artifact/)
    const id = await idOf(card)
    const name = (await card.getAttribute('aria-label')) ?? ''
    await card.click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Reveal this card to team B' }).click()

    const curtain = page.getByRole('dialog', { name: 'Pass the device to Team B' })
    await expect(curtain).toContainText('Team A revealed a card to you')
    expect(await page.content()).not.toContain(name)
    await curtain.getByRole('button', { name: 'We are Team B — show our side' }).click()

    const shown = page.getByRole('dialog', { name: 'Team A reveals a card to Team B' })
    await expect(shown).toContainText(name)
    await expect(shown).toContainText("From A1 Ana's hand")
    await expect(page.getByRole('main')).toHaveCount(0)
    await shown.getByRole('button', { name: 'We have seen it — hide it again' }).click()

    await expect(page.getByRole('main', { name: 'Table, seen from team B' })).toBeVisible()
    await expect(page.locator(`[data-card-id="${id}"]`)).toHaveCount(0)
    await expect(page.locator('[data-zone="A1:hand"] [data-card-id]').first()).toHaveAttribute(
      'aria-label',
      'Card back',
    )
    // The log keeps the line: everyone saw it.
    await expect(page.getByRole('log')).toContainText(`A1 Ana revealed ${name}.`)
  })

  test('"Not now" on the curtain asks before it shows the other team\'s hands', async ({
    page,
  }) => {
    await startGame(page)
    const handName =
      (await (await handCard(page, 'A1', /Instant/)).getAttribute('aria-label')) ?? ''
    await page.getByRole('button', { name: 'Pass to team B' }).click()
    await page.getByRole('button', { name: 'Not now — back to Team A' }).click()
    const question = page.getByRole('alertdialog', { name: "Show Team A's hands to Team B?" })
    await expect(question).toBeVisible()
    await expect(page.locator('[data-zone="A1:hand"]')).toHaveCount(0)
    expect(await page.content()).not.toContain(handName)
    await page.keyboard.press('Enter')
    // Enter by habit keeps the curtain: "stay" has the focus.
    await expect(question).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeVisible()
    await page.getByRole('button', { name: 'Not now — back to Team A' }).click()
    await page.getByRole('button', { name: "Show Team A's hands" }).click()
    await expect(page.getByRole('main', { name: 'Table, seen from team A' })).toBeVisible()
  })
})

for (const screen of SCREENS) {
  test(`at ${screen.width}×${screen.height} the stack covers no hand and no name, and is in reach`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(screen)
    await startGame(page)
    await putRemindersAwayOnPhone(page)
    const instant = await handCard(page, 'A1', /Instant/)
    const name = (await instant.getAttribute('aria-label')) ?? ''
    // On a phone a double tap is no double-click: the card's menu casts it.
    await instant.click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Cast' }).click()
    await page.getByRole('button', { name: /^Cast Torbran/ }).click()
    const items = stackOf(page).getByRole('listitem')
    await expect(items).toHaveCount(2)
    await restPointer(page)
    await page.screenshot({ path: testInfo.outputPath(`stack-${screen.width}.png`) })

    // The stack is on screen, its top spell's Resolve within reach.
    const resolve = items.first().getByRole('button', { name: /^Resolve Torbran/ })
    await expect(resolve).toBeInViewport()
    // No hand name under it, and nothing of it over the hands.
    const names = await everyHandName(page)
    expect(names.covered).toEqual([])
    const stackBox = await stackOf(page).boundingBox()
    const handBox = await page.locator('.hand-row').boundingBox()
    if (!stackBox || !handBox) throw new Error('the stack or the hands are not on screen')
    expect(stackBox.y + stackBox.height).toBeLessThanOrEqual(handBox.y + 1)
    await resolve.click()
    await items
      .first()
      .getByRole('button', { name: `Resolve ${name}` })
      .click()
    await expect(items).toHaveCount(0)
  })
}
