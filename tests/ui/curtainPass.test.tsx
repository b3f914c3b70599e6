// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { turn, type PlayerId } from '../../src/engine'
import { setLanguage } from '../../src/i18n/i18n'
import { useGame, useUi } from '../../src/store'
import { creature, library, newGame } from '../fixtures/game'
import { game, renderTable, resetStores } from './tableHarness'

const secret = (owner: string) =>
  library(`Secret ${owner} card`, 40, (name) => creature(name, 2, 2))
const libraries = { A1: secret('A1'), A2: secret('A2'), B1: secret('B1'), B2: secret('B2') }

type User = ReturnType<typeof userEvent.setup>

/** What a team's own eyes may see of the page: no hand of the other team, by name or in markup. */
function expectNoHandOf(team: 'A' | 'B') {
  for (const seat of [1, 2]) expect(document.body.innerHTML).not.toContain(`Secret ${team}${seat}`)
}

async function confirm(user: User, team: 'A' | 'B') {
  const curtain = screen.getByRole('dialog', { name: `Pass the device to Team ${team}` })
  await user.click(
    within(curtain).getByRole('button', { name: `We are Team ${team} — show our side` }),
  )
}

beforeEach(resetStores)

describe('the curtain when the turn passes', () => {
  it('comes up by itself after End turn, with no hand of either team behind it', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    expect(document.body.textContent).toContain('Secret A1 card')
    await user.click(screen.getByRole('button', { name: /^End turn/ }))

    expect(turn(game()).activeTeam).toBe('B')
    expect(screen.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeInTheDocument()
    expectNoHandOf('A')
    expectNoHandOf('B')
    // A pass by mistake can still go back.
    expect(screen.getByRole('button', { name: 'Not now — back to Team A' })).toBeInTheDocument()
    await confirm(user, 'B')
    expect(document.body.textContent).toContain('Secret B1 card')
    expectNoHandOf('A')
  })

  it('stays down for an extra turn of the same team (805.8)', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    act(() => {
      useGame.getState().dispatch({ type: 'turn/extraTurn', player: 'A1' })
    })
    await user.click(screen.getByRole('button', { name: /^End turn/ }))
    expect(turn(game()).activeTeam).toBe('A')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.textContent).toContain('Secret A1 card')
  })
})

describe('undo and redo across a hand-off', () => {
  it('bring the curtain up for the team whose turn it becomes, and say what they did', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    await user.click(screen.getByRole('button', { name: /^End turn/ }))
    await confirm(user, 'B')

    await user.click(screen.getByRole('button', { name: /^Undo/ }))
    expect(turn(game()).activeTeam).toBe('A')
    expect(screen.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeInTheDocument()
    expectNoHandOf('B')
    expect(screen.getByRole('alert')).toHaveTextContent(/^i?Undid: Team A ends its turn\./)
    await confirm(user, 'A')
    expect(document.body.textContent).toContain('Secret A1 card')
    const log = screen.getByRole('log')
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^Undid: Team A ends its turn\./,
    )

    await user.keyboard('{Control>}y{/Control}')
    expect(turn(game()).activeTeam).toBe('B')
    expect(screen.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeInTheDocument()
    expectNoHandOf('A')
    expect(screen.getByRole('alert')).toHaveTextContent(/Redid: Team A ends its turn\./)
  })

  it('keep the device where it is for an undo within the turn', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    await user.click(screen.getByRole('button', { name: /^Next step/ }))
    await user.click(screen.getByRole('button', { name: /^Undo/ }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(useUi.getState().viewingTeam).toBe('A')
    expect(screen.getByRole('alert')).toHaveTextContent(/Undid: Team A: /)
  })

  it('never walk back into the other team’s mulligan decisions without a hand-off', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries, skipMulligans: false }))
    const seats: PlayerId[] = ['A1', 'A2', 'B1', 'B2']
    for (const seat of seats) {
      const reveal = await screen.findByRole('button', { name: `I am ${seat} — show my hand` })
      await user.click(reveal)
      await user.click(screen.getByRole('button', { name: /^Keep/ }))
    }
    await confirm(user, 'A')
    expect(document.body.textContent).toContain('Secret A1 card')

    await user.click(screen.getByRole('button', { name: /^Undo/ }))
    // B2's keep is undone: the device goes to B2 first, nobody's cards are on the page.
    expect(screen.getByRole('heading', { name: 'Pass the device to B2' })).toBeInTheDocument()
    expectNoHandOf('A')
    expectNoHandOf('B')
    expect(screen.getByRole('alert')).toHaveTextContent(/Undid: B2/)
  })
  it('say on their buttons what they would take back or make again', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    const undo = screen.getByRole('button', { name: /^Undo/ })
    expect(undo).toHaveAttribute('title', 'Undo (Ctrl+Z)')
    await user.click(screen.getByRole('button', { name: /^Next step/ }))
    expect(undo.title).toMatch(/^Undo \(Ctrl\+Z\): Team A: draw step/)
    await user.click(undo)
    const redo = screen.getByRole('button', { name: /^Redo/ })
    expect(redo.title).toMatch(/^Redo \(Ctrl\+Shift\+Z\): Team A: draw step/)
  })

  it('say what they did in the players’ language', async () => {
    renderTable(newGame({ libraries }))
    act(() => {
      useGame.getState().dispatch({ type: 'turn/nextStep' })
    })
    await setLanguage('es')
    try {
      act(() => useGame.getState().undo())
      expect(screen.getByRole('alert').textContent).toMatch(/Deshecho: /)
      act(() => useGame.getState().redo())
      expect(screen.getByRole('alert').textContent).toMatch(/Rehecho: /)
    } finally {
      await setLanguage('en')
    }
  })
})
