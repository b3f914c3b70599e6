// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useGame } from '../../src/store'
import { newGame } from '../fixtures/game'
import { renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

function announcer(): HTMLElement {
  const el = document.querySelector<HTMLElement>('[data-announcer]')
  if (!el) throw new Error('no announcer on the page')
  return el
}

describe('the announcer', () => {
  it('is one polite status region, quiet until something changes', () => {
    renderTable(newGame())
    expect(document.querySelectorAll('[data-announcer]')).toHaveLength(1)
    expect(announcer()).toHaveAttribute('role', 'status')
    expect(announcer()).toHaveAttribute('aria-live', 'polite')
    expect(announcer()).toBeEmptyDOMElement()
  })

  it('reads out a team life change, and the undo of it', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.click(screen.getByRole('button', { name: 'Team B: lose 5 life' }))
    expect(announcer()).toHaveTextContent('Team B life 55, down 5.')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(announcer()).toHaveTextContent('Team B life 60, up 5.')
  })

  it('reads out the end of the game', () => {
    renderTable(newGame())
    act(() => {
      useGame.getState().dispatch({ type: 'life/lose', player: 'B1', amount: 60 })
    })
    expect(announcer()).toHaveTextContent('Team B life 0, down 60. Game over: team A wins.')
  })
})
