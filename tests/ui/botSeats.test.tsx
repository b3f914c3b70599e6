// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../src/App'
import { card, turn, zone, type GameState } from '../../src/engine'
import { resetBotRunner, useBots, useGame } from '../../src/store'
import { resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  resetBotRunner()
  await clear()
})
afterEach(() => resetBotRunner())

function full(): GameState {
  const g = useGame.getState().fullGame
  if (!g) throw new Error('no game')
  return g
}

/** The names of the bot team's hand cards that no card team A can see shares. */
function botHandOnlyNames(): string[] {
  const g = full()
  const seen = useGame.getState().game
  if (!seen) throw new Error('no view')
  const visible = new Set(Object.keys(seen.cards).map((id) => card(seen, id).name))
  return ['B1', 'B2']
    .flatMap((p) => zone(g, p, 'hand').map((id) => card(g, id).name))
    .filter((name) => name !== '' && !visible.has(name))
}

/** The setup screen with team B played by DuoTable, at once (pace 0). */
async function chooseBotTeam() {
  const user = userEvent.setup()
  render(<App />)
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Deck for B2' })).not.toHaveValue(''),
  )
  await user.click(screen.getByRole('checkbox', { name: 'DuoTable plays B1' }))
  await user.click(screen.getByRole('checkbox', { name: 'DuoTable plays B2' }))
  expect(screen.getByText(/it never sees your hand/)).toBeInTheDocument()
  useBots.getState().setPace(0)
  return user
}

async function startAgainstBotTeam() {
  const user = await chooseBotTeam()
  await user.click(screen.getByRole('checkbox', { name: 'Skip mulligans' }))
  await user.click(screen.getByRole('button', { name: 'Start game' }))
  await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 })
  return user
}

describe('a table against a team DuoTable plays (issue 39)', () => {
  it('needs a person in at least one seat', async () => {
    const user = userEvent.setup()
    render(<App />)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Deck for B2' })).not.toHaveValue(''),
    )
    for (const seat of ['A1', 'A2', 'B1', 'B2']) {
      await user.click(screen.getByRole('checkbox', { name: `DuoTable plays ${seat}` }))
    }
    expect(screen.getByText('At least one seat must be played by a person.')).toHaveRole('alert')
    expect(screen.getByRole('button', { name: 'Start game' })).toBeDisabled()
  })

  it('plays the bot team its turn from the setup screen, with no curtain and its hand hidden', async () => {
    const user = await startAgainstBotTeam()
    // Team A holds the device for the whole game: no hand-off to the bots (810.5).
    expect(screen.queryByRole('dialog', { name: /Pass the device/ })).toBeNull()
    expect(full().players['B1']?.bot).toBe(true)
    expect(full().players['A1']?.bot).toBeUndefined()
    expect(screen.getAllByTitle('Played by DuoTable')).toHaveLength(2)
    // The bots' code loads with the first game that has them.
    const bar = await screen.findByRole('region', { name: "DuoTable's seats" }, { timeout: 10000 })
    await waitFor(() => expect(bar).toHaveTextContent('Your move: DuoTable waits.'))

    const hidden = botHandOnlyNames()
    expect(hidden.length).toBeGreaterThan(0)
    for (const name of hidden) expect(document.body.textContent).not.toContain(name)

    const logLines = () => within(screen.getByRole('log')).getAllByRole('listitem').length
    const before = logLines()
    const turnBar = screen.getByRole('region', { name: 'Turn' })
    await user.click(within(turnBar).getByRole('button', { name: 'End turn' }))
    // The bots play team B's turn through the engine and hand it back.
    await waitFor(() => expect(turn(full()).activeTeam).toBe('A'), { timeout: 10000 })
    expect(turn(full()).number).toBe(3)
    expect(logLines()).toBeGreaterThan(before + 2)
    expect(within(screen.getByRole('log')).getAllByText(/B1 Cleo|B2 Dev/).length).toBeGreaterThan(0)
    expect(screen.queryByRole('dialog', { name: /Pass the device/ })).toBeNull()
    for (const name of botHandOnlyNames()) expect(document.body.textContent).not.toContain(name)

    // An undo steps back one action and pauses the bots, which would only replay it.
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(bar).toHaveTextContent('DuoTable is paused.'))
    expect(turn(full()).activeTeam).toBe('B')
    await user.click(within(bar).getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(turn(full()).activeTeam).toBe('A'), { timeout: 10000 })
  }, 30000)

  it('asks only the people their mulligans; the bots keep or mulligan theirs, then the table', async () => {
    const user = await chooseBotTeam()
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    for (const name of ['A1 Ana', 'A2 Ben']) {
      await user.click(
        await screen.findByRole(
          'button',
          { name: `I am ${name} — show my hand` },
          { timeout: 10000 },
        ),
      )
      for (const hidden of botHandOnlyNames())
        expect(document.body.textContent).not.toContain(hidden)
      await user.click(screen.getByRole('button', { name: 'Keep' }))
    }
    // Never asked for B1 or B2: DuoTable decides for them (103.5, 805.3a).
    expect(screen.queryByRole('button', { name: /I am B\d/ })).toBeNull()
    await screen.findByRole('region', { name: 'Turn' }, { timeout: 10000 })
    expect(screen.queryByRole('dialog', { name: /Pass the device/ })).toBeNull()
    const g = full()
    for (const p of ['B1', 'B2']) expect(zone(g, p, 'hand').length).toBeGreaterThanOrEqual(5)
  }, 30000)
})
