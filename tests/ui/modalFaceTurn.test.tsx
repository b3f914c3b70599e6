// @vitest-environment jsdom
/**
 * A modal DFC in hand is turned to the face it will be played with (712.12) from its menu or with
 * T, and the card then shows and is named by that face; its Play plays that face.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, zone } from '../../src/engine'
import { esika, newGame, toMainPhase, valakut } from '../fixtures/game'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

function heldValakut() {
  const start = toMainPhase(
    newGame({ libraries: { A1: Array.from({ length: 40 }, () => valakut) } }),
  )
  renderTable(start)
  const [id] = zone(start, 'A1', 'hand')
  if (id === undefined) throw new Error('A1 should hold a card')
  return id
}

describe('a modal DFC in hand', () => {
  it('turns over from its menu and shows the face it turned to', async () => {
    const user = userEvent.setup()
    const id = heldValakut()
    cardElement(id).focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    await user.click(screen.getByRole('menuitem', { name: 'Turn over to Valakut Stoneforge' }))
    expect(card(game(), id).faceUp).toBe('back')
    expect(cardElement(id)).toHaveAccessibleName('Valakut Stoneforge')
    expect(cardElement(id)).toHaveAttribute('data-face', 'back')

    // Its menu now offers the front again, and its "Play land" plays the land face (305.9).
    cardElement(id).focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    expect(screen.getByRole('menuitem', { name: 'Turn over to Valakut Awakening' })).toBeVisible()
    await user.click(screen.getByRole('menuitem', { name: 'Play land' }))
    expect(card(game(), id)).toMatchObject({ zone: 'battlefield', name: 'Valakut Stoneforge' })
    expect(game().players['A1']?.landsPlayedThisTurn).toBe(1)
  })

  it('turns over with T, and back again', async () => {
    const user = userEvent.setup()
    const id = heldValakut()
    cardElement(id).focus()
    await user.keyboard('t')
    expect(cardElement(id)).toHaveAccessibleName('Valakut Stoneforge')
    await user.keyboard('t')
    expect(cardElement(id)).toHaveAccessibleName('Valakut Awakening')
    expect(card(game(), id).faceUp).toBe('front')
  })
})

describe('a modal DFC commander in the command zone', () => {
  it('turned over with T, offers to cast that face at its own cost (712.12)', async () => {
    const user = userEvent.setup()
    const start = newGame({ commanders: { A1: [esika] } })
    renderTable(start)
    const [id] = zone(start, 'A1', 'command')
    if (id === undefined) throw new Error('A1 should have a commander')
    expect(
      screen.getByRole('button', { name: 'Cast Esika, God of the Tree (total cost 3)' }),
    ).toBeVisible()
    cardElement(id).focus()
    await user.keyboard('t')
    expect(cardElement(id)).toHaveAccessibleName('The Prismatic Bridge')
    await user.click(
      screen.getByRole('button', { name: 'Cast The Prismatic Bridge (total cost 5)' }),
    )
    expect(card(game(), id)).toMatchObject({ zone: 'stack', name: 'The Prismatic Bridge' })
  })
})
