import { expect, test } from '@playwright/test'

test('a scenario link becomes the players’ game: a reload restores it as it is, not from the start', async ({
  page,
}) => {
  await page.goto('/?scenario=late-game')
  const card = page.locator('[data-zone="A1:battlefield"] .row-O [data-card-id]').first()
  await expect(card).toBeVisible()
  await expect(page).not.toHaveURL(/scenario=/)

  const id = await card.getAttribute('data-card-id')
  const tapped = page.locator(`[data-card-id="${id}"]`)
  const wasTapped = (await tapped.getAttribute('class'))?.includes('is-tapped') ?? false
  await tapped.click()
  await expect(tapped).toHaveClass(wasTapped ? /^(?!.*is-tapped)/ : /is-tapped/)

  // The autosave follows every action; give it a moment to land, then reload.
  await page.waitForTimeout(500)
  await page.reload()
  const confirm = page.getByRole('button', { name: /show our side/i })
  await expect(tapped.or(confirm).first()).toBeVisible()
  if (await confirm.isVisible()) await confirm.click()
  await expect(tapped).toHaveClass(wasTapped ? /^(?!.*is-tapped)/ : /is-tapped/)
})
