import { describe, it, expect } from 'vitest'
import { validateDeck, type DeckProblem } from '../../src/deck'
import { card, deckOf, doubleFaced, legend, SOL_RING } from './cards'

const HEARTHHULL = legend('Hearthhull, the Worldseed', '{4}', {
  type_line: 'Legendary Artifact — Spacecraft',
  power: '6',
  toughness: '7',
})

function rules(problems: DeckProblem[]): string[] {
  return problems.map((problem) => problem.rule)
}

describe('validateDeck: COMMANDER_TYPE (903.3)', () => {
  it('refuses a card that is not a legendary creature', () => {
    expect(validateDeck(deckOf([SOL_RING]))).toEqual([
      {
        rule: 'COMMANDER_TYPE',
        card: 'Sol Ring',
        message:
          "Sol Ring (Artifact) can't be a commander: a commander must be a legendary creature, a legendary Vehicle or Spacecraft with power and toughness, or a card that says it can be your commander (CR 903.3).",
      },
    ])
  })

  it('refuses a creature that is not legendary', () => {
    const bears = card('Grizzly Bears', { mana_cost: '{1}{G}', type_line: 'Creature — Bear' })
    expect(rules(validateDeck(deckOf([bears])))).toEqual(['COMMANDER_TYPE'])
  })

  it('accepts a Spacecraft with power and toughness, and a card that says it can be your commander', () => {
    const teferi = card('Teferi, Temporal Archmage', {
      mana_cost: '{4}{U}{U}',
      type_line: 'Legendary Planeswalker — Teferi',
      oracle_text:
        '−1: Untap up to four target permanents.\nTeferi, Temporal Archmage can be your commander.',
    })
    expect(validateDeck(deckOf([HEARTHHULL]))).toEqual([])
    expect(validateDeck(deckOf([teferi]))).toEqual([])
  })

  it('refuses a Spacecraft without power and toughness', () => {
    const station = card('Some Station', { type_line: 'Legendary Artifact — Spacecraft' })
    expect(rules(validateDeck(deckOf([station])))).toEqual(['COMMANDER_TYPE'])
  })

  it('reads the front face of a double-faced card', () => {
    const werewolf = doubleFaced(
      'transform',
      { name: 'Village Kid', mana_cost: '{G}', type_line: 'Creature — Human Werewolf' },
      {
        name: 'Legendary Wolf',
        type_line: 'Legendary Creature — Werewolf',
        color_indicator: ['G'],
      },
    )
    expect(rules(validateDeck(deckOf([werewolf])))).toEqual(['COMMANDER_TYPE'])
  })
})

describe('validateDeck: COMMANDER_COLORS (seed 000; S053, S054)', () => {
  it('S053: refuses a white-blue commander, accepts a white one and a colourless one', () => {
    const whiteBlue = legend("Hanna, Ship's Navigator", '{1}{W}{U}')
    const white = legend('Ardenn, Intrepid Archaeologist', '{2}{W}')
    const colourless = legend('Karn, Silver Golem', '{5}', {
      type_line: 'Legendary Artifact Creature — Golem',
    })
    expect(validateDeck(deckOf([whiteBlue]))).toEqual([
      {
        rule: 'COMMANDER_COLORS',
        card: "Hanna, Ship's Navigator",
        message:
          "Hanna, Ship's Navigator has a colour identity of white and blue; each Commander Duo commander may have at most one colour (seed rule, CR 903.4).",
      },
    ])
    expect(validateDeck(deckOf([white]))).toEqual([])
    expect(validateDeck(deckOf([colourless]))).toEqual([])
  })

  it('S054: refuses Valki, God of Lies, whose back face is red', () => {
    const valki = doubleFaced(
      'modal_dfc',
      {
        name: 'Valki, God of Lies',
        mana_cost: '{1}{B}',
        type_line: 'Legendary Creature — God',
        power: '2',
        toughness: '1',
      },
      {
        name: 'Tibalt, Cosmic Impostor',
        mana_cost: '{5}{R}{R}',
        type_line: 'Legendary Planeswalker — Tibalt',
      },
    )
    expect(validateDeck(deckOf([valki]))).toEqual([
      {
        rule: 'COMMANDER_COLORS',
        card: 'Valki, God of Lies // Tibalt, Cosmic Impostor',
        message:
          'Valki, God of Lies // Tibalt, Cosmic Impostor has a colour identity of black and red; each Commander Duo commander may have at most one colour (seed rule, CR 903.4d).',
      },
    ])
  })
})
