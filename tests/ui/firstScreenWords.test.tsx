// @vitest-environment jsdom
// The setup screen speaks with the words of the first chunk alone: what only the table and the
// showcase say loads with them (src/i18n/locales/<lang>/later.ts), so the first screen stays
// small (issue 10) and still never shows a raw key (issue 11). tests/setup.ts fails the test if
// anything rendered asks for a word that is not loaded.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { App } from '../../src/App'
import { i18n } from '../../src/i18n/i18n'
import type * as I18nModule from '../../src/i18n/i18n'
import { catalogs as later } from '../../src/i18n/locales/en/later'
import { resetStores } from './tableHarness'

// The app fetches the table and its words early; here they never arrive, so the screen can only
// use what the first chunk has.
vi.mock('../../src/i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  loadTableWords: () => new Promise<void>(() => {}),
}))

beforeEach(async () => {
  await resetStores()
  await clear()
  for (const ns of Object.keys(later)) i18n.removeResourceBundle('en', ns)
})

afterEach(() => {
  for (const [ns, catalog] of Object.entries(later)) i18n.addResourceBundle('en', ns, catalog)
})

it('needs none of the later words, deck import dialog and seat reports included', async () => {
  const user = userEvent.setup()
  render(<App />)
  expect(await screen.findByRole('button', { name: 'Start game' })).toBeInTheDocument()
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Deck for A1' })).toHaveValue('red-fell-howlers'),
  )
  await user.click(screen.getByText('Advanced'))
  expect(screen.getByRole('checkbox', { name: 'Skip mulligans' })).toBeInTheDocument()
  await user.click(screen.getAllByRole('button', { name: /Import/ })[0] as HTMLElement)
  expect(i18n.hasResourceBundle('en', 'combat')).toBe(false)
})
