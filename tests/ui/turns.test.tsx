// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { turn, type CardData } from '../../src/engine'
import { STEP_NAMES } from '../../src/ui/table/stepNames'
import { act, newGame, putOntoBattlefield } from '../fixtures/game'
import { game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

const howlingMine: CardData = {
  name: 'Howling Mine',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text:
    "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws an additional card.",
  layout: 'normal',
}

const bar = () => screen.getByRole('region', { name: 'Turn' })
const stepText = () => STEP_NAMES[turn(game()).step].long

describe('the turn bar', () => {
  it('moves to the next step and ends the turn with its buttons', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    expect(bar()).toHaveTextContent('Upkeep')
    expect(bar()).toHaveTextContent('Next: Team B')
    await user.click(within(bar()).getByRole('button', { name: 'Next step' }))
    expect(turn(game()).step).toBe('draw')
    expect(bar()).toHaveTextContent('Draw step')
    expect(within(bar()).getByRole('listitem', { current: 'step' })).toHaveTextContent('Draw')
    await user.click(within(bar()).getByRole('button', { name: 'End turn' }))
    expect(turn(game()).activeTeam).toBe('B')
    // The turn passed to the other team: the curtain comes up by itself (810.5).
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    expect(bar()).toHaveTextContent('Turn 2')
    expect(bar()).toHaveTextContent('Team B')
    expect(bar()).toHaveTextContent('Next: Team A')
  })

  it('answers N and E, and says so on the buttons', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const next = within(bar()).getByRole('button', { name: 'Next step' })
    const end = within(bar()).getByRole('button', { name: 'End turn' })
    expect(next).toHaveAttribute('aria-keyshortcuts', 'N')
    expect(next).toHaveAttribute('title', 'Next step (N)')
    expect(end).toHaveAttribute('aria-keyshortcuts', 'E')
    expect(end).toHaveAttribute('title', 'End turn (E)')

    await user.keyboard('n')
    expect(turn(game()).step).toBe('draw')
    expect(bar()).toHaveTextContent(stepText())
    await user.keyboard('N')
    expect(turn(game()).step).toBe('main1')
    await user.keyboard('e')
    expect(turn(game()).activeTeam).toBe('B')
    // Ctrl+N is the browser's, not the table's.
    await user.keyboard('{Control>}n{/Control}')
    expect(turn(game()).step).toBe('upkeep')
  })

  it('leaves N and E alone while a menu is open', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const hand = screen.getByRole('region', { name: "A1's hand" })
    const first = within(hand).getAllByRole('button', { name: /^A1 / })[0] as HTMLElement
    first.focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('e')
    expect(turn(game()).activeTeam).toBe('A')
  })

  it('lists extra turns before the regular one (500.7, 805.8)', () => {
    renderTable(act(newGame(), { type: 'turn/extraTurn', player: 'A2' }))
    expect(bar()).toHaveTextContent('Next: Team A (extra turn), then Team B')
  })
})

describe('step-trigger reminders', () => {
  it('show Howling Mine twice in Team B’s draw step, one line per player (805.4d, S061)', async () => {
    const user = userEvent.setup()
    const { state } = putOntoBattlefield(newGame(), 'A1', howlingMine)
    renderTable(act(state, { type: 'turn/end' }), 'B')
    expect(screen.queryByRole('region', { name: /^Triggers/ })).not.toBeInTheDocument()

    await user.click(within(bar()).getByRole('button', { name: 'Next step' }))
    expect(turn(game()).step).toBe('draw')
    const panel = screen.getByRole('region', { name: 'Triggers: Draw step' })
    expect(panel).toHaveTextContent('Howling Mine×2')
    expect(panel).toHaveTextContent('B1 draws an additional card')
    expect(panel).toHaveTextContent('B2 draws an additional card')

    // Out of the way without marking it done, for this step only.
    await user.click(within(panel).getByRole('button', { name: 'Hide' }))
    expect(within(panel).getByText('B1 draws an additional card')).not.toBeVisible()
    await user.click(within(panel).getByRole('button', { name: 'Show 1' }))
    expect(within(panel).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.click(within(panel).getByRole('button', { name: 'Done: Howling Mine ×2' }))
    expect(screen.queryByRole('region', { name: /^Triggers/ })).not.toBeInTheDocument()
    await user.click(within(bar()).getByRole('button', { name: 'Next step' }))
    expect(screen.queryByRole('region', { name: /^Triggers/ })).not.toBeInTheDocument()
  })

  it('belong to one turn and step: the next draw step brings its own', async () => {
    const user = userEvent.setup()
    const { state } = putOntoBattlefield(newGame(), 'A1', howlingMine)
    renderTable(act(state, { type: 'turn/end' }, { type: 'turn/nextStep' }), 'B')
    await user.click(screen.getByRole('button', { name: 'Done: Howling Mine ×2' }))
    await user.click(within(bar()).getByRole('button', { name: 'Next step' }))
    await user.click(within(bar()).getByRole('button', { name: 'End turn' }))
    // Team A's draw step next turn: a new turn, so a new reminder.
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    await user.keyboard('n')
    expect(turn(game())).toMatchObject({ activeTeam: 'A', step: 'draw' })
    expect(screen.getByRole('region', { name: 'Triggers: Draw step' })).toHaveTextContent(
      'A1 draws an additional card',
    )
  })
})

describe('passing after the turn ends', () => {
  it('offers the device to the team whose turn it is once the table declined the curtain', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    expect(screen.queryByRole('button', { name: 'Pass to Team B' })).not.toBeInTheDocument()
    await user.click(within(bar()).getByRole('button', { name: 'End turn' }))
    await user.click(screen.getByRole('button', { name: 'Not now — back to Team A' }))
    await user.click(screen.getByRole('button', { name: "Show Team A's hands" }))
    expect(within(bar()).getByRole('button', { name: 'Pass to Team B' })).toHaveClass('primary')
    await user.click(screen.getByRole('button', { name: 'Keep the device with Team A this turn' }))
    expect(screen.queryByRole('button', { name: 'Pass to Team B' })).not.toBeInTheDocument()
    // Team A's screen never moves Team B's turn (805.4a): no Next step, no End turn, N and E
    // do nothing; it says whose turn it is.
    expect(within(bar()).queryByRole('button', { name: 'End turn' })).not.toBeInTheDocument()
    expect(within(bar()).queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument()
    await user.keyboard('e')
    await user.keyboard('n')
    expect(turn(game())).toMatchObject({ number: 2, activeTeam: 'B', step: 'upkeep' })
    expect(within(bar()).getByRole('status')).toHaveTextContent('Team B’s turn')
    // Handed over by hand, Team B ends its turn: the curtain comes up for A by itself.
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    await user.keyboard('e')
    expect(screen.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeInTheDocument()
  })
})
