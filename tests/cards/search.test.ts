/**
 * Card search ranking: exact name, then names with what was typed as whole words (at the start
 * first), then prefix of the name or a face name, then words that start with what was typed, then
 * anything containing it, then (with the edit-distance library) typos; shorter names first among
 * equals.
 */
import { describe, expect, it } from 'vitest'
import { normaliseName, searchCards } from '../../src/cards/search'
import type { CardData } from '../../src/engine/types'

const card = (name: string, faces?: string[]): CardData => ({
  name,
  ...(faces ? { card_faces: faces.map((face) => ({ name: face })) } : {}),
})

const pool: CardData[] = [
  card('Serra Angel'),
  card('Angel of Serenity'),
  card('Angelic Chorus'),
  card('Baneslayer Angel'),
  card('Angel'),
  card('Archangel Avacyn // Avacyn, the Purifier', ['Archangel Avacyn', 'Avacyn, the Purifier']),
  card('Lim-Dûl the Necromancer'),
  card("Lim-Dûl's Vault"),
  card('Æther Vial'),
  card('Bonecrusher Giant // Stomp', ['Bonecrusher Giant', 'Stomp']),
  card('Stomping Ground'),
]

const names = (query: string, limit?: number) =>
  searchCards(query, pool, limit).map((found) => found.name)

describe('searchCards', () => {
  it('ranks exact, then whole words (at the start first), then prefix, then substring', () => {
    expect(names('angel')).toEqual([
      'Angel',
      'Angel of Serenity',
      'Serra Angel',
      'Baneslayer Angel',
      'Angelic Chorus',
      'Archangel Avacyn // Avacyn, the Purifier',
    ])
  })

  it('finds a card by a face name, exactly or by its start', () => {
    expect(names('stomp')).toEqual(['Bonecrusher Giant // Stomp', 'Stomping Ground'])
    expect(names('avacyn, the p')[0]).toBe('Archangel Avacyn // Avacyn, the Purifier')
  })

  it('ignores case, accents, ligatures and extra spaces', () => {
    expect(names('LIM-DUL')).toEqual(['Lim-Dûl the Necromancer', "Lim-Dûl's Vault"])
    expect(names('aether  vial')).toEqual(['Æther Vial'])
    expect(names('  SERRA  angel ')).toEqual(['Serra Angel'])
  })

  it('matches words that start with each typed word, in any order', () => {
    expect(names('ang ser')).toEqual(['Serra Angel', 'Angel of Serenity'])
    expect(names('giant bone')).toEqual(['Bonecrusher Giant // Stomp'])
  })

  it('honours the limit and finds nothing for an empty or unmatched query', () => {
    expect(names('angel', 2)).toEqual(['Angel', 'Angel of Serenity'])
    expect(names('')).toEqual([])
    expect(names('   ')).toEqual([])
    expect(names('zzz')).toEqual([])
  })

  it('searches 30,000 cards quickly once their names are known', () => {
    const big = Array.from({ length: 30_000 }, (_, i) => card(`Generated Card ${i}`))
    searchCards('warm up', big)
    const started = performance.now()
    for (const query of ['g', 'ge', 'gen', 'card 29', 'card 29999']) searchCards(query, big)
    expect(searchCards('card 29999', big)[0]?.name).toBe('Generated Card 29999')
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('normaliseName', () => {
  it('strips accents, lower-cases and collapses spaces', () => {
    expect(normaliseName('  Lim-Dûl’s   VAULT ')).toBe("lim-dul's vault")
    expect(normaliseName('Fire/Ice')).toBe('fire // ice')
  })
})
