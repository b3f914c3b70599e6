import { describe, expect, it } from 'vitest'
import { lifeEventsThisTurn, lifeHistory, log, teamLife } from '../../src/engine'
import { act, newGame, refusal } from '../fixtures/game'

/** Team A at 30, team B at 20. */
function teamsAt30And20() {
  return act(newGame({ startingLife: 30 }), { type: 'life/lose', player: 'B1', amount: 10 })
}

describe('life/exchange (810.9e, 701.12)', () => {
  it('between teammates nothing happens, and the log says why', () => {
    const s = teamsAt30And20()
    const after = act(s, { type: 'life/exchange', a: 'A1', b: 'A2' })
    expect(after.teams).toEqual(s.teams)
    expect(after.lifeHistory).toEqual(s.lifeHistory)
    expect(log(after).at(-1)).toMatchObject({ rule: '810.9e' })
    expect(log(after).at(-1)?.text).toContain('nothing happens')
  })

  it('across teams the two team totals swap through a gain and a loss (701.12c)', () => {
    const s = act(teamsAt30And20(), { type: 'life/exchange', a: 'A2', b: 'B2' })
    expect([teamLife(s, 'A'), teamLife(s, 'B')]).toEqual([20, 30])
    expect(lifeEventsThisTurn(s, 'A2')).toEqual([
      expect.objectContaining({ kind: 'loss', amount: 10 }),
    ])
    expect(lifeEventsThisTurn(s, 'B2')).toEqual([
      expect.objectContaining({ kind: 'gain', amount: 10 }),
    ])
  })

  it("doesn't happen at all if the gaining side can't gain life (701.12a, 119.7)", () => {
    const s = act(teamsAt30And20(), {
      type: 'player/restrict',
      player: 'B1',
      restriction: 'cantGainLife',
      on: true,
    })
    const after = act(s, { type: 'life/exchange', a: 'A1', b: 'B2' })
    expect([teamLife(after, 'A'), teamLife(after, 'B')]).toEqual([30, 20])
    expect(lifeHistory(after)).toEqual(lifeHistory(s))
    expect(log(after).at(-1)).toMatchObject({ rule: '701.12a' })
  })

  it("doesn't happen at all if the losing side can't lose life (119.8)", () => {
    const s = act(teamsAt30And20(), {
      type: 'player/restrict',
      player: 'A2',
      restriction: 'cantLoseLife',
      on: true,
    })
    const after = act(s, { type: 'life/exchange', a: 'A1', b: 'B1' })
    expect([teamLife(after, 'A'), teamLife(after, 'B')]).toEqual([30, 20])
    expect(log(after).at(-1)?.text).toContain('none of it')
  })
})

describe('life/redistribute (810.9f)', () => {
  it('refuses to touch both members of one team', () => {
    const s = teamsAt30And20()
    const r = refusal(s, { type: 'life/redistribute', player: 'A1', totals: { A1: 20, A2: 30 } })
    expect(r.code).toBe('REDISTRIBUTE_TWO_TEAMMATES')
    expect(r.message).toContain('810.9f')
    expect(r.message).toContain('A1 and A2 are teammates')
  })

  it("sets each touched player's team total through a gain or a loss", () => {
    const s = act(teamsAt30And20(), {
      type: 'life/redistribute',
      player: 'A1',
      totals: { B1: 30, A2: 20 },
    })
    expect([teamLife(s, 'A'), teamLife(s, 'B')]).toEqual([20, 30])
    expect(lifeEventsThisTurn(s, 'A2')).toEqual([
      expect.objectContaining({ kind: 'loss', amount: 10 }),
    ])
    expect(lifeEventsThisTurn(s, 'B1').at(-1)).toMatchObject({ kind: 'gain', amount: 10 })
    // Active team first (805.6a), whatever order the totals were named in.
    expect(
      lifeHistory(s)
        .slice(-2)
        .map((e) => e.player),
    ).toEqual(['A2', 'B1'])
  })

  it("does nothing at all if any part can't happen (701.12a, 119.7)", () => {
    const s = act(teamsAt30And20(), {
      type: 'player/restrict',
      player: 'A1',
      restriction: 'cantLoseLife',
      on: true,
    })
    const after = act(s, { type: 'life/redistribute', player: 'B1', totals: { A2: 20, B2: 30 } })
    expect([teamLife(after, 'A'), teamLife(after, 'B')]).toEqual([30, 20])
    expect(log(after).at(-1)?.text).toContain("A1 can't lose life")
  })
})
