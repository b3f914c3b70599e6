import { describe, expect, it } from 'vitest'
import { lifeHistory, log, teamLife } from '../../src/engine'
import { act, newGame, putOntoBattlefield, creature, refusal } from '../fixtures/game'

const restrict = (
  player: string,
  restriction: 'cantGainLife' | 'cantLoseLife' | 'preventAllDamage',
) => ({ type: 'player/restrict', player, restriction, on: true }) as const

describe("can't gain life covers the team (810.9g)", () => {
  it("A1 can't gain life, so A2's gain does nothing either; the other team is free", () => {
    const s = act(newGame({ startingLife: 30 }), restrict('A1', 'cantGainLife'))
    const after = act(
      s,
      { type: 'life/gain', player: 'A2', amount: 5 },
      { type: 'life/gain', player: 'B1', amount: 5 },
    )
    expect([teamLife(after, 'A'), teamLife(after, 'B')]).toEqual([30, 35])
    expect(lifeHistory(after).map((e) => e.player)).toEqual(['B1'])
    const line = log(after).find((l) => l.text.startsWith('A2 would gain 5 life'))
    expect(line).toMatchObject({ rule: '810.9g' })
    expect(line?.text).toContain("A1 can't gain life, and that covers the whole team")
  })

  it('lifting the restriction lets the team gain again', () => {
    const s = act(
      newGame({ startingLife: 30 }),
      restrict('A1', 'cantGainLife'),
      { type: 'player/restrict', player: 'A1', restriction: 'cantGainLife', on: false },
      { type: 'life/gain', player: 'A2', amount: 5 },
    )
    expect(teamLife(s, 'A')).toBe(35)
  })
})

describe("can't lose life covers the team (810.9h)", () => {
  it('no loss and no damage reaches the total for either member', () => {
    const s = act(newGame({ startingLife: 30 }), restrict('B2', 'cantLoseLife'))
    const after = act(
      s,
      { type: 'life/lose', player: 'B1', amount: 4 },
      { type: 'life/damage', player: 'A1', target: 'B1', amount: 7 },
      { type: 'effect/eachOpponent', player: 'A1', effect: { kind: 'loseLife', amount: 2 } },
    )
    expect(teamLife(after, 'B')).toBe(30)
    // 119.3: the damage is still dealt, without the life loss it would cause.
    expect(lifeHistory(after).map((e) => [e.player, e.kind, e.amount, e.noLoss])).toEqual([
      ['B1', 'damage', 7, true],
    ])
    expect(
      after.log.filter((l) => l.rule === '810.9h' && l.text.endsWith('Team B stays at 30.')),
    ).toHaveLength(4)
  })

  it('refuses any life payment but 0, for the teammate too (810.9h, 119.8)', () => {
    const s = act(newGame({ startingLife: 30 }), restrict('B2', 'cantLoseLife'))
    const r = refusal(s, { type: 'life/pay', payments: [{ player: 'B1', amount: 2 }] })
    expect(r.code).toBe('CANT_LOSE_LIFE')
    expect(r.message).toContain('810.9h')
    expect(refusal(s, { type: 'life/payHalf', player: 'B1', round: 'up' }).code).toBe(
      'CANT_LOSE_LIFE',
    )
    const zero = act(s, { type: 'life/pay', payments: [{ player: 'B1', amount: 0 }] })
    expect(teamLife(zero, 'B')).toBe(30)
  })
})

describe('damage prevention protects only its player (S084)', () => {
  it('B1 prevented, B2 not: 4 to B1 and 5 to B2 in combat leave team B at 25', () => {
    const start = act(newGame({ startingLife: 30 }), restrict('B1', 'preventAllDamage'))
    const four = putOntoBattlefield(start, 'A1', creature('Wolf', 4, 4))
    const five = putOntoBattlefield(four.state, 'A2', creature('Bear', 5, 5))
    const s = act(
      five.state,
      { type: 'life/damage', player: 'A1', target: 'B1', amount: 4, source: four.id, combat: true },
      { type: 'life/damage', player: 'A2', target: 'B2', amount: 5, source: five.id, combat: true },
    )
    expect(teamLife(s, 'B')).toBe(25)
    expect(lifeHistory(s).map((e) => [e.player, e.amount])).toEqual([['B2', 5]])
    expect(log(s).some((l) => l.text.includes('that would be dealt to B1 is prevented'))).toBe(true)
  })

  it('variant: all combat damage prevented (both players protected) keeps team B at 30', () => {
    const s = act(
      newGame({ startingLife: 30 }),
      restrict('B1', 'preventAllDamage'),
      restrict('B2', 'preventAllDamage'),
      { type: 'life/damage', player: 'A1', target: 'B1', amount: 4, combat: true },
      { type: 'life/damage', player: 'A2', target: 'B2', amount: 5, combat: true },
    )
    expect(teamLife(s, 'B')).toBe(30)
  })

  it('refuses a restriction that does not exist', () => {
    const s = newGame()
    const r = refusal(s, {
      type: 'player/restrict',
      player: 'A1',
      restriction: 'cantWin' as 'cantGainLife',
      on: true,
    })
    expect(r.code).toBe('BAD_RESTRICTION')
  })
})
