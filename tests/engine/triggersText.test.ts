import { describe, expect, it } from 'vitest'
import { parseStepEvent, stepAbilities } from '../../src/engine/rules/triggerText'

describe('reading "At the beginning of …" (603.2, 805.4d)', () => {
  it.each([
    ["each player's draw step", ['draw'], 'eachPlayer'],
    ["each opponent's end step", ['end'], 'eachOpponent'],
    ['your upkeep', ['upkeep'], 'you'],
    ['your precombat main phase', ['main1'], 'you'],
    ['your first main phase', ['main1'], 'you'],
    ['your postcombat main phase', ['main2'], 'you'],
    ['each of your main phases', ['main1', 'main2'], 'you'],
    ['combat on your turn', ['beginCombat'], 'you'],
    ['each combat', ['beginCombat'], 'any'],
    ['each upkeep', ['upkeep'], 'any'],
    ['the end step', ['end'], 'any'],
    ['each end step', ['end'], 'any'],
  ])('"%s"', (event, steps, who) => {
    expect(parseStepEvent(event)).toEqual({ steps, who })
  })

  it.each([
    'the next end step',
    'your next upkeep',
    "enchanted player's upkeep",
    "the chosen player's upkeep",
  ])('leaves "%s" alone', (event) => {
    expect(parseStepEvent(event)).toBeUndefined()
  })

  it('finds abilities after an ability word and in reminder text, with their intervening if', () => {
    const text =
      'Flying\nMorbid — At the beginning of each end step, if a creature died this turn, draw a card.\nVanishing 3 (This enters with three time counters on it. At the beginning of your upkeep, remove a time counter from it.)'
    expect(stepAbilities(text)).toEqual([
      {
        steps: ['end'],
        who: 'any',
        condition: 'a creature died this turn',
        text: 'At the beginning of each end step, if a creature died this turn, draw a card.',
      },
      {
        steps: ['upkeep'],
        who: 'you',
        text: 'At the beginning of your upkeep, remove a time counter from it.',
      },
    ])
  })
})
