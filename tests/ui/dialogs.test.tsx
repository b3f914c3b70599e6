// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, card, zone, type CardId, type GameState } from '../../src/engine'
import { useGame, useUi } from '../../src/store'
import { creature, library, newGame } from '../fixtures/game'
import { cardElement, game, nameOf, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

function withPermanent(): { start: GameState; id: CardId } {
  const g = newGame()
  const id = g.players['A1']?.zones.hand[0] as CardId
  return {
    start: applyAction(g, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }),
    id,
  }
}

describe('the library', () => {
  it('draws and shuffles from its menu', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const pile = screen.getByRole('button', { name: "A1's library, 33 cards" })
    await user.click(pile)
    await user.click(screen.getByRole('menuitem', { name: 'Draw a card' }))
    expect(zone(game(), 'A1', 'hand')).toHaveLength(8)
    expect(screen.getByRole('button', { name: "A1's library, 32 cards" })).toBeInTheDocument()
    screen.getByRole('button', { name: "A1's library, 32 cards" }).focus()
    await user.keyboard('{Enter}')
    await user.click(screen.getByRole('menuitem', { name: 'Shuffle' }))
    expect(screen.getByRole('log').textContent).toMatch(/shuffled/)
  })
})

describe('dialogs', () => {
  it('create tokens from the token list', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.click(screen.getByRole('button', { name: 'Create token for A2' }))
    const dialog = screen.getByRole('dialog', { name: 'Create tokens for A2' })
    const list = within(dialog).getByRole('listbox', { name: 'Token' })
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(5))
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search tokens' }), 'soldier')
    const soldier = within(list).getByRole('option', { name: /^Soldier/ })
    await user.selectOptions(list, soldier)
    const count = within(dialog).getByRole('spinbutton', { name: 'How many' })
    await user.clear(count)
    await user.type(count, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Create' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const tokens = zone(game(), 'A2', 'battlefield').map((id) => card(game(), id))
    expect(tokens.map((t) => [t.name, t.isToken])).toEqual([
      ['Soldier', true],
      ['Soldier', true],
    ])
  })

  it('put any kind of counter on a card', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    await user.click(screen.getByRole('menuitem', { name: 'Add counter…' }))
    const dialog = screen.getByRole('dialog', { name: `Counters on ${nameOf(id)}` })
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of counter' }),
      'charge',
    )
    const count = within(dialog).getByRole('spinbutton', { name: 'How many' })
    await user.clear(count)
    await user.type(count, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(card(game(), id).counters).toEqual({ charge: 3 })
    expect(cardElement(id).textContent).toContain('charge 3')
  })

  it('close with Escape without changing anything', async () => {
    const user = userEvent.setup()
    const { start } = withPermanent()
    renderTable(start)
    await user.click(screen.getByRole('button', { name: 'Create token for A1' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(useGame.getState().fullGame).toBe(start)
  })
})

describe('the graveyard', () => {
  it('opens in the sidebar with every card in it', async () => {
    const user = userEvent.setup()
    let g = newGame()
    const [first, second] = g.players['A1']?.zones.hand ?? []
    g = applyAction(g, { type: 'card/move', player: 'A1', card: first as CardId, to: 'graveyard' })
    g = applyAction(g, { type: 'card/move', player: 'A1', card: second as CardId, to: 'graveyard' })
    renderTable(g)
    await user.click(screen.getByRole('button', { name: "View A1's graveyard, 2 cards" }))
    const viewer = screen.getByRole('region', { name: "A1's graveyard, all cards" })
    expect(within(viewer).getAllByRole('button', { name: /^A1 \d+$/ })).toHaveLength(2)
    expect(useUi.getState().zoneViewer).toEqual({ player: 'A1', zone: 'graveyard' })
    await user.click(within(viewer).getByRole('button', { name: 'Close graveyard' }))
    expect(
      screen.queryByRole('region', { name: "A1's graveyard, all cards" }),
    ).not.toBeInTheDocument()
  })
})

describe('a face-down permanent', () => {
  it('shows its name only to its controller’s team', async () => {
    const user = userEvent.setup()
    const secret = library('Morph secret', 30, (name) => creature(name, 5, 5))
    let g = newGame({ libraries: { A1: secret } })
    const id = g.players['A1']?.zones.hand[0] as CardId
    g = applyAction(g, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      faceDown: true,
    })
    const { container } = renderTable(g)
    expect(cardElement(id)).toHaveAccessibleName('Face-down card')
    expect(cardElement(id).textContent).toContain('Morph secret')
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    // Team B's view knows it by its place on the battlefield only, never by its id.
    const seen = zone(game(), 'A1', 'battlefield')[0] as CardId
    expect(seen).toMatch(/^hidden-/)
    expect(cardElement(seen)).toHaveAccessibleName('Face-down card')
    expect(cardElement(seen).textContent).not.toContain('Morph secret')
    expect(container.innerHTML).not.toContain('Morph secret')
  })
})
