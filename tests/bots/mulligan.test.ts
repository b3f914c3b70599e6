/**
 * The bot's keep policy and London bottom choice (103.5, 103.5c, 805.3a; issue 39), and the
 * same decisions made through the real mulligan procedure by the runner.
 */
import { describe, expect, it } from 'vitest'
import { bottomCards, keepHand, newMemory, nextBotTurn, type HandCard } from '../../src/bots'
import { createGame, mulligan, zone, type CardData } from '../../src/engine'
import { creature, forest, setupFor } from '../fixtures/game'

const land = (id: string): HandCard => ({ id, land: true, ramp: false, manaValue: 0 })
const spell = (id: string, manaValue: number, ramp = false): HandCard => ({
  id,
  land: false,
  ramp,
  manaValue,
})
const hand = (lands: number, spells: number[]): HandCard[] => [
  ...Array.from({ length: lands }, (_, i) => land(`L${i}`)),
  ...spells.map((mv, i) => spell(`S${i}`, mv)),
]

describe('keep or mulligan (103.5)', () => {
  it('keeps three to five lands in seven cards; mulligans none, one, six or seven', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => keepHand(hand(n, Array(7 - n).fill(3)), 7))).toEqual(
      [false, false, false, true, true, true, false, false],
    )
  })

  it('two lands and two mana rocks count as three lands', () => {
    const cards = [...hand(2, [4, 5, 6]), spell('R1', 1, true), spell('R2', 2, true)]
    expect(keepHand(cards, 7)).toBe(true)
  })

  it('a hand kept at six wants two to four lands; one kept at five or fewer is always kept', () => {
    expect(keepHand(hand(2, [2, 3, 4, 5, 6]), 6)).toBe(true)
    expect(keepHand(hand(5, [2, 3]), 6)).toBe(false)
    expect(keepHand(hand(0, [1, 2, 3, 4, 5, 6, 7]), 5)).toBe(true)
  })
})

describe('London bottom choice', () => {
  it('spare lands go first while the kept hand has more than it wants', () => {
    // Six lands, one spell; keeping five wants two lands: four lands go to the bottom.
    expect(bottomCards(hand(6, [3]), 2)).toEqual(['L5', 'L4'])
  })

  it('then the most expensive spells', () => {
    expect(bottomCards(hand(3, [1, 7, 2, 5]), 2)).toEqual(['S1', 'S3'])
  })
})

describe('the bot mulligans through the real procedure (805.3a)', () => {
  const landless: CardData[] = Array.from({ length: 40 }, (_, i) => creature(`Bear ${i}`, 2, 2))
  const lands: CardData[] = Array.from({ length: 40 }, (_, i) =>
    i % 5 < 2 ? forest : creature(`Elf ${i}`, 1, 1),
  )

  it('declares a mulligan for a landless seven and keeps a hand with lands', () => {
    const s = createGame(setupFor({ skipMulligans: false, libraries: { A1: landless, A2: lands } }))
    const memory = newMemory()
    const first = nextBotTurn(s, { A1: 'sparring', A2: 'sparring' }, memory)
    expect(first?.move.actions).toEqual([
      { type: 'mulligan/decide', player: 'A1', choice: 'mulligan' },
    ])
    expect(mulligan(s).deciding).toContain('A1')
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
  })
})
