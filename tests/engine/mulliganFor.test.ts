import { describe, expect, it } from 'vitest'
import { mulliganFor, zone, type GameState, type PlayerId } from '../../src/engine'
import { act, newGame } from '../fixtures/game'

const decide = (player: PlayerId, choice: 'keep' | 'mulligan') =>
  ({ type: 'mulligan/decide', player, choice }) as const

/** Every open player mulligans (A1) or keeps; nothing goes to the bottom before a keep. */
function roundWhereA1Mulligans(s: GameState, others: 'keep' | 'mulligan' = 'keep'): GameState {
  let next = s
  for (const p of ['A1', 'A2', 'B1', 'B2']) {
    const seat = mulliganFor(next, p)
    if (seat.kept) continue
    next = act(next, decide(p, p === 'A1' ? 'mulligan' : others))
  }
  return next
}

describe('mulliganFor (103.5, 103.5c)', () => {
  it('prices the first mulligan at 0 cards, then 1, 2… (S003)', () => {
    let s = newGame({ skipMulligans: false })
    expect(mulliganFor(s, 'A1')).toEqual({
      kept: false,
      declared: null,
      keepBottom: 0,
      nextBottom: 0,
      nextHandSize: 7,
      mayMulligan: true,
    })
    s = roundWhereA1Mulligans(s)
    expect(mulliganFor(s, 'A1')).toMatchObject({ keepBottom: 0, nextBottom: 1, nextHandSize: 6 })
    expect(mulliganFor(s, 'A2')).toMatchObject({ kept: true, declared: 'keep', mayMulligan: false })
    s = roundWhereA1Mulligans(s)
    // 103.5: the new seven stays whole until A1 keeps; keeping now puts 1 on the bottom.
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    expect(mulliganFor(s, 'A1')).toMatchObject({ keepBottom: 1, nextBottom: 2 })
  })

  it('shows a declaration until the round is carried out', () => {
    const s = act(newGame({ skipMulligans: false }), decide('A2', 'mulligan'))
    expect(mulliganFor(s, 'A2').declared).toBe('mulligan')
    expect(mulliganFor(s, 'A2').kept).toBe(false)
  })

  it('allows a mulligan down to a 0-card hand, none after it, nor after the mulligans end (103.5)', () => {
    let s = newGame({ skipMulligans: false })
    for (let i = 0; i < 7; i++) s = roundWhereA1Mulligans(s)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    expect(mulliganFor(s, 'A1')).toMatchObject({
      keepBottom: 6,
      nextBottom: 7,
      nextHandSize: 0,
      mayMulligan: true,
    })
    s = roundWhereA1Mulligans(s)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    expect(mulliganFor(s, 'A1')).toMatchObject({ keepBottom: 7, nextBottom: 8, mayMulligan: false })
    expect(mulliganFor(newGame(), 'B1').mayMulligan).toBe(false)
  })
})
