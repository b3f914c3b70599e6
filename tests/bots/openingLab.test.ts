/**
 * The opening-hand lab (issue 39): openings dealt with the London mulligan, the first one free
 * (103.5c, 805.3a), and the bot's keep policy; lands in hand, land drops on turns 1–4 and the
 * commander on curve.
 */
import { describe, expect, it } from 'vitest'
import { openingLab } from '../../src/bots'
import type { CardData } from '../../src/engine'
import { creature, forest, legend } from '../fixtures/game'

const bear = creature('Bear', 2, 2, { mana_cost: '{1}{G}' })
const rock: CardData = {
  name: 'Mind Stone',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text: '{T}: Add {C}.',
}
const deckOf = (lands: number, spells: number, spell: CardData = bear): CardData[] => [
  ...Array.from({ length: lands }, () => forest),
  ...Array.from({ length: spells }, () => spell),
]
const commander = legend('Commander', { mana_cost: '{2}{G}' })

describe('the opening-hand lab', () => {
  it('an all-land deck: the bot sends back sevens of six or seven lands until five cards, always kept', () => {
    const report = openingLab(deckOf(99, 0), [commander], { runs: 200, seed: 3 })
    expect(report.runs).toBe(200)
    // Seven lands in seven is over the five a seven-card hand may hold, and six over four; at
    // five cards the hand is kept whatever it holds.
    expect(report.keptAt).toEqual([0, 0, 200, 0, 0, 0, 0])
    expect(report.landsInHand[5]).toBe(200)
    expect(report.meanLands).toBe(5)
    expect(report.landDrop).toEqual([1, 1, 1, 1])
    expect(report.commanderValue).toBe(3)
    expect(report.commanderOnCurve).toBe(1)
  })

  it('a deck with no lands never has a land drop nor the commander on curve', () => {
    const report = openingLab(deckOf(0, 99), [commander], { runs: 100, seed: 3 })
    expect(report.keptAt[2]).toBe(100)
    expect(report.landDrop).toEqual([0, 0, 0, 0])
    expect(report.commanderOnCurve).toBe(0)
  })

  it('a 38-land deck: nearly always a first land drop, fewer by turn 4; the same seed, the same report', () => {
    const deck = deckOf(38, 61)
    const report = openingLab(deck, [commander], { runs: 1000, seed: 39 })
    expect(report.keptAt.reduce((a, b) => a + b, 0)).toBe(1000)
    expect(report.landsInHand.reduce((a, b) => a + b, 0)).toBe(1000)
    // Most keep seven: a seven holds 3–5 lands about 6 times in 10, and the first mulligan is free.
    expect(report.keptAt[0]).toBeGreaterThan(700)
    expect(report.meanLands).toBeGreaterThan(2.5)
    expect(report.meanLands).toBeLessThan(4.5)
    expect(report.landDrop[0]).toBeGreaterThan(0.95)
    expect(report.landDrop[3]).toBeLessThan(report.landDrop[0])
    expect(openingLab(deck, [commander], { runs: 1000, seed: 39 })).toEqual(report)
    expect(openingLab(deck, [commander], { runs: 1000, seed: 40 })).not.toEqual(report)
  })

  it('a mana rock played a turn before counts toward the commander on curve', () => {
    const lands = deckOf(38, 61)
    const rocks = deckOf(38, 61, rock)
    const plain = openingLab(lands, [commander], { runs: 500, seed: 7 })
    const ramped = openingLab(rocks, [commander], { runs: 500, seed: 7 })
    expect(ramped.commanderOnCurve).toBeGreaterThan(plain.commanderOnCurve)
  })

  it('on the draw sees one card more by each turn', () => {
    const deck = deckOf(30, 69)
    const play = openingLab(deck, [commander], { runs: 500, seed: 5 })
    const draw = openingLab(deck, [commander], { runs: 500, seed: 5, onThePlay: false })
    expect(draw.landDrop[3]).toBeGreaterThan(play.landDrop[3])
    expect(draw.keptAt).toEqual(play.keptAt)
  })
})
