/**
 * The stack's outcomes are the engine's (608.2n, 608.3, 701.6a): where a resolving or countered
 * spell goes follows the rules, not the table's reading of a type line.
 */
import { describe, expect, it } from 'vitest'
import { card, log, stack, zone, type CardData, type GameState } from '../../src/engine'
import { act, creature, findCard, library, newGame, refusal, spell } from '../fixtures/game'

const shock = spell('Shock', { oracle_text: 'Shock deals 2 damage to any target.' })
const bear = creature('Grizzly Bears', 2, 2)
const pacifism: CardData = {
  name: 'Pacifism',
  type_line: 'Enchantment — Aura',
  mana_cost: '{1}{W}',
}

/** A1 has cast `name` (moved from library to the stack). */
function cast(name: string): { s: GameState; id: string } {
  const start = newGame({ libraries: { A1: [shock, bear, pacifism, ...library('A1', 37)] } })
  const id = findCard(start, 'A1', name)
  return { s: act(start, { type: 'card/move', player: 'A1', card: id, to: 'stack' }), id }
}

describe('resolving a spell (608.2n, 608.3)', () => {
  it('a creature spell becomes a permanent under its controller', () => {
    const { s, id } = cast('Grizzly Bears')
    const next = act(s, { type: 'stack/resolve', player: 'B1', card: id })
    expect(card(next, id)).toMatchObject({ zone: 'battlefield', controller: 'A1' })
    expect(stack(next)).toEqual([])
    expect(log(next).some((l) => l.rule === '608.2')).toBe(true)
  })

  it('an Aura spell (an enchantment) becomes a permanent too', () => {
    const { s, id } = cast('Pacifism')
    expect(card(act(s, { type: 'stack/resolve', player: 'A1', card: id }), id).zone).toBe(
      'battlefield',
    )
  })

  it("an instant goes to its owner's graveyard as it finishes resolving", () => {
    const { s, id } = cast('Shock')
    const next = act(s, { type: 'stack/resolve', player: 'A1', card: id })
    expect(zone(next, 'A1', 'graveyard')).toEqual([id])
  })
})

describe('countering a spell (701.6a)', () => {
  it("a countered creature spell goes to its owner's graveyard, not the battlefield", () => {
    const { s, id } = cast('Grizzly Bears')
    const next = act(s, { type: 'stack/counter', player: 'B2', card: id })
    expect(zone(next, 'A1', 'graveyard')).toEqual([id])
    expect(log(next).some((l) => l.rule === '701.6a')).toBe(true)
  })

  it('refuses a card that is not on the stack, and changes nothing', () => {
    const { s } = cast('Shock')
    const inHand = zone(s, 'A1', 'hand')[0] ?? ''
    expect(refusal(s, { type: 'stack/resolve', player: 'A1', card: inHand }).code).toBe(
      'NOT_ON_STACK',
    )
    expect(refusal(s, { type: 'stack/counter', player: 'A1', card: inHand }).code).toBe(
      'NOT_ON_STACK',
    )
  })
})
