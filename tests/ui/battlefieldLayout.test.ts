import { describe, expect, it } from 'vitest'
import { applyAction, type CardData, type GameState } from '../../src/engine'
import { battlefieldEntries, parseEntries } from '../../src/ui/zones/battlefieldLayout'
import { creature, forest, newGame } from '../fixtures/game'

const island: CardData = { name: 'Island', type_line: 'Basic Land — Island', layout: 'normal' }
const ring: CardData = {
  name: 'Sol Ring',
  type_line: 'Artifact',
  mana_cost: '{1}',
  layout: 'normal',
}
const aura: CardData = {
  name: 'Rancor',
  type_line: 'Enchantment — Aura',
  mana_cost: '{G}',
  layout: 'normal',
}

function board(): GameState {
  let s = newGame()
  for (const data of [forest, island, creature('Bear', 2, 2), forest, ring, aura]) {
    s = applyAction(s, { type: 'token/create', player: 'A1', data })
  }
  return s
}

describe('battlefield layout', () => {
  it('puts creatures, other permanents and lands in their rows, lands of one name in a pile', () => {
    const s = board()
    const layout = parseEntries(battlefieldEntries(s, 'A1'))
    const names = (row: 'C' | 'O' | 'L') => layout[row].map((e) => s.cards[e.id]?.data.name)
    expect(names('C')).toEqual(['Bear'])
    expect(names('O')).toEqual(['Sol Ring', 'Rancor'])
    // The pile lies where its first card arrived; its top card carries the count.
    expect(names('L')).toEqual(['Forest', 'Forest', 'Island'])
    expect(layout.L.map((e) => [e.stacked, e.pile])).toEqual([
      [true, 0],
      [false, 2],
      [false, 0],
    ])
    expect(battlefieldEntries(s, 'B1')).toEqual([])
  })

  it('tucks an attached Aura under its host (just before it), and keeps free cards apart', () => {
    let s = board()
    const [host, auraId] = [...s.battlefield].filter((id) =>
      ['Bear', 'Rancor'].includes(s.cards[id]?.data.name ?? ''),
    )
    s = applyAction(s, {
      type: 'card/attach',
      player: 'A1',
      card: auraId as string,
      to: host as string,
    })
    const ringId = s.battlefield.find((id) => s.cards[id]?.data.name === 'Sol Ring') as string
    s = applyAction(s, {
      type: 'card/move',
      player: 'A1',
      card: ringId,
      to: 'battlefield',
      position: { x: 0.2, y: 0.4 },
    })
    const layout = parseEntries(battlefieldEntries(s, 'A1'))
    expect(layout.C.map((e) => [e.id, e.attached])).toEqual([
      [auraId, true],
      [host, false],
    ])
    expect(layout.O).toEqual([])
    expect(layout.free).toEqual([ringId])
  })

  it('gives the same list for the same board, so a tap elsewhere does not re-render it', () => {
    const s = board()
    const before = battlefieldEntries(s, 'A1')
    const bear = s.battlefield.find((id) => s.cards[id]?.data.name === 'Bear') as string
    const tapped = applyAction(s, { type: 'card/tap', player: 'A1', card: bear })
    expect(battlefieldEntries(tapped, 'A1')).toEqual(before)
  })

  it("lays a pile's tapped lands in a pile of their own just after it, so each shows", () => {
    let s = board()
    s = applyAction(s, { type: 'token/create', player: 'A1', data: forest })
    const forests = s.battlefield.filter((id) => s.cards[id]?.data.name === 'Forest')
    expect(forests).toHaveLength(3)
    s = applyAction(s, { type: 'card/tap', player: 'A1', card: forests[0] as string })
    const layout = parseEntries(battlefieldEntries(s, 'A1'))
    // Two untapped Forests (a pile of two), the tapped one alone beside them, then the Island.
    expect(layout.L.map((e) => [s.cards[e.id]?.data.name, e.stacked, e.pile])).toEqual([
      ['Forest', true, 0],
      ['Forest', false, 2],
      ['Forest', false, 0],
      ['Island', false, 0],
    ])
    expect(layout.L[2]?.id).toBe(forests[0])
    // A land alone keeps its slot when it taps: nothing in the row changes.
    const island = s.battlefield.find((id) => s.cards[id]?.data.name === 'Island') as string
    const before = battlefieldEntries(s, 'A1')
    const islandTapped = applyAction(s, { type: 'card/tap', player: 'A1', card: island })
    expect(battlefieldEntries(islandTapped, 'A1')).toEqual(before)
  })
})
