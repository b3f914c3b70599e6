import { describe, expect, it } from 'vitest'
import { parseDecklist } from '../../src/deck'
import { decklistText } from '../../src/cards/decklistText'
import { deckNameFromFile, decklistFromFile } from '../../src/ui/decks/decklistFile'

describe('decklist files', () => {
  it('passes text exports through untouched', () => {
    const text = '1 Omnath, Locus of Mana *CMDR*\n99 Forest\n'
    expect(decklistFromFile('omnath.txt', `\uFEFF${text}`)).toBe(text)
  })

  it('reads an MTGO .dek file, taking the sideboard card as the commander', () => {
    const dek = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <Cards CatID="1" Quantity="99" Sideboard="false" Name="Forest" Annotation="0" />
  <Cards CatID="2" Quantity="1" Sideboard="true" Name="Omnath, Locus of Mana" Annotation="0" />
  <Cards CatID="3" Quantity="1" Sideboard="false" Name="Lim-D&#251;l's Vault &amp; Co" />
</Deck>`
    const text = decklistFromFile('omnath.dek', dek)
    const { entries, errors } = parseDecklist(text)
    expect(errors).toEqual([])
    expect(entries.map(({ count, name, section }) => ({ count, name, section }))).toEqual([
      { count: 1, name: 'Omnath, Locus of Mana', section: 'commander' },
      { count: 99, name: 'Forest', section: 'main' },
      { count: 1, name: "Lim-D&#251;l's Vault & Co", section: 'main' },
    ])
  })

  it('reads a spreadsheet export with quoted names and a board column', () => {
    const csv = [
      '"Count","Name","Edition","Board"',
      '"1","Omnath, Locus of Mana","woc","commander"',
      '"98","Forest","und","mainboard"',
      '"1","Sol Ring","c21","mainboard"',
      '"1","Craterhoof Behemoth","c21","maybeboard"',
    ].join('\r\n')
    const { entries } = parseDecklist(decklistFromFile('deck.csv', csv))
    expect(entries.map(({ count, name, section }) => ({ count, name, section }))).toEqual([
      { count: 1, name: 'Omnath, Locus of Mana', section: 'commander' },
      { count: 98, name: 'Forest', section: 'main' },
      { count: 1, name: 'Sol Ring', section: 'main' },
    ])
  })

  it('names a deck after its file', () => {
    expect(deckNameFromFile('Omnath Ramp.dek')).toBe('Omnath Ramp')
    expect(deckNameFromFile('deck')).toBe('deck')
  })

  it('writes a sample deck as text the parser reads back', () => {
    const text = decklistText({
      commanders: ['Omnath, Locus of Mana'],
      cards: [
        { count: 1, name: 'Sol Ring' },
        { count: 98, name: 'Forest' },
      ],
    })
    const { entries, errors } = parseDecklist(text)
    expect(errors).toEqual([])
    expect(entries.map(({ count, name, section }) => ({ count, name, section }))).toEqual([
      { count: 1, name: 'Omnath, Locus of Mana', section: 'commander' },
      { count: 1, name: 'Sol Ring', section: 'main' },
      { count: 98, name: 'Forest', section: 'main' },
    ])
  })
})
