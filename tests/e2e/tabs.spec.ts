import { expect, test } from '@playwright/test'
import { liftCurtain, reachTable } from './reachTable'

/**
 * Two tabs of one browser on one game (issue 9): a change in one tab is not silently overwritten
 * by the other; the other tab offers to load it or to keep its own game.
 */
test('two tabs on one game never overwrite each other silently', async ({ context }) => {
  const first = await context.newPage()
  await first.goto('/')
  await reachTable(first)

  // The second tab opens the same game (from the autosave).
  const second = await context.newPage()
  await second.goto('/')
  await liftCurtain(second)
  const lifeB = (page: typeof first) => page.locator('[data-team-life="B"]')
  await expect(lifeB(second)).toHaveText(await lifeB(first).innerText())
  const start = Number(await lifeB(first).innerText())

  // A change in the first tab: the second tab is told at once and offers the choice.
  await first.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await expect(lifeB(first)).toHaveText(String(start - 1))
  const notice = second.getByRole('region', { name: 'Two tabs on one game' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Another tab changed this game')

  // A change in the second tab is held back: the first tab's save stays.
  await second.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await expect(lifeB(second)).toHaveText(String(start - 1))
  await second.getByRole('button', { name: 'Team B: lose 1 life' }).click()
  await expect(lifeB(second)).toHaveText(String(start - 2))

  // Keep this tab's game: it is saved, and now the first tab is the one asked.
  await notice.getByRole('button', { name: "Keep this tab's game" }).click()
  await expect(notice).toBeHidden()
  const firstNotice = first.getByRole('region', { name: 'Two tabs on one game' })
  await expect(firstNotice).toBeVisible()

  // Load the game from the other tab: the first tab now shows the second tab's life total.
  await firstNotice.getByRole('button', { name: 'Load the game from the other tab' }).click()
  // The loaded game comes up behind the curtain, as after a reload (810.5).
  await first.getByRole('button', { name: /show our side/ }).click()
  await expect(lifeB(first)).toHaveText(String(start - 2))
  await expect(firstNotice).toBeHidden()

  // And the saved game is the one both show: a reload of the first tab brings it back.
  await first.reload()
  await liftCurtain(first)
  await expect(lifeB(first)).toHaveText(String(start - 2))
})
