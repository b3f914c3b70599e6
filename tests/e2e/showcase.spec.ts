import { expect, test } from '@playwright/test'

/** The transform showcase end to end: from the start screen, every step, the flip, languages. */

const TITLES = [
  'Transforming keeps counters and Auras',
  'A single-faced card can’t transform',
  'A copy takes only the face that is up',
  'A copy of a double-faced card can’t transform',
  'A double-faced card that copies something still transforms',
  'A token copy of a double-faced card can transform',
  'Ixidron can’t turn a double-faced card face down',
  'A manifested double-faced card',
  'Explore reveals a land',
  'Explore reveals a nonland card',
  'Explore with an empty library',
]

test('walks every step from the start screen and exits back to it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Transform showcase' }).click()
  await expect(page).toHaveURL(/\?showcase$/)
  const heading = page.getByRole('heading', { level: 2 })
  const nav = page.getByRole('navigation', { name: 'Steps' })

  for (const [i, title] of TITLES.entries()) {
    await expect(heading).toHaveText(title)
    await expect(nav).toContainText(`Step ${i + 1} of ${TITLES.length}`)
    await expect(page.locator('.rule-number')).toHaveText(/^Rule \d{3}\.\d+[a-z]?$/)
    const moves = page.locator('.showcase-moves li.is-next button')
    while ((await moves.count()) > 0) await moves.first().click()
    await expect(page.getByText('What to notice:')).toBeVisible()
    if (i < TITLES.length - 1) await page.keyboard.press('ArrowRight')
  }
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled()

  await page.getByRole('button', { name: 'Exit' }).click()
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible()
  await expect(page).not.toHaveURL(/showcase/)
})

test('opens at /?showcase, flips Gatstaf Shepherd in view, and speaks Spanish', async ({
  page,
}) => {
  await page.goto('/?showcase')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(TITLES[0] ?? '')
  const card = page.locator('[data-showcase-card][data-face]')
  await expect(card).toHaveAttribute('data-face', 'front')
  await page.getByRole('button', { name: 'Transform Gatstaf Shepherd' }).click()
  await expect(card).toHaveAttribute('data-face', 'back')
  await expect(card.getByText('Gatstaf Howler', { exact: true })).toBeVisible()
  await expect(card.getByText('Gatstaf Shepherd', { exact: true })).toBeHidden()
  await expect(card.locator('.flip-back .card-pt')).toHaveText('4/4')

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    'Transformarse conserva contadores y Auras',
  )
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(page.getByRole('navigation', { name: 'Pasos' })).toContainText('Paso 2 de 11')
})
