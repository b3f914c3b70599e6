import { describe, expect, it } from 'vitest'
import { log, logSince, outcomeExplanation, zone } from '../../src/engine'
import { act, newGame } from '../fixtures/game'

describe('logSince: what one action wrote to the log', () => {
  it('returns the newer lines with their rules, oldest first', () => {
    const before = newGame()
    const after = act(before, { type: 'life/exchange', a: 'A1', b: 'A2' })
    const lines = logSince(after, before.seq)
    expect(lines).toHaveLength(1)
    expect(lines[0]?.rule).toBe('810.9e')
    expect(lines[0]?.text).toMatch(/nothing happens/)
    expect(logSince(after, after.seq)).toEqual([])
  })

  it('reaches back into archived chunks', () => {
    const start = newGame()
    let s = start
    for (let i = 0; i < 300; i++) s = act(s, { type: 'life/gain', player: 'A1', amount: 1 })
    expect(s.logArchive.length).toBeGreaterThan(0)
    const all = log(s)
    expect(logSince(s, start.seq)).toEqual(all.slice(all.length - 300))
  })
})

describe('outcomeExplanation: who lost and why, with the rule', () => {
  it('is undefined while the game goes on', () => {
    expect(outcomeExplanation(newGame())).toBeUndefined()
  })

  it('names the player who conceded (810.8b)', () => {
    const s = act(newGame(), { type: 'player/concede', player: 'B2' })
    expect(outcomeExplanation(s)).toBe(
      'Team B loses: B2 conceded, and the whole team leaves the game (810.8b).',
    )
  })

  it('explains a team at 0 life (704.6a, 810.8c)', () => {
    const s = act(newGame({ startingLife: 30 }), {
      type: 'life/damage',
      player: 'B1',
      target: 'A2',
      amount: 31,
    })
    expect(outcomeExplanation(s)).toBe(
      "Team A loses: the team's life total is -1, and 0 or less loses (704.6a, 810.8c).",
    )
  })

  it('explains 15 poison counters (810.8d)', () => {
    const s = act(newGame(), { type: 'poison/add', player: 'B1', amount: 15 })
    expect(outcomeExplanation(s)).toBe(
      'Team B loses: the team has 15 poison counters, and 15 or more lose (704.6b, 810.8d).',
    )
  })

  it('names the player who drew from an empty library (704.5b)', () => {
    let s = newGame()
    const library = zone(s, 'A2', 'library').length
    s = act(s, { type: 'library/draw', player: 'A2', count: library + 1 })
    expect(outcomeExplanation(s)).toBe(
      'Team A loses: A2 drew from an empty library (704.5b, 810.8a).',
    )
  })
})
