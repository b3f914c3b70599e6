import { expect, type Page } from '@playwright/test'

/** The import dialog for A1 opened from the setup screen; its decklist box. */
export async function openImport(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Import deck for A1' }).click()
  const list = page.getByRole('textbox', { name: 'Decklist' })
  await expect(list).toBeVisible()
  return list
}

/** A real paste (Ctrl+V) of `text` from the clipboard, where the focus is. */
export async function paste(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((text) => navigator.clipboard.writeText(text), text)
  await page.keyboard.press('Control+V')
}
