import { describe, it, expect } from 'vitest'
import { makeCardIndex, parseDecklist, resolveDecklist, validateDeck } from '../../src/deck'
import { basic, card, doubleFaced, fixture, legend, SOL_RING } from './cards'

const DELVER = doubleFaced(
  'transform',
  { name: 'Delver of Secrets', mana_cost: '{U}', type_line: 'Creature — Human Wizard' },
  { name: 'Insectile Aberration', type_line: 'Creature — Human Insect', color_indicator: ['U'] },
)
const LIM_DUL = legend('Lim-Dûl the Necromancer', '{5}{B}{B}')
const AETHER_VIAL = card('Æther Vial', { mana_cost: '{1}' })
const FOREST = basic('Forest')

describe('makeCardIndex', () => {
  const lookup = makeCardIndex([DELVER, LIM_DUL, AETHER_VIAL, SOL_RING, FOREST])

  it("finds a double-faced card by 'Front // Back', 'Front/Back', the front or the back name", () => {
    expect(lookup('Delver of Secrets // Insectile Aberration')).toBe(DELVER)
    expect(lookup('Delver of Secrets/Insectile Aberration')).toBe(DELVER)
    expect(lookup('Delver of Secrets')).toBe(DELVER)
    expect(lookup('Insectile Aberration')).toBe(DELVER)
  })

  it('ignores case, accents, Æ and extra spaces', () => {
    expect(lookup('lim-dul the necromancer')).toBe(LIM_DUL)
    expect(lookup('Aether Vial')).toBe(AETHER_VIAL)
    expect(lookup('  SOL   ring ')).toBe(SOL_RING)
  })

  it('finds a double-faced card when the written back name is wrong but the front is right', () => {
    expect(lookup('Delver of Secrets // Something Else')).toBe(DELVER)
  })

  it('returns undefined for an unknown name', () => {
    expect(lookup('Black Lotus')).toBeUndefined()
  })

  it('prefers a full name over a face name and the first card over a later one', () => {
    const fire = card('Fire', { mana_cost: '{R}', type_line: 'Instant' })
    const fireIce = doubleFaced(
      'split',
      { name: 'Fire', mana_cost: '{1}{R}', type_line: 'Instant' },
      { name: 'Ice', mana_cost: '{1}{U}', type_line: 'Instant' },
    )
    expect(makeCardIndex([fireIce, fire])('Fire')).toBe(fire)
    expect(makeCardIndex([SOL_RING, card('Sol Ring', { mana_cost: '{2}' })])('Sol Ring')).toBe(
      SOL_RING,
    )
  })
})

describe('resolveDecklist', () => {
  const lookup = makeCardIndex([legend('Omnath, Locus of Mana', '{2}{G}'), SOL_RING, FOREST])

  it('expands counts into one card per copy and keeps commanders apart', () => {
    const { entries } = parseDecklist(
      'Commander\n1 Omnath, Locus of Mana\nDeck\n1 Sol Ring\n3 Forest',
    )
    const { deck, unknown } = resolveDecklist(entries, lookup)
    expect(unknown).toEqual([])
    expect(deck.commanders.map((c) => c.name)).toEqual(['Omnath, Locus of Mana'])
    expect(deck.cards.map((c) => c.name)).toEqual(['Sol Ring', 'Forest', 'Forest', 'Forest'])
  })

  it('lists names it does not know with their line', () => {
    const { entries } = parseDecklist('1 Sol Ring\n\n1 Sol Rnig\n2 Forrest')
    expect(resolveDecklist(entries, lookup).unknown).toEqual([
      { line: 3, name: 'Sol Rnig' },
      { line: 4, name: 'Forrest' },
    ])
  })

  it('turns an exported list into a deck the checks read', () => {
    const pool = [
      legend('Omnath, Locus of Mana', '{2}{G}'),
      SOL_RING,
      card('Cultivate', { mana_cost: '{2}{G}', type_line: 'Sorcery' }),
      FOREST,
    ]
    const { entries, errors } = parseDecklist(fixture('archidekt.txt'))
    const { deck, unknown } = resolveDecklist(entries, makeCardIndex(pool))
    expect(errors).toEqual([])
    expect(unknown).toEqual([])
    expect(validateDeck(deck).map((problem) => problem.message)).toEqual([
      'The deck has 38 cards; a Commander deck has exactly 100 cards, commanders included (CR 903.5a).',
    ])
  })
})
