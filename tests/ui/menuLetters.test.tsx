// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, card, type CardId } from '../../src/engine'
import { newGame } from '../fixtures/game'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

describe('a card menu', () => {
  it('shows a letter beside each item, and the letter runs it', async () => {
    const user = userEvent.setup()
    const g = newGame()
    const id = g.players['A1']?.zones.hand[0] as CardId
    renderTable(applyAction(g, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }))
    cardElement(id).focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    const items = screen.getAllByRole('menuitem')
    const letters = items.map((item) => item.getAttribute('aria-keyshortcuts'))
    // Each item its own letter, shown on screen.
    expect(new Set(letters.filter(Boolean)).size).toBe(letters.filter(Boolean).length)
    const graveyard = screen.getByRole('menuitem', { name: 'To graveyard' })
    const letter = graveyard.getAttribute('aria-keyshortcuts') ?? ''
    expect(graveyard).toHaveTextContent(new RegExp(`To graveyard${letter}$`))
    await user.keyboard(letter.toLowerCase())
    expect(card(game(), id).zone).toBe('graveyard')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
