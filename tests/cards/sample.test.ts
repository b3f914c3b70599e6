/**
 * The built-in sample pool and its four decks obey the Commander Duo deck rules (RULES.md §0, §8):
 * 100 cards, one-colour commanders (or a partner pair), identity, singleton per deck and per team,
 * and the teaching requirements (two transforming DFCs and an explore card in every deck).
 */
import { describe, it, expect } from 'vitest'
import pool from '../../src/cards/sample/pool.json'
import tokens from '../../src/cards/sample/tokens.json'
import decks from '../../src/cards/sample/decks.json'
import type { CardData, Color } from '../../src/engine/types'
import { validateTeam } from '../../src/deck'
import type { Deck } from '../../src/deck'

interface SampleDeck {
  id: string
  name: string
  commanders: string[]
  cards: { count: number; name: string }[]
}

const cards = pool as CardData[]
const sampleDecks = decks as SampleDeck[]
const byName = new Map(cards.map((card) => [card.name, card]))
const WUBRG: Color[] = ['W', 'U', 'B', 'R', 'G']
const SEAT = ['A1', 'A2', 'B1', 'B2']

function get(name: string): CardData {
  const card = byName.get(name)
  if (!card) throw new Error(`"${name}" is not in pool.json`)
  return card
}

function faces(card: CardData) {
  return [card, ...(card.card_faces ?? [])]
}

function frontTypeLine(card: CardData): string {
  return card.card_faces?.[0]?.type_line ?? card.type_line ?? ''
}

/** 903.4: coloured mana symbols in cost and rules text of every face, plus colour indicators. */
function identity(card: CardData): Color[] {
  const found = new Set<Color>()
  for (const face of faces(card)) {
    const text = `${face.mana_cost ?? ''} ${(face.oracle_text ?? '').replace(/\([^()]*\)/g, '')}`
    for (const [, symbol = ''] of text.matchAll(/\{([^}]+)\}/g)) {
      for (const part of symbol.split('/')) {
        if ((WUBRG as string[]).includes(part)) found.add(part as Color)
      }
    }
    for (const colour of face.color_indicator ?? []) found.add(colour)
  }
  // Basic lands: their mana ability is reminder text; Scryfall's identity covers them (903.5d).
  for (const colour of card.color_identity ?? []) found.add(colour)
  return WUBRG.filter((colour) => found.has(colour))
}

const isLand = (card: CardData): boolean => /\bLand\b/.test(frontTypeLine(card))
const isBasic = (card: CardData): boolean => /\bBasic\b/.test(frontTypeLine(card))

function deckList(deck: SampleDeck): CardData[] {
  return deck.cards.flatMap((entry) => Array.from({ length: entry.count }, () => get(entry.name)))
}

function nonlandNames(deck: SampleDeck): Set<string> {
  return new Set(
    [...deck.commanders, ...deck.cards.map((entry) => entry.name)].filter(
      (name) => !isLand(get(name)),
    ),
  )
}

describe('sample card pool', () => {
  it('has one entry per card name', () => {
    const seen = new Set<string>()
    const duplicates = cards
      .map((card) => card.name)
      .filter((name) => seen.has(name) || !seen.add(name))
    expect(duplicates, 'duplicate names in pool.json').toEqual([])
  })

  it('gives every double-faced card exactly two faces named as "Front // Back"', () => {
    const bad = cards
      .filter((card) => card.card_faces !== undefined || card.layout === 'transform')
      .filter(
        (card) =>
          card.card_faces?.length !== 2 ||
          card.name !== `${card.card_faces[0]?.name} // ${card.card_faces[1]?.name}`,
      )
      .map((card) => card.name)
    expect(bad, 'DFCs without exactly two matching card_faces').toEqual([])
  })

  it('holds every card the rules documents name', () => {
    const named = [
      'Howling Mine',
      'Luminarch Ascension',
      'Flame Rift',
      'Beacon of Immortality',
      'Test of Endurance',
      'Lurking Evil',
      'Repay in Kind',
      'Francisco, Fowl Marauder',
      'Command Beacon',
      'Defossilize',
      'Gatstaf Shepherd // Gatstaf Howler',
      'Clone',
      'Ixidron',
      'Delver of Secrets // Insectile Aberration',
      'Jadelight Ranger',
      'Lightning Bolt',
      'Sol Ring',
      'Elite Vanguard',
      'Plains',
      'Island',
      'Swamp',
      'Mountain',
      'Forest',
    ]
    expect(
      named.filter((name) => !byName.has(name)),
      'named cards missing from pool.json',
    ).toEqual([])
  })

  it('uses Scryfall-style card data: em-dash type lines, cmc, identity field', () => {
    const bad = cards
      .filter(
        (card) =>
          faces(card).some((face) => / - /.test(face.type_line ?? '')) ||
          typeof card.cmc !== 'number' ||
          !Array.isArray(card.color_identity) ||
          card.color_identity.join() !== identity(card).join(),
      )
      .map((card) => card.name)
    expect(bad, 'cards with a bad type line, cmc or color_identity').toEqual([])
  })

  it('has token data with layout "token"', () => {
    const bad = (tokens as CardData[])
      .filter((token) => token.layout !== 'token' || !/^Token /.test(token.type_line ?? ''))
      .map((token) => token.name)
    expect(bad).toEqual([])
  })
})

describe('sample decks', () => {
  it('are four, in seat order A1, A2, B1, B2, with unique ids', () => {
    expect(sampleDecks).toHaveLength(4)
    expect(new Set(sampleDecks.map((deck) => deck.id)).size).toBe(4)
  })

  it('name only cards in the pool', () => {
    const missing = sampleDecks.flatMap((deck) =>
      [...deck.commanders, ...deck.cards.map((entry) => entry.name)]
        .filter((name) => !byName.has(name))
        .map((name) => `${deck.id}: ${name}`),
    )
    expect(missing, 'deck cards missing from pool.json').toEqual([])
  })

  for (const [index, deck] of sampleDecks.entries()) {
    describe(`${SEAT[index]} ${deck.name}`, () => {
      it('has exactly 100 cards counting its commanders', () => {
        const total = deck.commanders.length + deck.cards.reduce((sum, e) => sum + e.count, 0)
        expect(total, `${deck.id} card count`).toBe(100)
      })

      it('is singleton except basic lands, and never lists its commander again', () => {
        const names = deck.cards.map((entry) => entry.name)
        const repeated = deck.cards
          .filter((entry) => entry.count !== 1 && !isBasic(get(entry.name)))
          .map((entry) => entry.name)
        const listedTwice = names.filter((name, i) => names.indexOf(name) !== i)
        const commanderInCards = names.filter((name) => deck.commanders.includes(name))
        expect(repeated, `${deck.id}: more than one copy`).toEqual([])
        expect(listedTwice, `${deck.id}: listed twice`).toEqual([])
        expect(commanderInCards, `${deck.id}: commander also in cards`).toEqual([])
      })

      it('has legal commanders: legendary creatures of at most one colour (a partner pair)', () => {
        expect(deck.commanders.length, `${deck.id} commander count`).toBeGreaterThanOrEqual(1)
        expect(deck.commanders.length).toBeLessThanOrEqual(2)
        for (const name of deck.commanders) {
          const typeLine = frontTypeLine(get(name))
          expect(typeLine, `${name} must be a legendary creature`).toMatch(/Legendary.*Creature/)
          expect(
            identity(get(name)).length,
            `${name} identity ${identity(get(name))}`,
          ).toBeLessThanOrEqual(1)
        }
        if (deck.commanders.length === 2) {
          expect(index % 2, 'the partner deck sits in A2 or B2').toBe(1)
          const [a = '', b = ''] = deck.commanders
          const partner = (card: CardData) =>
            (card.oracle_text ?? '').split('\n').filter((line) => /^Partner\b/.test(line))
          const front = (name: string) => name.split(' // ')[0] ?? name
          const pa = partner(get(a))
          const pb = partner(get(b))
          const plain = pa.includes('Partner') && pb.includes('Partner')
          const withEachOther =
            pa.includes(`Partner with ${front(b)}`) && pb.includes(`Partner with ${front(a)}`)
          expect(plain || withEachOther, `${a} and ${b} share a partner ability`).toBe(true)
        }
      })

      it("keeps every card inside the commanders' colour identity", () => {
        const allowed = new Set(deck.commanders.flatMap((name) => identity(get(name))))
        const outside = deckList(deck)
          .filter((card) => identity(card).some((colour) => !allowed.has(colour)))
          .map((card) => `${card.name} (${identity(card).join('')})`)
        expect([...new Set(outside)], `${deck.id}: outside ${[...allowed].join('')}`).toEqual([])
      })

      it('holds at least two transforming DFCs and one card that explores', () => {
        const list = deckList(deck)
        const transforms = list.filter((card) => card.layout === 'transform')
        const explorers = list.filter(
          (card) =>
            (card.keywords ?? []).includes('Explore') ||
            faces(card).some((face) => /explore/i.test(face.oracle_text ?? '')),
        )
        expect(transforms.length, `${deck.id} transform cards`).toBeGreaterThanOrEqual(2)
        expect(explorers.length, `${deck.id} explore cards`).toBeGreaterThanOrEqual(1)
      })
    })
  }

  it('share no nonland card between teammates', () => {
    for (const [first, second] of [
      [0, 1],
      [2, 3],
    ] as const) {
      const a = nonlandNames(sampleDecks[first] as SampleDeck)
      const b = nonlandNames(sampleDecks[second] as SampleDeck)
      const shared = [...a].filter((name) => b.has(name))
      expect(shared, `team ${first === 0 ? 'A' : 'B'} shares nonland cards`).toEqual([])
    }
  })

  it("pass the project's own deck validator (src/deck validateTeam)", () => {
    const toDeck = (deck: SampleDeck): Deck => ({
      commanders: deck.commanders.map(get),
      cards: deckList(deck),
    })
    for (const [first, second] of [
      [0, 1],
      [2, 3],
    ] as const) {
      const team: [Deck, Deck] = [
        toDeck(sampleDecks[first] as SampleDeck),
        toDeck(sampleDecks[second] as SampleDeck),
      ]
      expect(validateTeam(team).map((problem) => problem.message)).toEqual([])
    }
  })
})
