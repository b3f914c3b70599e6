// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, card, type CardId, type GameState } from '../../src/engine'
import { useGame } from '../../src/store'
import { forest, newGame, toMainPhase } from '../fixtures/game'
import { cardElement, game, nameOf, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

/** A game with A1's first card in hand already on the battlefield. */
function withPermanent(): { start: GameState; id: CardId } {
  const g = newGame()
  const id = g.players['A1']?.zones.hand[0] as CardId
  return {
    start: applyAction(g, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }),
    id,
  }
}

describe('a permanent', () => {
  it('taps with Enter and untaps with Space, one history step each', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    const el = screen.getByRole('button', { name: nameOf(id) })
    expect(el).toHaveAttribute('data-card-id', id)
    el.focus()
    await user.keyboard('{Enter}')
    expect(card(game(), id).tapped).toBe(true)
    expect(cardElement(id)).toHaveClass('is-tapped')
    expect(cardElement(id)).toHaveAttribute('aria-description', 'tapped')
    await user.keyboard(' ')
    expect(card(game(), id).tapped).toBe(false)
    expect(useGame.getState().past).toHaveLength(2)
  })

  it('taps on click', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    await user.click(cardElement(id))
    expect(card(game(), id).tapped).toBe(true)
  })

  it('is cast from hand with Enter: onto the stack, focus following it (601.2a)', async () => {
    const user = userEvent.setup()
    const start = newGame()
    renderTable(start)
    const id = start.players['A1']?.zones.hand[2] as CardId
    cardElement(id).focus()
    await user.keyboard('{Enter}')
    expect(card(game(), id).zone).toBe('stack')
    const stack = screen.getByRole('region', { name: 'The stack' })
    expect(within(stack).getByRole('button', { name: nameOf(id) })).toBe(cardElement(id))
    await waitFor(() => expect(cardElement(id)).toHaveFocus())
  })

  it('a land in hand is played with Enter, using the land drop (305.9)', async () => {
    const user = userEvent.setup()
    // The first main phase, where a land may be played (305.1).
    const start = toMainPhase(
      newGame({ libraries: { A1: Array.from({ length: 40 }, () => forest) } }),
    )
    renderTable(start)
    const id = start.players['A1']?.zones.hand[0] as CardId
    cardElement(id).focus()
    await user.keyboard('{Enter}')
    expect(card(game(), id).zone).toBe('battlefield')
    expect(game().players['A1']?.landsPlayedThisTurn).toBe(1)
    const battlefield = screen.getByRole('region', { name: "A1's battlefield" })
    expect(within(battlefield).getByRole('button', { name: nameOf(id) })).toBe(cardElement(id))
  })
})

describe('Undo and Redo', () => {
  it('are disabled with no history, and step through it', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    const undo = screen.getByRole('button', { name: 'Undo' })
    const redo = screen.getByRole('button', { name: 'Redo' })
    expect(undo).toBeDisabled()
    expect(redo).toBeDisabled()

    await user.click(cardElement(id))
    expect(undo).toBeEnabled()
    await user.click(undo)
    expect(useGame.getState().fullGame).toBe(start)
    expect(cardElement(id)).not.toHaveClass('is-tapped')
    expect(undo).toBeDisabled()
    expect(redo).toBeEnabled()
    await user.click(redo)
    expect(card(game(), id).tapped).toBe(true)
    expect(redo).toBeDisabled()
  })

  it('answer Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    await user.click(cardElement(id))
    await user.keyboard('{Control>}z{/Control}')
    expect(card(game(), id).tapped).toBe(false)
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(card(game(), id).tapped).toBe(true)
    await user.keyboard('{Control>}z{/Control}{Control>}y{/Control}')
    expect(card(game(), id).tapped).toBe(true)
  })
})

describe('the context menu', () => {
  it('opens with Shift+F10, moves with the arrow keys, runs with Enter', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    cardElement(id).focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    const menu = screen.getByRole('menu', { name: `Actions for ${nameOf(id)}` })
    const items = within(menu).getAllByRole('menuitem')
    // Each label, without the letter shown beside it.
    expect(items.map((i) => i.childNodes[0]?.textContent)).toEqual([
      'Tap',
      'Turn face down',
      'Add +1/+1 counter',
      'Add counter…',
      'Explore',
      'To hand',
      'To graveyard',
      'To exile',
      'To top of library',
      'To bottom of library',
    ])
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(items[items.length - 1]).toHaveFocus()
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}')
    expect(card(game(), id).counters).toEqual({ '+1/+1': 1 })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await waitFor(() => expect(cardElement(id)).toHaveFocus())
  })

  it('closes with Escape and gives focus back to the card', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    cardElement(id).focus()
    await user.keyboard('{ContextMenu}')
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(cardElement(id)).toHaveFocus()
    expect(useGame.getState().fullGame).toBe(start)
  })

  it('opens with a right click and moves the card', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    await user.click(screen.getByRole('menuitem', { name: 'To graveyard' }))
    expect(card(game(), id).zone).toBe('graveyard')
    const graveyard = screen.getByRole('region', { name: "A1's graveyard" })
    expect(within(graveyard).getByRole('button', { name: nameOf(id) })).toBeInTheDocument()
  })

  it('shows the engine’s refusal as an alert and changes nothing', async () => {
    const user = userEvent.setup()
    const { start, id } = withPermanent()
    renderTable(start)
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    await user.click(screen.getByRole('menuitem', { name: 'Add +1/+1 counter' }))
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    await user.click(screen.getByRole('menuitem', { name: 'Remove +1/+1 counter' }))
    expect(card(game(), id).counters).toEqual({})
    // Moving a card into another player's graveyard is refused (400.3).
    useGame
      .getState()
      .dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard', zoneOwner: 'B1' })
    expect(await screen.findByRole('alert')).toHaveTextContent(/belongs to A1/)
    expect(card(game(), id).zone).toBe('battlefield')
  })
})
