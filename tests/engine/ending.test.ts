import { describe, expect, it } from 'vitest'
import { applyAction, log, outcome, teamLife } from '../../src/engine'
import { act, creature, newGame, putOntoBattlefield, refusal } from '../fixtures/game'

describe('the team is the unit that loses (810.8)', () => {
  it('S031: 3 combat damage to B2 with team B at 3: life 0, team A wins', () => {
    const start = act(newGame({ startingLife: 30 }), {
      type: 'life/lose',
      player: 'B1',
      amount: 27,
    })
    const { state, id: bear } = putOntoBattlefield(start, 'A1', creature('Grizzly Bears', 3, 3))
    const s = act(state, {
      type: 'life/damage',
      player: 'A1',
      target: 'B2',
      amount: 3,
      source: bear,
      combat: true,
    })
    expect(teamLife(s, 'B')).toBe(0)
    expect(outcome(s)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'life' })
    expect(
      log(s).some(
        (l) => l.text === 'B2 was dealt 3 combat damage by Grizzly Bears (Team B: 3 → 0).',
      ),
    ).toBe(true)
    expect(refusal(s, { type: 'life/gain', player: 'B1', amount: 1 }).code).toBe('GAME_OVER')
  })

  it('S012: Test of Endurance reads the team total: 50 wins, 49 does not', () => {
    const fifty = act(newGame({ startingLife: 30 }), {
      type: 'life/gain',
      player: 'A2',
      amount: 20,
    })
    const fortyNine = act(newGame({ startingLife: 30 }), {
      type: 'life/gain',
      player: 'A2',
      amount: 19,
    })
    expect(teamLife(fifty, 'A')).toBeGreaterThanOrEqual(50)
    expect(teamLife(fortyNine, 'A')).toBe(49)
    // "You win the game" for A1 means every opponent leaves (104.2a, 810.8a): modelled by team B
    // leaving the game, which the table records as a concession.
    const won = act(fifty, { type: 'player/concede', player: 'B1' })
    expect(outcome(won)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'concede' })
    expect(outcome(fortyNine).over).toBe(false)
  })

  it('a concession by one player makes the whole team lose (810.8b)', () => {
    const s = act(newGame(), { type: 'player/concede', player: 'A2' })
    expect(outcome(s)).toEqual({ over: true, winner: 'B', loser: 'A', reason: 'concede' })
    expect(s.log.some((l) => l.rule === '810.8b' && l.text.startsWith('A2 conceded'))).toBe(true)
  })

  it('a player may concede during the mulligans', () => {
    const s = applyAction(newGame({ skipMulligans: false }), {
      type: 'player/concede',
      player: 'B1',
    })
    expect(outcome(s).winner).toBe('A')
  })

  it('both teams at 0 at once is a draw (104.4a)', () => {
    const s = act(newGame({ startingLife: 4 }), {
      type: 'effect/eachPlayer',
      player: 'A1',
      effect: { kind: 'damage', amount: 2 },
    })
    expect(outcome(s)).toMatchObject({ over: true, draw: true })
  })
})
