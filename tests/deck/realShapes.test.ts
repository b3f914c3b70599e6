import { describe, expect, it } from 'vitest'
import { makeCardIndex, parseDecklist, resolveDecklist } from '../../src/deck'
import { basic, card, fixture, legend } from './cards'

describe('parseDecklist: real list shapes', () => {
  it("reads a header and its card on one line: 'COMMANDER: 1 Oloro, Ageless Ascetic [C13:1] [foil]'", () => {
    const { entries, errors } = parseDecklist(
      'COMMANDER: 1 Oloro, Ageless Ascetic [C13:1] [foil]\n1 Sol Ring [C13:259]',
    )
    expect(errors).toEqual([])
    expect(entries).toEqual([
      {
        count: 1,
        name: 'Oloro, Ageless Ascetic',
        set: 'C13',
        collectorNumber: '1',
        section: 'commander',
        line: 1,
      },
      { count: 1, name: 'Sol Ring', set: 'C13', collectorNumber: '259', section: 'main', line: 2 },
    ])
  })

  it('keeps a card whose name has a colon, when what comes before it is no section', () => {
    const { entries } = parseDecklist('Circle of Protection: Red')
    expect(entries.map((entry) => entry.name)).toEqual(['Circle of Protection: Red'])
  })

  it.each(['Display Commander', 'Tokens', 'Maybeboard', 'Considering'])(
    "leaves the cards under '%s' out of the deck, with a note",
    (heading) => {
      const { entries, errors, leftOut } = parseDecklist(
        `Commander\n1 Oloro, Ageless Ascetic\n\n${heading}\n1 Soldier\n2 Spirit\n\nDeck\n1 Sol Ring`,
      )
      expect(errors).toEqual([])
      expect(entries.map((entry) => entry.name)).toEqual(['Oloro, Ageless Ascetic', 'Sol Ring'])
      expect(leftOut).toEqual([{ section: heading, count: 3, line: 5 }])
    },
  )

  it('notes an Archidekt category that keeps a card out of the deck', () => {
    const { entries, leftOut } = parseDecklist('1x Sol Ring [Ramp]\n1x Ponder [Maybeboard{noDeck}]')
    expect(entries.map((entry) => entry.name)).toEqual(['Sol Ring'])
    expect(leftOut).toEqual([{ section: 'Maybeboard', count: 1, line: 2 }])
  })

  it("marks a commander only by the category that is Commander, not '[Commander Protection]'", () => {
    const { entries } = parseDecklist(
      '1x Oloro, Ageless Ascetic [Commander{top}]\n1x Lightning Greaves [Commander Protection]\n1x Swiftfoot Boots [Protection,Commander Protection]',
    )
    expect(entries.map((entry) => [entry.name, entry.section])).toEqual([
      ['Oloro, Ageless Ascetic', 'commander'],
      ['Lightning Greaves', 'main'],
      ['Swiftfoot Boots', 'main'],
    ])
  })

  it("reads a name that starts with a sign and has no count: '+2 Mace'", () => {
    const { entries, errors } = parseDecklist('+2 Mace\n1 +2 Mace')
    expect(errors).toEqual([])
    expect(entries.map((entry) => [entry.count, entry.name])).toEqual([
      [1, '+2 Mace'],
      [1, '+2 Mace'],
    ])
  })

  it("keeps a parenthesised part that isn't a set code: 'Hazmat Suit (Used)'", () => {
    const { entries } = parseDecklist(
      '1 Hazmat Suit (Used)\nHazmat Suit (Used)\n1 Sol Ring (c21) 263',
    )
    expect(entries.map((entry) => entry.name)).toEqual([
      'Hazmat Suit (Used)',
      'Hazmat Suit (Used)',
      'Sol Ring',
    ])
    expect(entries[0]).not.toHaveProperty('set')
    expect(entries[2]).toMatchObject({ set: 'C21', collectorNumber: '263' })
  })

  it("keeps names as written: 'SP//dr, Piloted by Peni' is not rewritten", () => {
    const { entries } = parseDecklist('1 SP//dr, Piloted by Peni\n1 Fire/Ice')
    expect(entries.map((entry) => entry.name)).toEqual(['SP//dr, Piloted by Peni', 'Fire // Ice'])
  })

  it('resolves a name written with // inside it to its card', () => {
    const spider = card('SP//dr, Piloted by Peni', { type_line: 'Legendary Artifact Creature' })
    const lookup = makeCardIndex([spider])
    expect(lookup('SP//dr, Piloted by Peni')).toBe(spider)
  })
})

describe('a precon-shaped list', () => {
  const oloro = legend('Oloro, Ageless Ascetic', '{3}{W}{U}{B}', {
    type_line: 'Legendary Creature — Giant Spirit',
    color_identity: ['W', 'U', 'B'],
  })
  const pool = [
    oloro,
    card('Sol Ring'),
    card('Arcane Sanctum', { type_line: 'Land', color_identity: ['W', 'U', 'B'] }),
    card('Lightning Greaves'),
    card('Mind Stone'),
    card('Tidings', { type_line: 'Sorcery', color_identity: ['U'] }),
    card('Hazmat Suit (Used)'),
    card('SP//dr, Piloted by Peni'),
    card('+2 Mace'),
    basic('Plains'),
    basic('Island'),
    basic('Swamp'),
  ]

  it('resolves with its commander, once, and leaves the display commander and tokens out', () => {
    const { entries, errors, leftOut } = parseDecklist(fixture('precon.txt'))
    expect(errors).toEqual([])
    expect(leftOut).toEqual([
      { section: 'DISPLAY COMMANDER', count: 1, line: 4 },
      { section: 'Tokens', count: 2, line: 18 },
    ])
    const { deck, unknown } = resolveDecklist(entries, makeCardIndex(pool))
    expect(unknown).toEqual([])
    expect(deck.commanders.map((commander) => commander.name)).toEqual(['Oloro, Ageless Ascetic'])
    expect(deck.cards).toHaveLength(16)
  })
})
