import { expect, test } from '@playwright/test'
import { openImport, paste } from './decklistBox'

/**
 * Issue 40: a list past 3,000 lines moves from the textarea to the long-list editor, which keeps
 * only the lines in view on the page. A player must not notice the move: the box keeps its name,
 * the focus and the caret, the paste that made the list long is one Undo step, Ctrl+Enter still
 * saves, and a paste past the 1 MB cap is still refused with its message.
 */

const LINES = 5_000
const LONG = `Commander\n1 Omnath, Locus of Mana\n\nDeck\n${Array.from(
  { length: LINES },
  (_, i) => `1 Nonsense card ${i}`,
).join('\n')}`

/** The report lists 50 unknown names and counts the rest (Omnath is not in the sample pool). */
const MORE = `…and ${LINES + 1 - 50} more`

test('a long paste keeps the box, its focus and caret; one Undo takes the paste back', async ({
  page,
}) => {
  // The editor styles itself under the app's Content-Security-Policy (style-src 'self').
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(error.message))
  const list = await openImport(page)
  await list.fill('1 Sol Ring\n')
  await list.press('Control+End')
  await paste(page, LONG)

  // The box is the long-list editor now: the same name and hint, only the lines in view.
  await expect(list).toHaveAttribute('contenteditable', 'true')
  await expect(list).toHaveAccessibleDescription(/one card per line/i)
  await expect(list).toBeFocused()
  const shownLines = await list.locator('.cm-line').count()
  expect(shownLines).toBeLessThan(500)
  await expect(page.getByText(MORE)).toBeVisible({ timeout: 30_000 })

  // Typing goes on where the paste ended.
  await page.keyboard.type(' foil')
  await expect(list).toContainText(`Nonsense card ${LINES - 1} foil`)

  // Undo takes back the typing, then the paste: the short list is back.
  await page.keyboard.press('Control+Z')
  await expect(list).not.toContainText('foil')
  await page.keyboard.press('Control+Z')
  await expect(list).toHaveText('1 Sol Ring')
  await expect(page.getByText(/…and \d+ more/)).toHaveCount(0)
  await page.keyboard.press('Control+Shift+Z')
  await expect(page.getByText(MORE)).toBeVisible({ timeout: 30_000 })
  expect(violations).toEqual([])
})

test('a long list still saves with Ctrl+Enter and refuses a paste past the cap', async ({
  page,
}) => {
  const list = await openImport(page)
  await list.focus()
  await paste(page, LONG)
  await expect(list).toHaveAttribute('contenteditable', 'true')

  await paste(page, '1 Forest\n'.repeat(130_000))
  await expect(page.getByRole('alert').filter({ hasText: 'This decklist' })).toContainText(
    'a decklist may be at most 1 MB',
  )
  await expect(list).not.toContainText('Forest')

  await page.getByRole('textbox', { name: 'Deck name' }).fill('Collection')
  await list.focus()
  await page.keyboard.press('Control+Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Saved “Collection”' })).toBeVisible({
    timeout: 30_000,
  })
})
