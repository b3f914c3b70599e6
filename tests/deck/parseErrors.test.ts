import { describe, it, expect } from 'vitest'
import { parseDecklist } from '../../src/deck'
import { fixture } from './cards'

describe('parseDecklist: errors', () => {
  const { entries, errors } = parseDecklist(fixture('broken.txt'))

  it('names the line and says what is wrong with each bad line', () => {
    expect(errors).toEqual([
      {
        line: 4,
        message: 'Line 4: "0 Sol Ring" — the count must be a whole number of at least 1.',
      },
      {
        line: 5,
        message: 'Line 5: "-1 Arcane Signet" — the count must be a whole number of at least 1.',
      },
      {
        line: 6,
        message: 'Line 6: "2.5 Forest" — the count must be a whole number of at least 1.',
      },
      {
        line: 7,
        message: 'Line 7: "300 Forest" — the count 300 is too large; a count can be at most 250.',
      },
      { line: 8, message: 'Line 8: "4" — there is a count but no card name.' },
      { line: 9, message: 'Line 9: "1x (C21) 263" — there is a count but no card name.' },
      {
        line: 10,
        message:
          'Line 10: "1 Sol Ring [Commander" — this is not a card line; write a count and a card name, like "1 Sol Ring".',
      },
      {
        line: 11,
        message:
          'Line 11: "=====" — this is not a card line; write a count and a card name, like "1 Sol Ring".',
      },
    ])
  })

  it('still reads the good lines around the bad ones', () => {
    expect(entries.map((entry) => [entry.name, entry.section, entry.line])).toEqual([
      ['Omnath, Locus of Mana', 'commander', 2],
      ['Cultivate', 'main', 12],
    ])
  })

  it('accepts a count of 250 but not 251', () => {
    expect(parseDecklist('250 Relentless Rats').errors).toEqual([])
    expect(parseDecklist('251 Relentless Rats').errors).toHaveLength(1)
  })

  it('refuses a count with letters stuck to it', () => {
    expect(parseDecklist('1o Sol Ring').errors).toEqual([
      {
        line: 1,
        message: 'Line 1: "1o Sol Ring" — the count must be a whole number of at least 1.',
      },
    ])
  })

  it('does not take words in parentheses for a set code', () => {
    const { entries, errors } = parseDecklist("1 Erase (Not the Urza's Legacy One)")
    expect(errors).toEqual([])
    expect(entries[0]?.name).toBe("Erase (Not the Urza's Legacy One)")
    expect(entries[0]).not.toHaveProperty('set')
  })
})
