// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, commanders, type CardId } from '../../src/engine'
import { useGame } from '../../src/store'
import { dropToAction } from '../../src/ui/dnd/dropToAction'
import { newGame, spell } from '../fixtures/game'
import { game, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

function a1Commander(): CardId {
  const id = commanders(game(), 'A1')[0]
  if (!id) throw new Error('A1 has no commander')
  return id
}

function taxShown(id: CardId): string | null | undefined {
  return document.querySelector(`[data-commander-tax="${id}"]`)?.textContent
}

describe('the command zone', { timeout: 60_000 }, () => {
  it('shows the cost with the tax: 0, then 2 after a cast and a return', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const id = a1Commander()
    expect(taxShown(id)).toBe('0')
    const zone = screen.getByRole('region', { name: "A1's command zone" })
    expect(zone).toHaveTextContent('+ 0 tax')

    await user.click(screen.getByRole('button', { name: 'Cast Commander A1 (total cost 2)' }))
    expect(game().cards[id]?.zone).toBe('stack')
    expect(taxShown(id)).toBeUndefined()

    act(() => {
      useGame.getState().dispatch({ type: 'card/move', player: 'A1', card: id, to: 'command' })
    })
    expect(taxShown(id)).toBe('2')
    expect(zone).toHaveTextContent('+ 2 tax')
    expect(screen.getByRole('button', { name: 'Cast Commander A1 (total cost 4)' })).toBeVisible()
  })

  it('"Cast" dispatches commander/cast: one undo step, the cast counted', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const id = a1Commander()
    await user.click(screen.getByRole('button', { name: /^Cast Commander A1/ }))
    expect(game().commanderCasts[id]).toBe(1)
    expect(useGame.getState().past).toHaveLength(1)
    expect(game().stack).toEqual([id])
  })

  it('offers "Cast" in the commander card menu too', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const id = a1Commander()
    const commander = screen.getByRole('button', { name: /^Commander A1/ })
    await user.pointer({ keys: '[MouseRight]', target: commander })
    await user.click(screen.getByRole('menuitem', { name: 'Cast (total cost 2)' }))
    expect(game().cards[id]?.zone).toBe('stack')
    expect(game().commanderCasts[id]).toBe(1)
  })
})

describe('a drop from the command zone', () => {
  const commander = {
    id: 'c1',
    zone: 'command',
    owner: 'A1',
    controller: 'A1',
    isCommander: true,
  } as const

  it('onto the battlefield or the stack casts the commander', () => {
    const cast = { type: 'commander/cast', player: 'A1', card: 'c1' }
    expect(
      dropToAction({ card: commander, target: { player: 'A1', zone: 'battlefield' } }),
    ).toEqual(cast)
    expect(dropToAction({ card: commander, target: { player: 'B1', zone: 'stack' } })).toEqual(cast)
  })

  it('anywhere else is an ordinary move', () => {
    expect(dropToAction({ card: commander, target: { player: 'A1', zone: 'graveyard' } })).toEqual({
      type: 'card/move',
      player: 'A1',
      card: 'c1',
      to: 'graveyard',
    })
  })

  it('onto the shared stack keeps the caster as controller', () => {
    const inHand = { id: 'c9', zone: 'hand', owner: 'B2', controller: 'B2' } as const
    expect(dropToAction({ card: inHand, target: { player: 'A1', zone: 'stack' } })).toEqual({
      type: 'card/move',
      player: 'B2',
      card: 'c9',
      to: 'stack',
    })
  })
})

describe('the stack', { timeout: 60_000 }, () => {
  it('lists the spell; Resolve puts a permanent spell onto its caster’s battlefield', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const id = a1Commander()
    await user.click(screen.getByRole('button', { name: /^Cast Commander A1/ }))
    const stack = screen.getByRole('region', { name: 'The stack' })
    expect(within(stack).getByRole('button', { name: 'Commander A1' })).toHaveAttribute(
      'data-card-id',
      id,
    )
    expect(stack).toHaveTextContent('by A1 · → battlefield')
    await user.click(within(stack).getByRole('button', { name: 'Resolve Commander A1' }))
    expect(game().cards[id]?.zone).toBe('battlefield')
    expect(game().cards[id]?.controller).toBe('A1')
    // The stack stays where it is, empty, as the place to cast the next spell.
    expect(within(stack).queryByRole('listitem')).toBeNull()
    expect(stack).toHaveTextContent('Stack 0')
  })

  it('resolves an instant into its owner’s graveyard, top spell first', async () => {
    const user = userEvent.setup()
    let g = newGame({ libraries: { A1: [spell('Shock'), spell('Opt')] } })
    const [shock, opt] = [g.players['A1']?.zones.hand[0], g.players['A1']?.zones.hand[1]]
    if (!shock || !opt) throw new Error('no spells in hand')
    g = applyAction(g, { type: 'card/move', player: 'A1', card: shock, to: 'stack' })
    g = applyAction(g, { type: 'card/move', player: 'A1', card: opt, to: 'stack' })
    renderTable(g)
    const list = screen.getByRole('list', { name: 'Spells on the stack, top first' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Top'),
      expect.not.stringContaining('Top'),
    ])
    expect(items[0]).toHaveTextContent(game().cards[opt]?.data.name ?? '')
    await user.click(screen.getByRole('button', { name: /^Resolve Opt/ }))
    expect(game().cards[opt]?.zone).toBe('graveyard')
    await user.click(screen.getByRole('button', { name: /^Counter Shock/ }))
    expect(game().cards[shock]?.zone).toBe('graveyard')
  })
})
