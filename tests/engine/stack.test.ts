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

describe('leaving the stack for exile or a hand when an effect says so', () => {
  it('702.34a: a flashback instant resolves into exile, not the graveyard', () => {
    const { s, id } = cast('Shock')
    const next = act(s, { type: 'stack/resolve', player: 'A1', card: id, to: 'exile' })
    expect(zone(next, 'A1', 'exile')).toEqual([id])
    expect(zone(next, 'A1', 'graveyard')).toEqual([])
    expect(stack(next)).toEqual([])
  })

  it("702.27a: a buyback instant resolves into its owner's hand", () => {
    const { s, id } = cast('Shock')
    const next = act(s, { type: 'stack/resolve', player: 'A1', card: id, to: 'hand' })
    expect(card(next, id).zone).toBe('hand')
  })

  it('608.3: a permanent spell always resolves onto the battlefield; exile is refused', () => {
    const { s, id } = cast('Grizzly Bears')
    const r = refusal(s, { type: 'stack/resolve', player: 'A1', card: id, to: 'exile' })
    expect(r.code).toBe('PERMANENT_SPELL')
    expect(card(s, id).zone).toBe('stack')
  })

  it('701.6a: a spell countered "exile it instead" is exiled; Remand\'s goes to its owner\'s hand', () => {
    const { s, id } = cast('Grizzly Bears')
    const exiled = act(s, { type: 'stack/counter', player: 'B1', card: id, to: 'exile' })
    expect(zone(exiled, 'A1', 'exile')).toEqual([id])
    expect(log(exiled).some((l) => l.text.includes('it is exiled instead'))).toBe(true)
    const returned = act(s, { type: 'stack/counter', player: 'B1', card: id, to: 'hand' })
    expect(card(returned, id).zone).toBe('hand')
  })

  it('608.2n, 701.6a: refuses any other place, and changes nothing', () => {
    const { s, id } = cast('Shock')
    const bad = { type: 'stack/resolve', player: 'A1', card: id, to: 'library' } as unknown
    expect(refusal(s, bad as Parameters<typeof refusal>[1]).code).toBe('BAD_ZONE')
    expect(card(s, id).zone).toBe('stack')
  })
})
