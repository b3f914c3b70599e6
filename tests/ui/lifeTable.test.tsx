// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { outcome, zone, type GameState } from '../../src/engine'
import { useGame } from '../../src/store'
import { newGame } from '../fixtures/game'
import { game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

const life = (team: 'A' | 'B') => document.querySelector(`[data-team-life="${team}"]`)?.textContent

describe('the ledger beside each total', { timeout: 20_000 }, () => {
  it('shows what each player lost and gained this turn, live', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const ledger = screen.getByRole('list', { name: 'Team A life this turn' })
    expect(within(ledger).getByText('A1 lost 0, gained 0')).toBeInTheDocument()
    expect(within(ledger).getByText('A2 lost 0, gained 0')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Team A: lose 5 life' }))
    await user.click(screen.getByRole('button', { name: 'Team A: gain 1 life' }))
    expect(within(ledger).getByText('A1 lost 5, gained 1')).toBeInTheDocument()

    // A new turn starts a new ledger (810.9: "this turn").
    useGame.getState().dispatch({ type: 'turn/end' })
    // Team B's turn: the device goes to them behind the curtain first (810.5).
    await user.click(await screen.findByRole('button', { name: 'We are Team B — show our side' }))
    const next = screen.getByRole('list', { name: 'Team A life this turn' })
    expect(await within(next).findByText('A1 lost 0, gained 0')).toBeInTheDocument()
  })
})

describe('the life chart', { timeout: 20_000 }, () => {
  it('sums up both teams’ totals by turn in its label, and folds away', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    expect(
      screen.getByRole('img', { name: 'Life by turn: Team A 60, 60; Team B 60, 60' }),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Team A: lose 5 life' }))
    useGame.getState().dispatch({ type: 'turn/end' })
    useGame.getState().dispatch({ type: 'life/lose', player: 'B2', amount: 12 })
    await user.click(await screen.findByRole('button', { name: 'We are Team B — show our side' }))
    expect(
      await screen.findByRole('img', {
        name: 'Life by turn: Team A 60, 55, 55; Team B 60, 60, 48',
      }),
    ).toBeInTheDocument()

    const toggle = screen.getByRole('button', { name: 'Life chart' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('img', { name: /^Life by turn/ })).toBeNull()
  })
})

describe('the end of the game', { timeout: 20_000 }, () => {
  async function concedeFromPanel() {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.click(screen.getByRole('button', { name: 'Team A: life effects…' }))
    const panel = screen.getByRole('dialog', { name: 'Life effects' })
    await user.click(within(panel).getByRole('tab', { name: 'Concede' }))
    await user.click(within(panel).getByRole('button', { name: 'Concede' }))
    const end = await screen.findByRole('dialog', { name: 'Team B wins' })
    return { user, end }
  }

  it('names the winner and why, with the rule; Undo brings the game back', async () => {
    const { user, end } = await concedeFromPanel()
    expect(screen.queryByRole('dialog', { name: 'Life effects' })).toBeNull()
    expect(end).toHaveTextContent('B1 and B2 win the game.')
    expect(end).toHaveTextContent(
      'Team A loses: A1 conceded, and the whole team leaves the game (810.8b).',
    )
    expect(within(end).getByText(/Team A lost, so it chooses who starts \(103\.1\)/)).toBeVisible()

    await user.click(within(end).getByRole('button', { name: 'Undo' }))
    expect(screen.queryByRole('dialog', { name: 'Team B wins' })).toBeNull()
    expect(outcome(game()).over).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Team B: lose 1 life' }))
    expect(life('B')).toBe('59')
  })

  it('closes to show the board and opens again from the turn bar', async () => {
    const { user, end } = await concedeFromPanel()
    await user.click(within(end).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show result' }))
    expect(screen.getByRole('dialog', { name: 'Team B wins' })).toBeInTheDocument()
  })

  it('starts a rematch: same players and decks, a new shuffle', async () => {
    const { user, end } = await concedeFromPanel()
    // The whole games: the seed is not part of what a team may know.
    const whole = () => useGame.getState().fullGame as GameState
    const before = whole()
    const deckSize = (p: string) =>
      zone(before, p, 'library').length + zone(before, p, 'hand').length
    await user.selectOptions(within(end).getByRole('combobox', { name: /starts the rematch/ }), 'B')
    await user.click(within(end).getByRole('button', { name: 'Rematch' }))

    const after = whole()
    expect(outcome(after).over).toBe(false)
    expect(after.seed).not.toBe(before.seed)
    expect(after.turn.activeTeam).toBe('B')
    expect(after.teams.A.life).toBe(60)
    for (const p of ['A1', 'A2', 'B1', 'B2']) {
      expect(after.players[p]?.name).toBe(before.players[p]?.name)
      expect(zone(after, p, 'library').length + zone(after, p, 'hand').length).toBe(deckSize(p))
      expect(zone(after, p, 'command')).toHaveLength(1)
    }
  })

  it('goes back to the setup screen for a new game', async () => {
    const { user, end } = await concedeFromPanel()
    await user.click(within(end).getByRole('button', { name: 'New game' }))
    expect(useGame.getState().game).toBeNull()
  })
})
