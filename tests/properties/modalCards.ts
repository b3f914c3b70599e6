/**
 * Modal double-faced cards for the fuzz (712.12): the sample decks hold none, so the card search
 * (card/conjure) brings these in, and card/chooseFace, the faces they are played with and their
 * token copies (707.8a) get played too. Real cards, Scryfall's fields.
 */
import type { CardData } from '../../src/engine'
import { esika, valakut } from '../fixtures/game'

const kazandu: CardData = {
  name: 'Kazandu Mammoth // Kazandu Valley',
  layout: 'modal_dfc',
  card_faces: [
    {
      name: 'Kazandu Mammoth',
      mana_cost: '{2}{G}{G}',
      type_line: 'Creature — Elephant',
      oracle_text:
        'Landfall — Whenever a land you control enters, Kazandu Mammoth gets +2/+2 until end of turn.',
      power: '3',
      toughness: '3',
    },
    {
      name: 'Kazandu Valley',
      mana_cost: '',
      type_line: 'Land',
      oracle_text: 'Kazandu Valley enters tapped.\n{T}: Add {G}.',
    },
  ],
}

const shatterskull: CardData = {
  name: 'Shatterskull Smashing // Shatterskull, the Hammer Pass',
  layout: 'modal_dfc',
  card_faces: [
    {
      name: 'Shatterskull Smashing',
      mana_cost: '{X}{R}{R}',
      type_line: 'Sorcery',
      oracle_text:
        'Shatterskull Smashing deals X damage divided as you choose among up to two target creatures and/or planeswalkers. If X is 6 or more, Shatterskull Smashing deals twice X damage divided as you choose among them instead.',
    },
    {
      name: 'Shatterskull, the Hammer Pass',
      mana_cost: '',
      type_line: 'Land',
      oracle_text:
        "As Shatterskull, the Hammer Pass enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}.",
    },
  ],
}

export const MODAL_CARDS: readonly CardData[] = [esika, valakut, kazandu, shatterskull]
