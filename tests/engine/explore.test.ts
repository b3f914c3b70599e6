import { describe, expect, it } from 'vitest'
import {
  card,
  log,
  outcome,
  zone,
  type CardData,
  type CardId,
  type GameState,
  type PlayerId,
} from '../../src/engine'
import { act, creature, findCard, forest, library, newGame, spell } from '../fixtures/game'

const jadelightRanger = creature('Jadelight Ranger', 2, 1, {
  mana_cost: '{1}{G}{G}',
  type_line: 'Creature — Merfolk Scout',
  oracle_text:
    'When Jadelight Ranger enters, it explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if it’s a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)',
  keywords: ['Explore'],
})
const lightningBolt = spell('Lightning Bolt', {
  oracle_text: 'Lightning Bolt deals 3 damage to any target.',
})
const sculptedRelic: CardData = {
  name: 'Sculpted Relic',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text: '',
  layout: 'normal',
}

/** A1 has the Ranger on the battlefield and a library whose top cards are `top`, in order. */
function setUp(top: string[], explorer = 'Jadelight Ranger'): { s: GameState; ranger: CardId } {
  let s = newGame({
    libraries: {
      A1: [jadelightRanger, lightningBolt, forest, sculptedRelic, ...library('A1', 36)],
      A2: [forest, lightningBolt, ...library('A2', 38)],
    },
  })
  const ranger = findCard(s, 'A1', explorer)
  s = act(s, { type: 'card/move', player: 'A1', card: ranger, to: 'battlefield' })
  for (const name of [...top].reverse()) {
    s = act(s, {
      type: 'card/move',
      player: 'A1',
      card: findCard(s, 'A1', name),
      to: 'library',
      index: 0,
    })
  }
  return { s, ranger }
}

function explore(
  s: GameState,
  ranger: CardId,
  toGraveyard = false,
  player: PlayerId = 'A1',
): GameState {
  return act(s, { type: 'card/explore', player, card: ranger, toGraveyard })
}

function topOf(s: GameState, p: PlayerId): string {
  return card(s, zone(s, p, 'library')[0] ?? '').name
}

describe('explore (701.44)', () => {
  it('S104: a land goes to hand and the 2/1 stays 2/1', () => {
    const { s: before, ranger } = setUp(['Forest'])
    const forestId = findCard(before, 'A1', 'Forest')
    const s = explore(before, ranger)
    expect(zone(s, 'A1', 'hand')).toContain(forestId)
    expect(card(s, ranger)).toMatchObject({ power: 2, toughness: 1, counters: {} })
    expect(zone(s, 'A1', 'library')).toHaveLength(zone(before, 'A1', 'library').length - 1)
    expect(log(s).some((e) => e.text === 'A1 revealed Forest from the top of their library.')).toBe(
      true,
    )
  })

  it('S105: a nonland gives a +1/+1 counter (3/2) and may go to the graveyard', () => {
    const { s: before, ranger } = setUp(['Lightning Bolt'])
    const s = explore(before, ranger, true)
    expect(card(s, ranger)).toMatchObject({ power: 3, toughness: 2, counters: { '+1/+1': 1 } })
    expect(zone(s, 'A1', 'graveyard')).toEqual([findCard(s, 'A1', 'Lightning Bolt')])
  })

  it('S106: an empty library still gives the counter, and nobody loses', () => {
    let s = newGame({ libraries: { A1: library('Ranger', 7, (n) => creature(n, 2, 1)) } })
    const ranger = zone(s, 'A1', 'hand')[0] ?? ''
    s = act(s, { type: 'card/move', player: 'A1', card: ranger, to: 'battlefield' })
    expect(zone(s, 'A1', 'library')).toEqual([])
    s = explore(s, ranger)
    expect(card(s, ranger)).toMatchObject({ power: 3, toughness: 2, counters: { '+1/+1': 1 } })
    expect(outcome(s).over).toBe(false)
    expect(s.players.A1?.drewFromEmptyLibrary).toBe(false)
    expect(s.log.some((e) => e.rule === '701.44b')).toBe(true)
  })

  it('S107: leaving Bolt on top, both explores reveal Bolt and the Ranger ends 4/3', () => {
    const { s: before, ranger } = setUp(['Lightning Bolt', 'Forest'])
    const handBefore = zone(before, 'A1', 'hand').length
    const s = explore(explore(before, ranger), ranger)
    expect(card(s, ranger)).toMatchObject({ power: 4, toughness: 3, counters: { '+1/+1': 2 } })
    expect(topOf(s, 'A1')).toBe('Lightning Bolt')
    expect(card(s, zone(s, 'A1', 'library')[1] ?? '').name).toBe('Forest')
    expect(zone(s, 'A1', 'hand')).toHaveLength(handBefore)
    expect(log(s).filter((e) => e.text.includes('revealed Lightning Bolt'))).toHaveLength(2)
  })

  it('S107 variant: binning Bolt, the second explore reveals the Forest and the Ranger ends 3/2', () => {
    const { s: before, ranger } = setUp(['Lightning Bolt', 'Forest'])
    const s = explore(explore(before, ranger, true), ranger, true)
    expect(card(s, ranger)).toMatchObject({ power: 3, toughness: 2, counters: { '+1/+1': 1 } })
    expect(zone(s, 'A1', 'graveyard').map((id) => card(s, id).name)).toEqual(['Lightning Bolt'])
    expect(zone(s, 'A1', 'hand')).toContain(findCard(s, 'A1', 'Forest'))
  })

  it('S108: bounced before its trigger resolves, the Ranger still explores: no counter anywhere', () => {
    const { s: before, ranger } = setUp(['Lightning Bolt', 'Forest'])
    let s = act(before, { type: 'card/move', player: 'B1', card: ranger, to: 'hand' })
    s = explore(s, ranger, true)
    expect(card(s, ranger)).toMatchObject({ zone: 'hand', counters: {} })
    expect(zone(s, 'A1', 'graveyard').map((id) => card(s, id).name)).toEqual(['Lightning Bolt'])
    expect(s.log.some((e) => e.rule === '701.44c')).toBe(true)
    // The second explore still finds the Forest and puts it into A1's hand.
    s = explore(s, ranger)
    expect(zone(s, 'A1', 'hand')).toContain(findCard(s, 'A1', 'Forest'))
    expect(Object.values(s.cards).every((c) => (c.counters['+1/+1'] ?? 0) === 0)).toBe(true)
  })

  it('S110: a noncreature artifact can explore and gets the counter', () => {
    const { s: before, ranger: relic } = setUp(['Lightning Bolt'], 'Sculpted Relic')
    const s = explore(before, relic)
    expect(card(s, relic).counters).toEqual({ '+1/+1': 1 })
    expect(topOf(s, 'A1')).toBe('Lightning Bolt')
  })

  it("uses the controller's own library, never the teammate's (810.5)", () => {
    const { s: before, ranger } = setUp(['Lightning Bolt'])
    const a2Library = zone(before, 'A2', 'library')
    const s = explore(before, ranger, true, 'A2')
    expect(zone(s, 'A2', 'library')).toEqual(a2Library)
    expect(zone(s, 'A1', 'graveyard').map((id) => card(s, id).name)).toEqual(['Lightning Bolt'])
    // A stolen explorer explores from its new controller's library.
    let stolen = act(before, {
      type: 'card/move',
      player: 'B1',
      card: ranger,
      to: 'battlefield',
      zoneOwner: 'B1',
    })
    const b1Top = zone(stolen, 'B1', 'library')[0]
    stolen = explore(stolen, ranger, true, 'B1')
    expect(zone(stolen, 'B1', 'graveyard')).toEqual([b1Top])
    expect(topOf(stolen, 'A1')).toBe('Lightning Bolt')
  })

  it('701.44c: a stolen explorer that has left explores from its last controller’s library', () => {
    const { s: before, ranger } = setUp(['Lightning Bolt'])
    let s = act(before, {
      type: 'card/move',
      player: 'B1',
      card: ranger,
      to: 'battlefield',
      zoneOwner: 'B1',
    })
    // B1's stolen Ranger dies before its explore resolves: B1 last controlled it, so B1 reveals.
    s = act(s, { type: 'card/move', player: 'B1', card: ranger, to: 'graveyard' })
    const b1Top = zone(s, 'B1', 'library')[0]
    s = explore(s, ranger, true, 'B1')
    expect(zone(s, 'B1', 'graveyard')).toEqual([b1Top])
    expect(topOf(s, 'A1')).toBe('Lightning Bolt')
    expect(s.log.some((e) => e.rule === '701.44c' && e.text.includes('B1'))).toBe(true)
  })
})
