/**
 * Card data for deck tests, built inline with Scryfall's field names; no sample data files.
 */
import type { CardData, CardFaceData } from '../../src/engine/types'
import type { Deck } from '../../src/deck'
import { readFileSync } from 'node:fs'

export function card(name: string, fields: Partial<CardData> = {}): CardData {
  return { name, type_line: 'Artifact', ...fields }
}

/** A legendary creature: the usual commander. */
export function legend(name: string, manaCost: string, fields: Partial<CardData> = {}): CardData {
  return card(name, {
    mana_cost: manaCost,
    type_line: 'Legendary Creature — Human',
    power: '2',
    toughness: '2',
    ...fields,
  })
}

/** A two-faced card; the top-level name is 'Front // Back' as Scryfall writes it. */
export function doubleFaced(
  layout: string,
  front: CardFaceData,
  back: CardFaceData,
  fields: Partial<CardData> = {},
): CardData {
  return { name: `${front.name} // ${back.name}`, layout, card_faces: [front, back], ...fields }
}

const BASIC_MANA = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' } as const

/** A basic land as printed: its mana ability is reminder text. */
export function basic(name: keyof typeof BASIC_MANA): CardData {
  return card(name, {
    type_line: `Basic Land — ${name}`,
    oracle_text: `({T}: Add {${BASIC_MANA[name]}}.)`,
  })
}

/** Colourless basic land: fits every deck, so it fills decks up to 100. */
export const WASTES = card('Wastes', { type_line: 'Basic Land', oracle_text: '{T}: Add {C}.' })

export function copies(count: number, of: CardData): CardData[] {
  return Array.from({ length: count }, () => of)
}

/** A deck of `commanders` and `cards`, filled with Wastes up to `size` cards in all. */
export function deckOf(commanders: CardData[], cards: CardData[] = [], size = 100): Deck {
  const filler = copies(size - commanders.length - cards.length, WASTES)
  return { commanders, cards: [...cards, ...filler] }
}

export const SOL_RING = card('Sol Ring', {
  mana_cost: '{1}',
  oracle_text: '{T}: Add {C}{C}.',
})

export const COMMAND_TOWER = card('Command Tower', {
  type_line: 'Land',
  oracle_text: "{T}: Add one mana of any color in your commander's color identity.",
})

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
}
