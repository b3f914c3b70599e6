// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SHORTCUT_GROUPS } from '../../src/ui/a11y/shortcuts'
import { newGame } from '../fixtures/game'
import { renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

describe('the keyboard shortcut sheet', () => {
  it('opens on "?" and lists every shortcut of the shared list, by place', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.keyboard('?')
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const group of SHORTCUT_GROUPS) {
      const table = within(sheet).getByRole('table', { name: group.title })
      // One header row, then one row per shortcut.
      expect(within(table).getAllByRole('row')).toHaveLength(group.shortcuts.length + 1)
      for (const s of group.shortcuts) {
        expect(within(table).getByRole('cell', { name: s.does })).toBeInTheDocument()
      }
    }
    const undo = within(sheet).getByRole('cell', { name: 'Undo' }).closest('tr')
    expect(undo).toHaveTextContent('Ctrl+Z')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  }, 30_000)

  it('opens from the top bar button and gives focus back to it when closed', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' })
    await user.click(button)
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await user.click(within(sheet).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('leaves "?" alone while it is typed into a text field', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const field = document.createElement('input')
    document.body.append(field)
    await user.click(field)
    await user.keyboard('?')
    expect(field).toHaveValue('?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    field.remove()
  })
})
