// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../src/App'
import { resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  await clear()
})

describe('the opening-hand lab on the setup screen (issue 39)', () => {
  it("deals a thousand openings of each of team B's decks and shows their chances", async () => {
    const user = userEvent.setup()
    render(<App />)
    const open = await screen.findByRole('button', { name: 'Opening hands… (team B)' })
    await waitFor(() => expect(open).toBeEnabled(), { timeout: 10000 })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Opening hands: team B' })
    expect(dialog).toHaveTextContent('1,000 openings per deck')
    const tables = await within(dialog).findAllByRole('table', {}, { timeout: 10000 })
    expect(tables).toHaveLength(2)
    expect(within(tables[0] as HTMLElement).getByText('B1 Cleo')).toBeInTheDocument()
    expect(within(tables[1] as HTMLElement).getByText('B2 Dev')).toBeInTheDocument()
    for (const table of tables) {
      const row = within(table).getByRole('row', { name: /A land drop on turn 1/ })
      const cells = within(row).getAllByRole('cell')
      expect(cells).toHaveLength(2)
      for (const cell of cells) {
        const share = Number.parseInt(cell.textContent ?? '', 10)
        // A sample Commander deck keeps a hand with a land nearly always.
        expect(share).toBeGreaterThanOrEqual(90)
        expect(share).toBeLessThanOrEqual(100)
      }
      expect(within(table).getByRole('row', { name: /Mana for the commander on turn \d/ }))
    }
    await user.click(within(dialog).getByRole('button', { name: /Close/ }))
    expect(screen.queryByRole('dialog')).toBeNull()
  }, 30000)
})
