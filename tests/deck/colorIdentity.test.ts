import { describe, it, expect } from 'vitest'
import { colorIdentity } from '../../src/deck'
import { basic, card, doubleFaced, legend } from './cards'

describe('colorIdentity (CR 903.4)', () => {
  it('counts mana cost symbols, in WUBRG order without repeats', () => {
    expect(colorIdentity(card('Three-colour', { mana_cost: '{G}{W}{U}{G}' }))).toEqual([
      'W',
      'U',
      'G',
    ])
  })

  it('counts both halves of a hybrid symbol', () => {
    const kitchenFinks = card('Kitchen Finks', {
      mana_cost: '{1}{G/W}{G/W}',
      type_line: 'Creature — Ouphe',
    })
    expect(colorIdentity(kitchenFinks)).toEqual(['W', 'G'])
  })

  it('counts the colour of a Phyrexian symbol and of a {2/W} symbol', () => {
    expect(colorIdentity(card('Birthing Pod', { mana_cost: '{3}{G/P}' }))).toEqual(['G'])
    expect(colorIdentity(card('Dismember', { mana_cost: '{1}{B/P}{B/P}' }))).toEqual(['B'])
    expect(colorIdentity(card('Spectral Procession', { mana_cost: '{2/W}{2/W}{2/W}' }))).toEqual([
      'W',
    ])
  })

  it('counts mana symbols in rules text: Bosh, Iron Golem is red (903.4 example)', () => {
    const bosh = legend('Bosh, Iron Golem', '{8}', {
      type_line: 'Legendary Artifact Creature — Golem',
      oracle_text:
        "Trample\n{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the sacrificed artifact's mana value to any target.",
    })
    expect(colorIdentity(bosh)).toEqual(['R'])
  })

  it('counts the back face: Civilized Scholar // Homicidal Brute is blue and red (903.4d)', () => {
    const scholar = doubleFaced(
      'transform',
      {
        name: 'Civilized Scholar',
        mana_cost: '{2}{U}',
        type_line: 'Creature — Human Advisor',
        oracle_text:
          '{T}: Draw a card, then discard a card. If a creature card is discarded this way, untap Civilized Scholar, then transform it.',
      },
      {
        name: 'Homicidal Brute',
        type_line: 'Creature — Human Mutant',
        color_indicator: ['R'],
        oracle_text:
          "At the beginning of your end step, if Homicidal Brute didn't attack this turn, tap Homicidal Brute, then transform it.",
      },
    )
    expect(colorIdentity(scholar)).toEqual(['U', 'R'])
  })

  it('counts a colour indicator', () => {
    const dryadArbor = card('Dryad Arbor', {
      type_line: 'Land Creature — Forest Dryad',
      color_indicator: ['G'],
    })
    expect(colorIdentity(dryadArbor)).toEqual(['G'])
  })

  it("counts the card's colors and a characteristic-defining 'is all colors'", () => {
    expect(colorIdentity(card('Painted', { colors: ['U'] }))).toEqual(['U'])
    const courier = card('Transguild Courier', {
      mana_cost: '{4}',
      type_line: 'Artifact Creature — Golem',
      oracle_text: 'Transguild Courier is all colors.',
    })
    expect(colorIdentity(courier)).toEqual(['W', 'U', 'B', 'R', 'G'])
  })

  it('ignores reminder text', () => {
    const syndic = card('Syndic of Tithes', {
      mana_cost: '{2}{W}',
      type_line: 'Creature — Human Cleric',
      oracle_text:
        'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)',
    })
    expect(colorIdentity(syndic)).toEqual(['W'])
    expect(colorIdentity(basic('Forest'))).toEqual([])
  })

  it('gives no colour to {C}, {T}, {X} or {S}', () => {
    const relic = card('Relic', { mana_cost: '{X}{S}', oracle_text: '{T}: Add {C}.' })
    expect(colorIdentity(relic)).toEqual([])
  })

  it('never reports less than a color_identity field that is present', () => {
    const breedingPool = card('Breeding Pool', {
      type_line: 'Land — Forest Island',
      oracle_text: '({T}: Add {G} or {U}.)',
      color_identity: ['G', 'U'],
    })
    expect(colorIdentity(breedingPool)).toEqual(['U', 'G'])
  })

  it('counts every face of a modal double-faced card: Valki is black and red', () => {
    const valki = doubleFaced(
      'modal_dfc',
      { name: 'Valki, God of Lies', mana_cost: '{1}{B}', type_line: 'Legendary Creature — God' },
      {
        name: 'Tibalt, Cosmic Impostor',
        mana_cost: '{5}{R}{R}',
        type_line: 'Legendary Planeswalker — Tibalt',
      },
    )
    expect(colorIdentity(valki)).toEqual(['B', 'R'])
  })
})
