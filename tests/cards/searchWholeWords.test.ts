/**
 * What players type into "Find a card": a whole word of the name ranks first ("bolt" →
 * Lightning Bolt, "urza" → Urza, Lord High Artificer), and a typo still finds the card once the
 * edit-distance library is loaded.
 */
import { describe, expect, it } from 'vitest'
import { loadEditDistance } from '../../src/cards/fuzzy'
import { searchCards } from '../../src/cards/search'
import type { CardData } from '../../src/engine/types'

const pool: CardData[] = [
  'Boltwing Marauder',
  'Bolt Bend',
  'Thunderbolt',
  'Lightning Bolt',
  'Lightning Greaves',
  "Urza's Saga",
  "Urza's Tower",
  "Urza's Mine",
  'Urza, Lord High Artificer',
  'Urzatron Golem',
  'Sol Ring',
].map((name) => ({ name }))

const names = (found: readonly CardData[]) => found.map((card) => card.name)

describe('whole words first', () => {
  it('"bolt": the cards with the word Bolt, before Boltwing and Thunderbolt', () => {
    expect(names(searchCards('bolt', pool))).toEqual([
      'Bolt Bend',
      'Lightning Bolt',
      'Boltwing Marauder',
      'Thunderbolt',
    ])
  })

  it('"urza": Urza himself before the cards named for his possessions', () => {
    expect(names(searchCards('urza', pool))[0]).toBe('Urza, Lord High Artificer')
  })
})

describe('typos', () => {
  it('finds nothing for a typo without the library, the card with it', async () => {
    expect(searchCards('lightnig bolt', pool)).toEqual([])
    const distance = await loadEditDistance()
    expect(names(searchCards('lightnig bolt', pool, 5, distance))).toEqual(['Lightning Bolt'])
    expect(names(searchCards('lightening', pool, 5, distance))).toEqual([
      'Lightning Bolt',
      'Lightning Greaves',
    ])
  })

  it('ranks typos after every real match', async () => {
    const distance = await loadEditDistance()
    expect(names(searchCards('bolt', pool, 10, distance)).at(-1)).toBe('Thunderbolt')
  })
})
