/**
 * "Did you mean": an unknown decklist name gets the closest known names; an Alchemy name gets
 * its paper card first.
 */
import { describe, expect, it } from 'vitest'
import { loadEditDistance } from '../../src/cards/fuzzy'
import { nameBook, suggestNames } from '../../src/cards/suggest'

const book = nameBook([
  'Lightning Bolt',
  'Lightning Greaves',
  'Lightning Helix',
  'Urza, Lord High Artificer',
  'Delver of Secrets // Insectile Aberration',
  'Sol Ring',
  "Lim-Dûl's Vault",
])

describe('suggestNames', () => {
  it('"Lightnig Bolt" → Lightning Bolt first', async () => {
    const distance = await loadEditDistance()
    expect(suggestNames('Lightnig Bolt', book, distance)[0]).toBe('Lightning Bolt')
  })

  it('forgives a missing comma, accents and case', async () => {
    const distance = await loadEditDistance()
    expect(suggestNames('urza lord high artificer', book, distance)).toEqual([
      'Urza, Lord High Artificer',
    ])
    expect(suggestNames('Lim-Dul Vault', book, distance)).toEqual(["Lim-Dûl's Vault"])
  })

  it('names a two-faced card by its full name when the front is misspelt', async () => {
    const distance = await loadEditDistance()
    expect(suggestNames('Delver of Secret', book, distance)).toEqual([
      'Delver of Secrets // Insectile Aberration',
    ])
  })

  it('offers the paper card for an Alchemy name', async () => {
    const distance = await loadEditDistance()
    expect(suggestNames('A-Lightning Helix', book, distance)[0]).toBe('Lightning Helix')
  })

  it('offers nothing when no name is close', async () => {
    const distance = await loadEditDistance()
    expect(suggestNames('Craterhoof Behemoth', book, distance)).toEqual([])
    expect(suggestNames('Sol Rnig', book, distance)).toEqual(['Sol Ring'])
  })
})
