import { describe, it, expect } from 'vitest'
import { parseDecklist } from '../../src/deck'
import { fixture } from './cards'

describe('parseDecklist: Arena / MTGA export', () => {
  const { entries, errors } = parseDecklist(fixture('arena.txt'))

  it('reads the Commander and Deck sections with set codes and collector numbers', () => {
    expect(errors).toEqual([])
    expect(entries).toEqual([
      {
        count: 1,
        name: 'Tovolar, Dire Overlord',
        set: 'MID',
        collectorNumber: '246',
        section: 'commander',
        line: 5,
      },
      { count: 1, name: 'Sol Ring', set: 'C21', collectorNumber: '263', section: 'main', line: 11 },
      {
        count: 1,
        name: 'Gatstaf Shepherd',
        set: 'SOI',
        collectorNumber: '195',
        section: 'main',
        line: 12,
      },
      {
        count: 1,
        name: 'Huntmaster of the Fells',
        set: 'DKA',
        collectorNumber: '140',
        section: 'main',
        line: 13,
      },
      { count: 10, name: 'Forest', set: 'MID', collectorNumber: '277', section: 'main', line: 14 },
    ])
  })

  it('skips the About block, the Companion and the Sideboard', () => {
    const names = entries.map((entry) => entry.name)
    expect(names).not.toContain('Mono-Green Werewolves')
    expect(names).not.toContain('Lurrus of the Dream-Den')
    expect(names).not.toContain('Lightning Bolt')
  })
})

describe('parseDecklist: plain lists', () => {
  it("reads '1x', '1X', '1 ' and a bare name as counts", () => {
    const { entries, errors } = parseDecklist(fixture('plain.txt'))
    expect(errors).toEqual([])
    expect(entries).toEqual([
      { count: 1, name: 'Sol Ring', section: 'main', line: 1 },
      { count: 1, name: 'Arcane Signet', section: 'main', line: 2 },
      { count: 1, name: 'Cultivate', section: 'main', line: 3 },
      { count: 1, name: 'Command Tower', section: 'main', line: 4 },
      { count: 10, name: 'Forest', section: 'main', line: 5 },
    ])
  })

  it('leaves set and collectorNumber out, not undefined, when the line has none', () => {
    const [entry] = parseDecklist('1 Sol Ring').entries
    expect(entry).toBeDefined()
    expect(Object.keys(entry ?? {})).toEqual(['count', 'name', 'section', 'line'])
  })

  it('reads Windows line endings and a byte-order mark', () => {
    const { entries } = parseDecklist('\uFEFF1 Sol Ring\r\n2 Forest\r\n')
    expect(entries.map((entry) => [entry.name, entry.count, entry.line])).toEqual([
      ['Sol Ring', 1, 1],
      ['Forest', 2, 2],
    ])
  })

  it("skips MTGO sideboard lines ('SB: 1 Name')", () => {
    const { entries } = parseDecklist('1 Sol Ring\nSB: 1 Lightning Bolt')
    expect(entries.map((entry) => entry.name)).toEqual(['Sol Ring'])
  })
})

describe('parseDecklist: Moxfield', () => {
  it("marks the '*CMDR*' line as commander and ignores the foil and etched markers", () => {
    const { entries, errors } = parseDecklist(fixture('moxfield.txt'))
    expect(errors).toEqual([])
    expect(
      entries.map((entry) => [entry.name, entry.section, entry.set, entry.collectorNumber]),
    ).toEqual([
      ['Arcane Signet', 'main', 'ELD', '331'],
      ['Omnath, Locus of Mana', 'commander', 'WOC', '45'],
      ['Sol Ring', 'main', 'C21', '263'],
      ['Nissa, Who Shakes the World', 'main', 'WAR', '169'],
      ['Forest', 'main', 'UND', '96'],
    ])
  })

  it("reads 'COMMANDER:' and 'SIDEBOARD:' headers; a blank line ends the commander section", () => {
    const { entries, errors } = parseDecklist(fixture('moxfield-headers.txt'))
    expect(errors).toEqual([])
    expect(entries.map((entry) => [entry.name, entry.section, entry.line])).toEqual([
      ['Omnath, Locus of Mana', 'commander', 2],
      ['Sol Ring', 'main', 4],
      ['Cultivate', 'main', 5],
    ])
  })
})

describe('parseDecklist: Archidekt', () => {
  const { entries, errors } = parseDecklist(fixture('archidekt.txt'))

  it('reads the Commander category as the commander and lowercase set codes', () => {
    expect(errors).toEqual([])
    expect(entries[0]).toEqual({
      count: 1,
      name: 'Omnath, Locus of Mana',
      set: 'WOC',
      collectorNumber: '45',
      section: 'commander',
      line: 1,
    })
  })

  it('keeps other categories in the main deck and drops Maybeboard, Sideboard and noDeck', () => {
    expect(entries.map((entry) => [entry.name, entry.count, entry.section, entry.line])).toEqual([
      ['Omnath, Locus of Mana', 1, 'commander', 1],
      ['Sol Ring', 1, 'main', 2],
      ['Cultivate', 1, 'main', 3],
      ['Forest', 35, 'main', 7],
    ])
  })
})

describe('parseDecklist: double-faced names', () => {
  it("keeps 'Front // Back' and the front name alone, and writes 'Front/Back' as 'Front // Back'", () => {
    const { entries, errors } = parseDecklist(fixture('dfc.txt'))
    expect(errors).toEqual([])
    expect(entries.map((entry) => entry.name)).toEqual([
      'Delver of Secrets // Insectile Aberration',
      'Civilized Scholar // Homicidal Brute',
      'Valki, God of Lies // Tibalt, Cosmic Impostor',
      'Huntmaster of the Fells',
      'Fire // Ice',
    ])
    expect(entries[4]).toMatchObject({ set: 'MH2', collectorNumber: '290' })
  })
})

describe('parseDecklist: comments and blank lines', () => {
  it("skips '#' and '//' comments and blank lines, and '// Commander' opens the commander section", () => {
    const { entries, errors } = parseDecklist(fixture('comments.txt'))
    expect(errors).toEqual([])
    expect(entries.map((entry) => [entry.name, entry.count, entry.section, entry.line])).toEqual([
      ['Omnath, Locus of Mana', 1, 'commander', 4],
      ['Sol Ring', 1, 'main', 7],
      ['Forest', 10, 'main', 9],
    ])
  })

  it('keeps two partner commanders written on consecutive lines together', () => {
    const { entries } = parseDecklist(
      'Commander\n\n1 Ardenn, Intrepid Archaeologist\n1 Sakashima of a Thousand Faces\n\n1 Sol Ring',
    )
    expect(entries.map((entry) => entry.section)).toEqual(['commander', 'commander', 'main'])
  })

  it("'Creatures (30)'-style group headers open the main deck", () => {
    const { entries } = parseDecklist(
      'Commander (1)\n1 Omnath, Locus of Mana\nCreatures (1)\n1 Elvish Mystic',
    )
    expect(entries.map((entry) => entry.section)).toEqual(['commander', 'main'])
  })
})
