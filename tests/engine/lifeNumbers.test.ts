import { describe, expect, it } from 'vitest'
import { teamLife, type Action } from '../../src/engine'
import { act, newGame, refusal } from '../fixtures/game'

const BAD = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1_000_001]

function refusedUnchanged(action: Action, code = 'BAD_NUMBER'): void {
  const s = newGame({ startingLife: 30 })
  const before = JSON.stringify(s)
  expect(refusal(s, action).code).toBe(code)
  expect(JSON.stringify(s)).toBe(before)
}

describe('bad numbers are refused and nothing changes', () => {
  it.each(BAD)('amount %s', (amount) => {
    refusedUnchanged({ type: 'life/damage', player: 'A1', target: 'B1', amount })
    refusedUnchanged({ type: 'life/lose', player: 'A1', amount })
    refusedUnchanged({ type: 'life/gain', player: 'A1', amount })
    refusedUnchanged({
      type: 'life/pay',
      payments: [
        { player: 'A1', amount: 1 },
        { player: 'B1', amount },
      ],
    })
    refusedUnchanged({
      type: 'effect/eachPlayer',
      player: 'A1',
      effect: { kind: 'damage', amount },
    })
    refusedUnchanged({
      type: 'effect/eachOpponent',
      player: 'A1',
      effect: { kind: 'draw', amount },
    })
  })

  it.each([1.5, Number.NaN, 1_000_001, -1_000_001])('value or count %s', (n) => {
    refusedUnchanged({ type: 'life/set', player: 'A1', value: n })
    refusedUnchanged({ type: 'life/setEach', value: n, chosen: { A: 'A1', B: 'B1' } })
    refusedUnchanged({ type: 'life/redistribute', player: 'A1', totals: { A1: 10, B1: n } })
    refusedUnchanged({ type: 'poison/add', player: 'B1', amount: n })
  })

  it('refuses unknown players and cards', () => {
    refusedUnchanged({ type: 'life/gain', player: 'C1', amount: 2 }, 'NO_SUCH_PLAYER')
    refusedUnchanged(
      { type: 'life/damage', player: 'A1', target: 'Z9', amount: 2 },
      'NO_SUCH_PLAYER',
    )
    refusedUnchanged(
      { type: 'life/damage', player: 'A1', target: 'B1', amount: 2, source: 'nope' },
      'NO_SUCH_CARD',
    )
    refusedUnchanged({ type: 'life/pay', payments: [] }, 'NO_PAYMENT')
    refusedUnchanged({ type: 'life/exchange', a: 'A1', b: 'X' }, 'NO_SUCH_PLAYER')
    refusedUnchanged({ type: 'player/concede', player: 'X' }, 'NO_SUCH_PLAYER')
  })

  it('allows setting a negative life total (119.5)', () => {
    const s = act(newGame({ startingLife: 30 }), { type: 'life/set', player: 'A1', value: -3 })
    expect(teamLife(s, 'A')).toBe(-3)
    expect(s.lifeHistory).toEqual([
      expect.objectContaining({ player: 'A1', kind: 'loss', amount: 33 }),
    ])
  })
})
