// @vitest-environment jsdom
/**
 * The game log after a reload: its last lines come with the table's first frame, the older ones
 * right after (issue 21), and a screen reader hears none of those old lines read out as news.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Action } from '../../src/engine'
import { useGame } from '../../src/store'
import { LogPanel } from '../../src/ui/table/LogPanel'
import { act, newGame } from '../fixtures/game'
import { resetStores } from './tableHarness'

beforeEach(resetStores)

/** A long game's worth of log lines: A1 loses a life and gains it back, again and again. */
const backAndForth = (n: number): Action[] =>
  Array.from(
    { length: n },
    (_, i) => ({ type: i % 2 ? 'life/gain' : 'life/lose', player: 'A1', amount: 1 }) as Action,
  )

describe('the game log on a long game', () => {
  it('shows its latest lines at once, the older ones after, and speaks up only then', async () => {
    useGame.getState().loadGame(act(newGame(), ...backAndForth(90)))
    render(<LogPanel />)
    const log = screen.getByRole('log', { name: 'Game log' })
    const lines = () => within(log).getAllByRole('listitem')
    // The newest line is there from the first frame; the log is not yet a live region.
    expect(lines().at(-1)?.textContent).toMatch(/A1 gained 1 life/)
    expect(lines().length).toBeLessThanOrEqual(40)
    expect(log).toHaveAttribute('aria-live', 'off')

    await waitFor(() => expect(lines().length).toBeGreaterThan(90))
    await waitFor(() => expect(log).toHaveAttribute('aria-live', 'polite'))
    expect(lines().at(-1)?.textContent).toMatch(/A1 gained 1 life/)
  })
})
