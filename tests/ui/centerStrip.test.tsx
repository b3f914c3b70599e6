// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { lifeChangesThisTurn, turn } from '../../src/engine'
import { newGame } from '../fixtures/game'
import { game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

const life = (team: 'A' | 'B') => document.querySelector(`[data-team-life="${team}"]`)?.textContent

describe('team life', () => {
  it('shows both totals and moves them with the quick buttons', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    expect(life('A')).toBe('60')
    expect(life('B')).toBe('60')
    expect(document.querySelector('[data-team-poison="A"]')?.textContent).toBe('0')

    await user.click(screen.getByRole('button', { name: 'Team A: lose 1 life' }))
    expect(life('A')).toBe('59')
    await user.click(screen.getByRole('button', { name: 'Team A: lose 5 life' }))
    expect(life('A')).toBe('54')
    await user.click(screen.getByRole('button', { name: 'Team B: gain 5 life' }))
    await user.click(screen.getByRole('button', { name: 'Team B: gain 1 life' }))
    expect(life('B')).toBe('66')
    expect(life('A')).toBe('54')
    // 810.9: the loss happened to one player, the team's first by default.
    expect(lifeChangesThisTurn(game(), 'A1').lost).toBe(6)
  })

  it('lets the team pick which member the change happens to', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const picker = screen.getByRole('group', { name: 'Team A life changes happen to' })
    await user.click(within(picker).getByRole('button', { name: 'A2' }))
    expect(within(picker).getByRole('button', { name: 'A2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Team A: lose 1 life' }))
    expect(lifeChangesThisTurn(game(), 'A2').lost).toBe(1)
    expect(lifeChangesThisTurn(game(), 'A1').lost).toBe(0)
  })
})

describe('the turn bar', () => {
  it('shows the turn and moves it on', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const bar = screen.getByRole('region', { name: 'Turn' })
    expect(bar).toHaveTextContent('Turn 1')
    expect(bar).toHaveTextContent('Team A')
    const before = turn(game()).step
    await user.click(within(bar).getByRole('button', { name: 'Next step' }))
    expect(turn(game()).step).not.toBe(before)
    expect(within(bar).getByRole('listitem', { current: 'step' })).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'End turn' }))
    expect(turn(game()).activeTeam).toBe('B')
    expect(bar).toHaveTextContent('Team B')
  })
})

describe('the log', () => {
  it('lists what happened, newest last', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.click(screen.getByRole('button', { name: 'Team B: lose 5 life' }))
    const lines = within(screen.getByRole('log')).getAllByRole('listitem')
    expect(lines.at(-1)?.textContent).toMatch(/5/)
    expect(lines[0]?.textContent).toMatch(/The game begins/)
  })
})
