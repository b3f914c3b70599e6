import { describe, expect, it } from 'vitest'
import { log, outcome, teamPoison } from '../../src/engine'
import { act, newGame } from '../fixtures/game'

describe('shared poison counters (810.10)', () => {
  it('S036: 10 poison is not a loss in 2HG; 14 + 1 from an infect hit makes 15 and the team loses', () => {
    const ten = act(newGame({ startingLife: 30 }), { type: 'poison/add', player: 'B1', amount: 10 })
    expect(teamPoison(ten, 'B')).toBe(10)
    expect(outcome(ten).over).toBe(false)
    const fourteen = act(ten, { type: 'poison/add', player: 'B2', amount: 4 })
    expect(outcome(fourteen).over).toBe(false)
    const s = act(fourteen, { type: 'poison/add', player: 'B1', amount: 1 })
    expect(teamPoison(s, 'B')).toBe(15)
    expect(outcome(s)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'poison' })
  })

  it('each opponent getting a counter gives the team two', () => {
    const s = act(newGame(), {
      type: 'effect/eachOpponent',
      player: 'A1',
      effect: { kind: 'poison', amount: 1 },
    })
    expect(teamPoison(s, 'B')).toBe(2)
    expect(teamPoison(s, 'A')).toBe(0)
  })

  it('losing counters takes them off the team, never below 0 (810.10b)', () => {
    const s = act(
      newGame(),
      { type: 'poison/add', player: 'A1', amount: 3 },
      { type: 'poison/add', player: 'A2', amount: -2 },
    )
    expect(teamPoison(s, 'A')).toBe(1)
    expect(log(s).at(-1)).toMatchObject({ rule: '810.10b' })
    const floor = act(s, { type: 'poison/add', player: 'A1', amount: -5 })
    expect(teamPoison(floor, 'A')).toBe(0)
  })

  it("can't get poison counters on one member protects the teammate (810.10c)", () => {
    const s = act(
      newGame(),
      { type: 'player/restrict', player: 'B1', restriction: 'cantGetPoison', on: true },
      { type: 'poison/add', player: 'B2', amount: 3 },
    )
    expect(teamPoison(s, 'B')).toBe(0)
    expect(log(s).at(-1)).toMatchObject({ rule: '810.10c' })
    expect(log(s).at(-1)?.text).toContain(
      "B1 can't get poison counters, and that covers the whole team",
    )
  })
})
