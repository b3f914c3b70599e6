// @vitest-environment jsdom
/**
 * The card menu offers both a play and a put (305.4), and a modal DFC's back face (712.12):
 * a land put onto the battlefield uses no land drop, so a second land can still be played.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, zone, type CardData } from '../../src/engine'
import { forest, newGame, toMainPhase } from '../fixtures/game'
import { cardElement, game, nameOf, renderTable, resetStores } from './tableHarness'

/**
 * Opens one card's menu from the keyboard (Shift+F10), as a player without a mouse would. Both
 * Forests' menus have the same name, so the last one must be gone before the next is opened.
 */
async function openMenu(
  user: ReturnType<typeof userEvent.setup>,
  id: string,
): Promise<ReturnType<typeof within>> {
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  // Closing the last menu hands focus back to its card a frame later: focus this one after that.
  await waitFor(async () => {
    cardElement(id).focus()
    await new Promise((settled) => requestAnimationFrame(() => settled(undefined)))
    expect(cardElement(id)).toHaveFocus()
  })
  await user.keyboard('{Shift>}{F10}{/Shift}')
  // Its items are looked for in the menu alone: a role query over the whole table is slow
  // enough under load to outlast Testing Library's wait.
  return within(await screen.findByRole('menu', { name: `Actions for ${nameOf(id)}` }))
}

beforeEach(resetStores)

const valakut: CardData = {
  name: 'Valakut Awakening // Valakut Stoneforge',
  layout: 'modal_dfc',
  card_faces: [
    { name: 'Valakut Awakening', mana_cost: '{2}{R}', type_line: 'Instant', oracle_text: '' },
    { name: 'Valakut Stoneforge', mana_cost: '', type_line: 'Land', oracle_text: '' },
  ],
}

const allOf = (data: CardData) => Array.from({ length: 40 }, () => data)

describe('the card menu of a land in hand', () => {
  it('puts it onto the battlefield without using the land drop, then plays another', async () => {
    const user = userEvent.setup()
    const start = toMainPhase(newGame({ libraries: { A1: allOf(forest) } }))
    renderTable(start)
    const [first, second] = zone(start, 'A1', 'hand')
    if (first === undefined || second === undefined) throw new Error('A1 should hold lands')
    const firstMenu = await openMenu(user, first)
    await user.click(await firstMenu.findByRole('menuitem', { name: 'Put onto the battlefield' }))
    expect(card(game(), first).zone).toBe('battlefield')
    expect(game().players['A1']?.landsPlayedThisTurn).toBe(0)
    const secondMenu = await openMenu(user, second)
    await user.click(await secondMenu.findByRole('menuitem', { name: 'Play land' }))
    expect(card(game(), second).zone).toBe('battlefield')
    expect(game().players['A1']?.landsPlayedThisTurn).toBe(1)
  })

  it("plays a modal DFC's land back face", async () => {
    const user = userEvent.setup()
    const start = toMainPhase(newGame({ libraries: { A1: allOf(valakut) } }))
    renderTable(start)
    const [id] = zone(start, 'A1', 'hand')
    if (id === undefined) throw new Error('A1 should hold a card')
    const menu = await openMenu(user, id)
    await user.click(
      await menu.findByRole('menuitem', { name: 'Play back face (Valakut Stoneforge)' }),
    )
    expect(card(game(), id)).toMatchObject({ zone: 'battlefield', name: 'Valakut Stoneforge' })
    expect(game().players['A1']?.landsPlayedThisTurn).toBe(1)
  })
})
