// @vitest-environment jsdom
/**
 * Casting from hand (601.2a): a double-click, Enter or the menu's "Cast" puts a spell on the
 * stack, where it can be read and resolved; a land's main action plays it (305.9); an instant is
 * never offered the battlefield (400.4a).
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, zone, type CardData, type CardId, type GameState } from '../../src/engine'
import {
  act,
  creature,
  findCard,
  forest,
  library,
  newGame,
  spell,
  toMainPhase,
} from '../fixtures/game'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

const incinerate: CardData = spell('Incinerate', {
  mana_cost: '{1}{R}',
  oracle_text:
    "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
})
const bear = creature('Grizzly Bears', 2, 2)

/** A1 holds Incinerate, Grizzly Bears and a Forest. */
function start(): { s: GameState; bolt: CardId; bears: CardId; land: CardId } {
  let s = newGame({ libraries: { A1: [incinerate, bear, forest, ...library('A1', 37)] } })
  const ids = ['Incinerate', 'Grizzly Bears', 'Forest'].map((name) => findCard(s, 'A1', name))
  for (const id of ids) {
    if (card(s, id).zone !== 'hand')
      s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' })
  }
  const [bolt, bears, land] = ids as [CardId, CardId, CardId]
  // The first main phase, where a land may be played (305.1).
  return { s: toMainPhase(s), bolt, bears, land }
}

const stackRegion = () => screen.getByRole('region', { name: 'The stack' })

describe('casting from hand', () => {
  it('the stack is always there, empty, saying how to cast', () => {
    renderTable(start().s)
    expect(stackRegion()).toHaveTextContent('Stack 0')
    expect(stackRegion()).toHaveTextContent('double-click it, press Enter on it, or drag it here')
  })

  it('a double-clicked instant goes onto the stack, readable there, and resolves into the graveyard', async () => {
    const user = userEvent.setup()
    const { s, bolt } = start()
    renderTable(s)
    await user.dblClick(cardElement(bolt))
    expect(card(game(), bolt).zone).toBe('stack')
    const item = within(stackRegion()).getByRole('listitem')
    expect(item).toHaveTextContent('Incinerate')
    expect(item).toHaveTextContent('Instant')
    expect(item).toHaveTextContent('Incinerate deals 3 damage to any target.')
    expect(item).toHaveTextContent('Top · by A1 · → graveyard')
    await user.click(within(item).getByRole('button', { name: 'Resolve Incinerate' }))
    expect(zone(game(), 'A1', 'graveyard')).toEqual([bolt])
    expect(within(stackRegion()).queryByRole('listitem')).toBeNull()
  })

  it('the menu casts with C; the spell’s menu resolves it into exile (flashback)', async () => {
    const user = userEvent.setup()
    const { s, bolt } = start()
    renderTable(s)
    await user.pointer({ keys: '[MouseRight]', target: cardElement(bolt) })
    const menu = screen.getByRole('menu', { name: 'Actions for Incinerate' })
    expect(within(menu).getByRole('menuitem', { name: 'Cast' })).toHaveAttribute(
      'aria-keyshortcuts',
      'C',
    )
    expect(within(menu).queryByRole('menuitem', { name: 'Put onto the battlefield' })).toBeNull()
    await user.keyboard('c')
    expect(card(game(), bolt).zone).toBe('stack')

    await user.click(
      within(stackRegion()).getByRole('button', { name: 'More actions for Incinerate' }),
    )
    const spellMenu = screen.getByRole('menu', { name: 'Actions for Incinerate' })
    await user.click(within(spellMenu).getByRole('menuitem', { name: 'Resolve into exile' }))
    expect(zone(game(), 'A1', 'exile')).toEqual([bolt])
  })

  it('a creature spell cast with Enter resolves onto the battlefield under its caster', async () => {
    const user = userEvent.setup()
    const { s, bears } = start()
    renderTable(s)
    cardElement(bears).focus()
    await user.keyboard('{Enter}')
    const item = within(stackRegion()).getByRole('listitem')
    expect(item).toHaveTextContent('→ battlefield')
    await user.click(within(item).getByRole('button', { name: 'Resolve Grizzly Bears' }))
    expect(card(game(), bears)).toMatchObject({ zone: 'battlefield', controller: 'A1' })
  })

  it('a double-clicked land is played, not cast: its land drop is used', async () => {
    const user = userEvent.setup()
    const { s, land } = start()
    renderTable(s)
    await user.dblClick(cardElement(land))
    expect(card(game(), land).zone).toBe('battlefield')
    expect(game().players['A1']?.landsPlayedThisTurn).toBe(1)
    expect(game().stack).toEqual([])
  })

  it('Counter sends the spell to its owner’s graveyard', async () => {
    const user = userEvent.setup()
    const { s, bears } = start()
    renderTable(s)
    await user.dblClick(cardElement(bears))
    await user.click(screen.getByRole('button', { name: 'Counter Grizzly Bears' }))
    expect(zone(game(), 'A1', 'graveyard')).toEqual([bears])
  })
})
