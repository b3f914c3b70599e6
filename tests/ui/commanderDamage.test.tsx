// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, commanderDamage, commanders, type CardId } from '../../src/engine'
import { newGame } from '../fixtures/game'
import { game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

function setup(damage: number) {
  let g = newGame()
  const a1 = commanders(g, 'A1')[0] as CardId
  if (damage > 0) {
    g = applyAction(g, {
      type: 'commander/damage',
      player: 'A1',
      victim: 'B1',
      commander: a1,
      amount: damage,
    })
  }
  renderTable(g)
  const table = screen.getByRole('table', { name: /combat damage each player has taken/i })
  return { a1, table }
}

function cellOf(table: HTMLElement, victim: string, commander: string): HTMLElement {
  const row = within(table).getByRole('row', { name: new RegExp(`^${victim}\\b`) })
  const header = within(table).getByRole('columnheader', { name: new RegExp(`^${commander}`) })
  const column = [...(header.parentElement?.children ?? [])].indexOf(header)
  const cell = row.children[column]
  if (!(cell instanceof HTMLElement)) throw new Error('no such cell')
  return cell
}

describe('the commander damage grid', { timeout: 60_000 }, () => {
  it('is a table: a row per player, a column per commander, by name and owner', () => {
    const { table } = setup(0)
    const heads = within(table).getAllByRole('columnheader')
    expect(heads.map((h) => h.textContent)).toEqual([
      expect.stringContaining('Commander A1 (A1)'),
      expect.stringContaining('Commander A2 (A2)'),
      expect.stringContaining('Commander B1 (B1)'),
      expect.stringContaining('Commander B2 (B2)'),
    ])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['A1A1', 'A2A2', 'B1B1', 'B2B2'])
  })

  it('shows the tally; ±1 corrects it through commander/damage', async () => {
    const user = userEvent.setup()
    const { a1, table } = setup(3)
    expect(cellOf(table, 'B1', 'Commander A1')).toHaveTextContent('3')
    await user.click(
      screen.getByRole('button', { name: 'Add 1 commander damage from Commander A1 to B1' }),
    )
    expect(commanderDamage(game(), 'B1', a1)).toBe(4)
    expect(cellOf(table, 'B1', 'Commander A1')).toHaveTextContent('4')
    await user.click(
      screen.getByRole('button', { name: 'Remove 1 commander damage from Commander A1 to B1' }),
    )
    await user.click(
      screen.getByRole('button', { name: 'Remove 1 commander damage from Commander A1 to B1' }),
    )
    expect(commanderDamage(game(), 'B1', a1)).toBe(2)
  })

  it('counts only against the other team: teammates show "—"', () => {
    const { table } = setup(0)
    expect(cellOf(table, 'A2', 'Commander A1')).toHaveTextContent('—')
    expect(cellOf(table, 'A1', 'Commander A1')).toHaveTextContent('—')
    expect(
      screen.queryByRole('button', { name: 'Add 1 commander damage from Commander A1 to A2' }),
    ).toBeNull()
    expect(cellOf(table, 'A2', 'Commander B2')).toHaveTextContent('0')
  })

  it('warns from 15', () => {
    const { table } = setup(15)
    expect(cellOf(table, 'B1', 'Commander A1')).toHaveClass('is-warning')
    expect(cellOf(table, 'B2', 'Commander A1')).not.toHaveClass('is-warning')
  })

  it('marks 21 as lethal', async () => {
    const user = userEvent.setup()
    const { table } = setup(20)
    expect(cellOf(table, 'B1', 'Commander A1')).not.toHaveClass('is-lethal')
    await user.click(
      screen.getByRole('button', { name: 'Add 1 commander damage from Commander A1 to B1' }),
    )
    const cell = cellOf(table, 'B1', 'Commander A1')
    expect(cell).toHaveClass('is-lethal')
    expect(cell).toHaveTextContent('21 (lethal)')
  })

  it('collapses and opens again', async () => {
    const user = userEvent.setup()
    setup(0)
    const toggle = screen.getByRole('button', { name: 'Commander damage' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('table', { name: /combat damage/i })).toBeNull()
    await user.click(toggle)
    expect(screen.getByRole('table', { name: /combat damage/i })).toBeVisible()
  })
})
