// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { clear } from 'idb-keyval'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../src/App'
import { log, mulligan, turn, zone, type PlayerId } from '../../src/engine'
import { creature, library, newGame } from '../fixtures/game'
import { game, handOf, renderTable, resetStores } from './tableHarness'

const secret = (owner: string) =>
  library(`Secret ${owner} card`, 40, (name) => creature(name, 2, 2))

const mulliganGame = () =>
  newGame({
    skipMulligans: false,
    libraries: { A1: secret('A1'), A2: secret('A2'), B1: secret('B1'), B2: secret('B2') },
  })

type User = ReturnType<typeof userEvent.setup>

/** The hand-off for a player: nothing secret on screen until they confirm. */
async function takeDevice(user: User, player: PlayerId) {
  expect(screen.getByRole('heading', { name: `Pass the device to ${player}` })).toBeInTheDocument()
  expect(document.body.textContent).not.toContain('Secret')
  await user.click(screen.getByRole('button', { name: `I am ${player} — show my hand` }))
}

async function declare(user: User, player: PlayerId, choice: RegExp | string) {
  await takeDevice(user, player)
  await user.click(screen.getByRole('button', { name: choice }))
}

const cardsIn = (label: string) =>
  within(screen.getByRole('region', { name: label })).getAllByRole('listitem')

beforeEach(resetStores)

describe('the mulligan overlay', () => {
  it('walks four players through keep, mulligan and bottom, then starts turn 1', async () => {
    const user = userEvent.setup()
    const { container } = renderTable(mulliganGame())
    expect(container.querySelector('[data-zone]')).toBeNull()

    // Team A declares first (805.3a); a player sees their own hand and their teammate's.
    await takeDevice(user, 'A1')
    expect(cardsIn("A1's hand")).toHaveLength(7)
    expect(cardsIn("A2's hand")).toHaveLength(7)
    expect(container.textContent).toContain('Secret A1 card')
    expect(container.textContent).toContain('Secret A2 card')
    expect(container.textContent).not.toMatch(/Secret B\d card/)
    await user.click(screen.getByRole('button', { name: 'Mulligan (next: bottom 0, free)' }))
    expect(zone(game(), 'A1', 'hand')).toHaveLength(7)

    await declare(user, 'A2', 'Keep')
    await takeDevice(user, 'B1')
    expect(container.textContent).not.toMatch(/Secret A\d card/)
    expect(container.textContent).toContain('Secret B2 card')
    await user.click(screen.getByRole('button', { name: 'Keep' }))
    await declare(user, 'B2', /^Mulligan/)

    // All declared: the free mulligans happened at once; A1 and B2 keep 7 and go again.
    expect(mulligan(game()).mulligans).toMatchObject({ A1: 1, B2: 1 })
    expect(zone(game(), 'B2', 'hand')).toHaveLength(7)
    await declare(user, 'A1', 'Mulligan (next: bottom 1)')
    await takeDevice(user, 'B2')
    expect(cardsIn("B2's hand")).toHaveLength(7)
    expect(screen.getByRole('button', { name: 'Mulligan (next: bottom 1)' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Keep' }))

    // A1's second mulligan draws a fresh 7 (103.5): keep or mulligan first, the bottom after.
    await takeDevice(user, 'A1')
    expect(screen.getByRole('heading', { name: 'A1: keep or mulligan?' })).toBeVisible()
    expect(cardsIn("A1's hand")).toHaveLength(7)
    expect(screen.getByRole('button', { name: 'Mulligan (next: bottom 2)' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Keep, then put 1 on the bottom' }))

    // Kept: A1 still holds the device and picks exactly one card, by click or Space.
    expect(screen.getByRole('heading', { name: 'A1: put 1 card on the bottom' })).toBeVisible()
    const put = screen.getByRole('button', { name: 'Put 1 on the bottom' })
    expect(put).toBeDisabled()
    const choices = within(screen.getByRole('region', { name: "A1's hand" })).getAllByRole('button')
    expect(choices).toHaveLength(7)
    const [first, second] = choices as [HTMLElement, HTMLElement]
    await user.click(first)
    expect(first).toHaveAttribute('aria-pressed', 'true')
    second.focus()
    await user.keyboard(' ')
    expect(second).toHaveAttribute('aria-pressed', 'true')
    expect(first).toHaveAttribute('aria-pressed', 'false')
    const bottomed = second.getAttribute('aria-label') as string
    await user.click(put)

    // Everyone kept: the game begins behind the curtain for the starting team.
    expect(mulligan(game()).done).toBe(true)
    expect(zone(game(), 'A1', 'hand')).toHaveLength(6)
    expect(zone(game(), 'A2', 'hand')).toHaveLength(7)
    expect(turn(game())).toMatchObject({ number: 1, activeTeam: 'A' })
    expect(screen.getByRole('alert')).toHaveTextContent(/skips its first draw/)
    expect(container.textContent).not.toContain('Secret')
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    const hand = screen.getByRole('region', { name: "A1's hand" })
    expect(hand.querySelectorAll('[data-card-id]')).toHaveLength(6)
    expect(within(hand).queryByRole('button', { name: bottomed })).toBeNull()
  }, 30_000)

  it('says on the button what the first mulligan costs: nothing (103.5c)', async () => {
    const user = userEvent.setup()
    renderTable(mulliganGame())
    await takeDevice(user, 'A1')
    expect(screen.getByRole('button', { name: /^Mulligan/ })).toHaveAccessibleDescription(
      /first mulligan is free: shuffle, draw 7, keep 7/,
    )
    expect(screen.getByRole('button', { name: 'Keep' })).toBeEnabled()
  })

  it('shows the hand-off again after an Undo, whoever pressed it', async () => {
    const user = userEvent.setup()
    renderTable(mulliganGame())
    await declare(user, 'A1', 'Keep')
    await declare(user, 'A2', 'Keep')
    await takeDevice(user, 'B1')
    // B1 undoes A2's keep: A2's hand must not appear on B1's screen.
    await user.click(screen.getByRole('button', { name: /Undo/ }))
    expect(mulligan(game()).deciding).toEqual(['A2'])
    expect(document.body.textContent).not.toContain('Secret')
    expect(screen.getByRole('heading', { name: 'Pass the device to A2' })).toBeInTheDocument()
  })

  it('lets the team choose who declares first (805.3a)', async () => {
    const user = userEvent.setup()
    renderTable(mulliganGame())
    await user.click(screen.getByRole('button', { name: 'A2 goes first instead' }))
    await declare(user, 'A2', 'Keep')
    await declare(user, 'A1', 'Keep')
    expect(screen.getByRole('heading', { name: 'Pass the device to B1' })).toBeInTheDocument()
    const seats = screen.getByRole('list', { name: 'Mulligans so far' })
    expect(
      within(seats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Kept'),
      expect.stringContaining('Kept'),
      expect.stringContaining('Deciding'),
      expect.stringContaining('Deciding'),
    ])
    expect(handOf('A1')).toHaveLength(7)
    expect(log(game()).at(-1)?.text).toMatch(/A1 keeps/)
  })

  it('is where a game from the setup screen starts, with the chosen starting team', async () => {
    await clear()
    const user = userEvent.setup()
    render(<App />)
    expect(await screen.findByRole('checkbox', { name: 'Skip mulligans' })).not.toBeChecked()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Starting team' }), 'B')
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Pass the device to B1 Cleo' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'I am B1 Cleo — show my hand' })).toHaveFocus()
    expect(document.querySelector('[data-zone]')).toBeNull()
  }, 30_000)
})
