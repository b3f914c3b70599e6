/**
 * The bot counts its mana the way a player does (issue 39): basic land types (305.6), "{T}: Add
 * …" text with its colours, commander colour identity for Arcane Signet, no mana from a creature
 * with summoning sickness (302.6) or a tapped source; and pays a cost with the sources it taps.
 */
import { describe, expect, it } from 'vitest'
import { manaSources, type ManaSource } from '../../src/bots/mana'
import { costOf, payWith } from '../../src/bots/payment'
import { act, creature, forest, legend, newGame, putOntoBattlefield } from '../fixtures/game'
import type { CardData, GameState } from '../../src/engine'

const island: CardData = {
  name: 'Island',
  type_line: 'Basic Land — Island',
  oracle_text: '({T}: Add {U}.)',
}
const solRing: CardData = {
  name: 'Sol Ring',
  mana_cost: '{1}',
  type_line: 'Artifact',
  oracle_text: '{T}: Add {C}{C}.',
}
const signet: CardData = {
  name: 'Arcane Signet',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text: "{T}: Add one mana of any color in your commander's color identity.",
}
const guildgate: CardData = {
  name: 'Simic Guildgate',
  type_line: 'Land — Gate',
  oracle_text: 'This land enters tapped.\n{T}: Add {G} or {U}.',
}
const elves = creature('Llanowar Elves', 1, 1, { mana_cost: '{G}', oracle_text: '{T}: Add {G}.' })
const mindStone: CardData = {
  name: 'Mind Stone',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text: '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
}

function board(cards: CardData[], turnNumber = 3): { s: GameState; ids: string[] } {
  let s = newGame({
    commanders: { A1: [legend('Captain', { mana_cost: '{1}{G}{U}', colors: ['G', 'U'] })] },
  })
  const ids: string[] = []
  for (const data of cards) {
    const put = putOntoBattlefield(s, 'A1', data)
    s = put.state
    ids.push(put.id)
  }
  return { s: { ...s, turn: { ...s.turn, number: turnNumber } }, ids }
}

const colours = (sources: ManaSource[]) =>
  sources.map((x) => x.units.map((u) => u.join('')).join('+'))

describe('bots count mana from type lines and "{T}: Add" text', () => {
  it('a basic land by its type (305.6), Sol Ring two colourless, a gate either colour, Mind Stone one', () => {
    const { s } = board([forest, island, solRing, guildgate, mindStone])
    expect(colours(manaSources(s, 'A1'))).toEqual(['G', 'U', 'C+C', 'GU', 'C'])
  })

  it("Arcane Signet makes any colour of the commander's colour identity (903.4)", () => {
    const { s } = board([signet])
    expect(colours(manaSources(s, 'A1'))).toEqual(['UG'])
  })

  it('a mana creature under its controller since this turn makes none (302.6); a tapped source none', () => {
    const { s, ids } = board([elves, forest], 1)
    expect(colours(manaSources(s, 'A1'))).toEqual(['G'])
    const later = { ...s, turn: { ...s.turn, number: 2 } }
    expect(colours(manaSources(later, 'A1'))).toEqual(['G', 'G'])
    const tapped = act(later, { type: 'card/tap', player: 'A1', card: ids[1] ?? '' })
    expect(colours(manaSources(tapped, 'A1'))).toEqual(['G'])
  })
})

describe('bots pay a cost by tapping (601.2g–h)', () => {
  const src = (id: string, ...units: string[]): ManaSource => ({
    id,
    units: units.map((u) => u.split('') as ManaSource['units'][number]),
    land: true,
  })

  it('coloured symbols from the sources of that colour, the generic part from the rest', () => {
    const sources = [src('f', 'G'), src('i', 'U'), src('ring', 'C', 'C')]
    expect(payWith(sources, costOf('{2}{G}{U}'))).toEqual(['f', 'i', 'ring'])
    expect(payWith(sources, costOf('{G}{G}'))).toBeNull()
  })

  it('both mana of Sol Ring pay the generic part before another land is tapped', () => {
    const sources = [src('f1', 'G'), src('f2', 'G'), src('ring', 'C', 'C')]
    expect(payWith(sources, costOf('{2}{G}'))).toEqual(['f1', 'ring'])
  })

  it('a flexible source is kept for the colour only it makes', () => {
    const sources = [src('any', 'WUBRG'), src('m', 'R')]
    expect(payWith(sources, costOf('{B}{R}'))).toEqual(['any', 'm'])
  })

  it('commander tax adds generic mana (903.8); an X spell is left in hand', () => {
    const sources = [src('f', 'G'), src('i', 'U'), src('x', 'G')]
    expect(payWith(sources, costOf('{G}', 2))).toEqual(['f', 'i', 'x'])
    expect(payWith(sources, costOf('{G}', 3))).toBeNull()
    expect(costOf('{X}{W}').x).toBe(true)
    expect(payWith(sources, costOf('{X}{G}'))).toBeNull()
  })

  it('hybrid symbols take either colour, {2/W} its colour', () => {
    expect(costOf('{G/U}{2/W}').pips).toEqual([['U', 'G'], ['W']])
  })
})
