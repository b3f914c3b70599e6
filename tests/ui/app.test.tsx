// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../src/App'
import { players, teamLife, zone } from '../../src/engine'
import { flushAutosave, resetGameStore, useGame } from '../../src/store'
import { newGame } from '../fixtures/game'
import { resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  await clear()
})

describe('the setup screen', () => {
  it('starts a game with the sample decks in one click', async () => {
    const user = userEvent.setup()
    render(<App />)
    expect(await screen.findByRole('textbox', { name: 'Player A1 name' })).toHaveValue('A1 Ana')
    expect(screen.getByRole('heading', { name: 'DuoTable', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Player B2 name' })).toHaveValue('B2 Dev')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Deck for A1' })).toHaveValue('red-fell-howlers'),
    )
    expect(screen.getByRole('radio', { name: /60/ })).toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: 'Skip mulligans' }))
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    // No mulligans, so the first hands would show at once: team A confirms behind the curtain.
    const curtain = await screen.findByRole(
      'dialog',
      { name: 'Pass the device to Team A' },
      { timeout: 5000 },
    )
    expect(document.querySelector('[data-zone="A1:hand"]')).toBeNull()
    await user.click(within(curtain).getByRole('button', { name: 'We are Team A — show our side' }))
    expect(await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 })).toBeDisabled()
    const game = useGame.getState().game
    expect(game && players(game)).toEqual(['A1', 'A2', 'B1', 'B2'])
    expect(game && zone(game, 'A1', 'hand')).toHaveLength(7)
    expect(game && teamLife(game, 'A')).toBe(60)
    expect(game?.players['A1']?.name).toBe('A1 Ana')
    expect(document.querySelector('[data-zone="A1:hand"]')).not.toBeNull()
    expect(document.querySelector('[data-team-life="B"]')?.textContent).toBe('60')
    const taxes = [...document.querySelectorAll('[data-commander-tax]')].map((el) => el.textContent)
    expect(taxes.length).toBeGreaterThanOrEqual(4)
    expect(new Set(taxes)).toEqual(new Set(['0']))
  })

  it('takes the names, decks and starting life the players choose', async () => {
    const user = userEvent.setup()
    render(<App />)
    const name = await screen.findByRole('textbox', { name: 'Player A2 name' })
    await user.clear(name)
    await user.type(name, 'Zoë')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Deck for B1' })).toHaveValue(
        'heretical-healers',
      ),
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deck for B1' }), 'akros-militia')
    await user.click(screen.getByRole('radio', { name: /30/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Skip mulligans' }))
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    // Both of team B now play the same deck: against the team singleton, so only a casual table.
    await user.click(await screen.findByRole('button', { name: 'Start anyway' }))
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'We are Team A — show our side' },
        { timeout: 5000 },
      ),
    )
    await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 })
    const game = useGame.getState().game
    expect(game?.players['A2']?.name).toBe('Zoë')
    expect(game && teamLife(game, 'B')).toBe(30)
    expect(document.querySelector('[data-team-life="A"]')?.textContent).toBe('30')
  })
})

describe('starting the app', () => {
  it('brings back the autosaved game', async () => {
    useGame.getState().loadGame(newGame())
    useGame.getState().dispatch({ type: 'life/lose', player: 'B1', amount: 7 })
    await flushAutosave()
    resetGameStore()

    render(<App />)
    // A reload comes back behind the curtain: the device may be in either team's hands.
    await userEvent.click(
      await screen.findByRole('button', { name: 'We are Team A — show our side' }),
    )
    await waitFor(() =>
      expect(document.querySelector('[data-team-life="B"]')?.textContent).toBe('53'),
    )
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled()
  })

  it('asks before New game throws the game away', async () => {
    const user = userEvent.setup()
    useGame.getState().loadGame(newGame())
    await flushAutosave()
    resetGameStore()
    render(<App />)
    await user.click(await screen.findByRole('button', { name: 'We are Team A — show our side' }))
    await user.click(await screen.findByRole('button', { name: 'New game' }))
    const dialog = screen.getByRole('dialog', { name: 'Start a new game?' })
    expect(dialog).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Keep playing' }))
    expect(useGame.getState().game).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'New game' }))
    await user.click(screen.getByRole('button', { name: 'Discard and start over' }))
    expect(await screen.findByRole('button', { name: 'Start game' })).toBeInTheDocument()
    expect(useGame.getState().game).toBeNull()
  })
})
