// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, commanderDamage, lifeChangesThisTurn, outcome, zone } from '../../src/engine'
import { act, newGame } from '../fixtures/game'
import { choose, life, openPanel, poison, type } from './lifeHarness'
import { game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

describe('the life panel: each operation', { timeout: 20_000 }, () => {
  it('opens from the button and with L, for the side shown', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.keyboard('l')
    const panel = screen.getByRole('dialog', { name: 'Life effects' })
    expect(within(panel).getByRole('combobox', { name: 'You (the acting player)' })).toHaveValue(
      'A1',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('deals damage to the target: the other team loses that much', async () => {
    const { user, panel, q } = await openPanel()
    expect(q.getByRole('combobox', { name: 'Target' })).toHaveValue('B1')
    await type(user, panel, 'Damage', '4')
    await user.click(q.getByRole('button', { name: 'Deal damage' }))
    expect(life('B')).toBe('56')
    expect(lifeChangesThisTurn(game(), 'B1').damageTaken).toBe(4)
    expect(q.getByRole('status', { name: 'Result' })).toHaveTextContent('B1 was dealt 4 damage')
  })

  it('903.10a: combat damage from a commander entered here counts: 12 then 9 make 21 and end the game', async () => {
    const start = newGame({ startingLife: 80 })
    const [commander = ''] = zone(start, 'A1', 'command')
    const inPlay = act(
      start,
      { type: 'commander/cast', player: 'A1', card: commander },
      { type: 'card/move', player: 'A1', card: commander, to: 'battlefield' },
    )
    const { user, panel, q } = await openPanel(inPlay)
    const hit = async (amount: string) => {
      await user.selectOptions(q.getByRole('combobox', { name: 'Source' }), commander)
      const combat = q.getByRole<HTMLInputElement>('checkbox', { name: 'Combat damage' })
      if (!combat.checked) await user.click(combat)
      await type(user, panel, 'Damage', amount)
      await user.click(q.getByRole('button', { name: 'Deal damage' }))
    }
    expect(q.getByRole('option', { name: card(inPlay, commander).name })).toBeInTheDocument()
    await hit('12')
    expect(commanderDamage(game(), 'B1', commander)).toBe(12)
    await hit('9')
    expect(commanderDamage(game(), 'B1', commander)).toBe(21)
    expect(outcome(game())).toMatchObject({ over: true, loser: 'B', reason: 'commanderDamage' })
  })

  it('loses, gains, sets, doubles life for the chosen player', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Lose life')
    await user.selectOptions(q.getByRole('combobox', { name: 'Who loses life' }), 'A2')
    await type(user, panel, 'Life lost', '7')
    await user.click(q.getByRole('button', { name: 'Lose life' }))
    expect(life('A')).toBe('53')
    expect(lifeChangesThisTurn(game(), 'A2').lost).toBe(7)

    await choose(user, panel, 'Gain life')
    await type(user, panel, 'Life gained', '3')
    await user.click(q.getByRole('button', { name: 'Gain life' }))
    expect(life('A')).toBe('56')

    await choose(user, panel, 'Set life to…')
    await user.selectOptions(q.getByRole('combobox', { name: 'Whose life total' }), 'B2')
    await type(user, panel, 'New life total', '25')
    await user.click(q.getByRole('button', { name: 'Set life' }))
    expect(life('B')).toBe('25')
    expect(lifeChangesThisTurn(game(), 'B2').lost).toBe(35)

    await choose(user, panel, 'Double life')
    await user.selectOptions(q.getByRole('combobox', { name: 'Whose life total' }), 'B1')
    await user.click(q.getByRole('button', { name: 'Double life' }))
    expect(life('B')).toBe('50')
  })

  it('pays life for both teammates at once, and pays half rounded up', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Pay life')
    await type(user, panel, 'Life paid by A1', '6')
    await type(user, panel, 'Life paid by A2', '4')
    await user.click(q.getByRole('button', { name: 'Pay life' }))
    expect(life('A')).toBe('50')

    await choose(user, panel, 'Pay half')
    await user.click(q.getByRole('button', { name: 'Pay half' }))
    expect(life('A')).toBe('25')
  })

  it('exchanges the team totals across teams, and undoes it from the panel', async () => {
    const { user, panel, q } = await openPanel(
      act(newGame(), { type: 'life/lose', player: 'B1', amount: 20 }),
    )
    await choose(user, panel, 'Exchange life totals')
    await user.click(q.getByRole('button', { name: 'Exchange life totals' }))
    expect([life('A'), life('B')]).toEqual(['40', '60'])
    await user.click(q.getByRole('button', { name: 'Undo' }))
    expect([life('A'), life('B')]).toEqual(['60', '40'])
    // Focus stays in the panel, so Escape still closes it.
    expect(q.getByRole('tab', { name: 'Exchange life totals' })).toHaveFocus()
  })

  it('sets each team’s life through one chosen member (810.9d)', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Set each player’s life to…')
    await user.selectOptions(q.getByRole('combobox', { name: 'Team B’s chosen player' }), 'B2')
    await type(user, panel, 'New life total', '7')
    await user.click(q.getByRole('button', { name: 'Set each team’s life' }))
    expect([life('A'), life('B')]).toEqual(['7', '7'])
    expect(lifeChangesThisTurn(game(), 'B2').lost).toBe(53)
    expect(lifeChangesThisTurn(game(), 'B1').lost).toBe(0)
  })

  it('redistributes one member per team', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Redistribute')
    await type(user, panel, 'Team A’s new total', '45')
    await type(user, panel, 'Team B’s new total', '75')
    await user.click(q.getByRole('button', { name: 'Redistribute' }))
    expect([life('A'), life('B')]).toEqual(['45', '75'])
  })

  it('hits each opponent, then each player', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Each opponent…')
    await type(user, panel, 'Amount', '4')
    await user.click(q.getByRole('button', { name: 'Apply to each opponent' }))
    expect([life('A'), life('B')]).toEqual(['60', '52'])

    await choose(user, panel, 'Each player…')
    await user.selectOptions(q.getByRole('combobox', { name: 'Effect' }), 'Lose life')
    await type(user, panel, 'Amount', '2')
    await user.click(q.getByRole('button', { name: 'Apply to each player' }))
    expect([life('A'), life('B')]).toEqual(['56', '48'])
  })

  it('adds and removes the team’s poison counters', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Poison counters')
    await type(user, panel, 'Poison counters', '3')
    await user.click(q.getByRole('button', { name: 'Add poison counters' }))
    expect(poison('B')).toBe('3')
    await type(user, panel, 'Poison counters', '1')
    await user.click(q.getByRole('button', { name: 'Remove poison counters' }))
    expect(poison('B')).toBe('2')
  })
})
