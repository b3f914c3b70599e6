import { describe, expect, it } from 'vitest'
import {
  cardIdOf,
  lifeChangesThisTurn,
  lifeEventsThisTurn,
  lifeHistory,
  log,
  outcome,
  teamLife,
} from '../../src/engine'
import { lifeHandlers } from '../../src/engine/rules/life'
import { act, newGame, refusal, spell } from '../fixtures/game'

const lastLog = (s: Parameters<typeof log>[0]) => log(s).at(-1)?.text ?? ''

describe('shared life (810.9)', () => {
  it('S010: Flame Rift deals 4 to each player: four damage events, both teams 30 → 22', () => {
    const start = newGame({ startingLife: 30 })
    // Flame Rift, a sorcery, on the stack as it resolves (400.4a: never on the battlefield).
    const rift = cardIdOf(start.nextCardNumber)
    const state = act(start, {
      type: 'card/conjure',
      player: 'A1',
      data: spell('Flame Rift', { oracle_text: 'Flame Rift deals 4 damage to each player.' }),
      to: 'stack',
    })
    const s = act(state, {
      type: 'effect/eachPlayer',
      player: 'A1',
      effect: { kind: 'damage', amount: 4 },
      source: rift,
    })
    expect(teamLife(s, 'A')).toBe(22)
    expect(teamLife(s, 'B')).toBe(22)
    const events = lifeHistory(s)
    expect(events.map((e) => [e.player, e.kind, e.amount, e.source])).toEqual([
      ['A1', 'damage', 4, rift],
      ['A2', 'damage', 4, rift],
      ['B1', 'damage', 4, rift],
      ['B2', 'damage', 4, rift],
    ])
    expect(
      log(s).some((l) =>
        l.text.startsWith('B2 was dealt 4 damage by Flame Rift (Team B: 26 → 22)'),
      ),
    ).toBe(true)
  })

  it('S011: Beacon of Immortality on A2 with the team at 17: A2 gains 17, team 34', () => {
    const s = act(newGame({ startingLife: 30 }), { type: 'life/lose', player: 'A1', amount: 13 })
    expect(teamLife(s, 'A')).toBe(17)
    const after = act(s, { type: 'life/double', player: 'A2' })
    expect(teamLife(after, 'A')).toBe(34)
    expect(lifeEventsThisTurn(after, 'A2')).toEqual([
      expect.objectContaining({ player: 'A2', kind: 'gain', amount: 17 }),
    ])
    expect(lastLog(after)).toBe('A2 gained 17 life (Team A: 17 → 34).')
  })

  it('S013: Lurking Evil pays half of the team total rounded up: 11 → pays 6 → 5', () => {
    const s = act(newGame({ startingLife: 11 }), {
      type: 'life/payHalf',
      player: 'A1',
      round: 'up',
    })
    expect(teamLife(s, 'A')).toBe(5)
    expect(lifeEventsThisTurn(s, 'A1')).toEqual([
      expect.objectContaining({ kind: 'payment', amount: 6 }),
    ])
    const down = act(newGame({ startingLife: 11 }), {
      type: 'life/payHalf',
      player: 'A1',
      round: 'down',
    })
    expect(teamLife(down, 'A')).toBe(6)
  })

  it('S014: teammates paying together may not exceed the team total; 0 is always allowed', () => {
    const s = newGame({ startingLife: 10 })
    const r = refusal(s, {
      type: 'life/pay',
      payments: [
        { player: 'A1', amount: 6 },
        { player: 'A2', amount: 5 },
      ],
    })
    expect(r.code).toBe('NOT_ENOUGH_LIFE')
    expect(r.message).toContain("Team A has 10 life and can't pay 11 (A1 6 + A2 5)")
    expect(r.message).toContain('810.9b')
    const paid = act(s, {
      type: 'life/pay',
      payments: [
        { player: 'A1', amount: 6 },
        { player: 'A2', amount: 4 },
      ],
    })
    expect(teamLife(paid, 'A')).toBe(0)
    expect(outcome(paid)).toEqual({ over: true, winner: 'B', loser: 'A', reason: 'life' })
    const zero = act(s, {
      type: 'life/pay',
      payments: [
        { player: 'A1', amount: 0 },
        { player: 'A2', amount: 0 },
      ],
    })
    expect(teamLife(zero, 'A')).toBe(10)
    expect(lifeHistory(zero)).toEqual([])
  })

  it('S014: a payment of 0 is accepted even with the team at 0 life or less (119.4b)', () => {
    // The handler alone: at 0 or less the state-based checks would already have ended the game.
    const base = newGame({ startingLife: 10 })
    const broke = { ...base, teams: { ...base.teams, A: { ...base.teams.A, life: -2 } } }
    const pay = lifeHandlers['life/pay']
    if (!pay) throw new Error('life/pay has no handler')
    const s = pay(broke, { type: 'life/pay', payments: [{ player: 'A2', amount: 0 }] })
    expect(s.teams.A.life).toBe(-2)
    expect(() => pay(broke, { type: 'life/pay', payments: [{ player: 'A2', amount: 1 }] })).toThrow(
      /can't pay 1/,
    )
  })

  it('checks payments from both teams in one action team by team', () => {
    const s = act(newGame({ startingLife: 10 }), { type: 'life/lose', player: 'B1', amount: 7 })
    const ok = act(s, {
      type: 'life/pay',
      payments: [
        { player: 'A1', amount: 8 },
        { player: 'B2', amount: 3 },
      ],
    })
    expect([teamLife(ok, 'A'), teamLife(ok, 'B')]).toEqual([2, 0])
    const r = refusal(s, {
      type: 'life/pay',
      payments: [
        { player: 'A1', amount: 8 },
        { player: 'B2', amount: 4 },
      ],
    })
    expect(r.message).toContain('Team B has 3 life')
  })

  it('S015: setting B2 to 10 with the team at 25: B2 loses 15, team 10', () => {
    const s = act(newGame({ startingLife: 25 }), { type: 'life/set', player: 'B2', value: 10 })
    expect(teamLife(s, 'B')).toBe(10)
    expect(lifeEventsThisTurn(s, 'B2')).toEqual([
      expect.objectContaining({ kind: 'loss', amount: 15 }),
    ])
    expect(lifeEventsThisTurn(s, 'B1')).toEqual([])
    expect(lastLog(s)).toBe('B2 lost 15 life (Team B: 25 → 10).')
  })

  it('S016: Repay in Kind with teams at 7 and 13: one chosen member per team', () => {
    const s = act(newGame({ startingLife: 13 }), { type: 'life/lose', player: 'A2', amount: 6 })
    const after = act(s, { type: 'life/setEach', value: 7, chosen: { A: 'A1', B: 'B2' } })
    expect([teamLife(after, 'A'), teamLife(after, 'B')]).toEqual([7, 7])
    expect(lifeEventsThisTurn(after, 'B2')).toEqual([
      expect.objectContaining({ kind: 'loss', amount: 6 }),
    ])
    expect(lifeEventsThisTurn(after, 'B1')).toEqual([])
    expect(lifeEventsThisTurn(after, 'A1')).toEqual([])
    const wrong = refusal(s, { type: 'life/setEach', value: 7, chosen: { A: 'B1', B: 'B2' } })
    expect(wrong.code).toBe('NOT_ON_TEAM')
    expect(wrong.message).toContain('810.9d')
  })

  it('S029: each opponent loses 2: B1 and B2 lose 2 each, team B 30 → 26', () => {
    const s = act(newGame({ startingLife: 30 }), {
      type: 'effect/eachOpponent',
      player: 'A1',
      effect: { kind: 'loseLife', amount: 2 },
    })
    expect(teamLife(s, 'B')).toBe(26)
    expect(teamLife(s, 'A')).toBe(30)
    expect(lifeHistory(s).map((e) => [e.player, e.kind, e.amount])).toEqual([
      ['B1', 'loss', 2],
      ['B2', 'loss', 2],
    ])
  })

  it('damage and loss are never refused for low life; the team can go below 0', () => {
    const s = act(newGame({ startingLife: 5 }), {
      type: 'life/damage',
      player: 'A1',
      target: 'B1',
      amount: 9,
    })
    expect(teamLife(s, 'B')).toBe(-4)
    expect(outcome(s).winner).toBe('A')
  })

  it('keeps a ledger per player: gained, lost and damage taken this turn', () => {
    const s = act(
      newGame({ startingLife: 30 }),
      { type: 'life/damage', player: 'A1', target: 'B1', amount: 3, combat: true },
      { type: 'life/lose', player: 'B1', amount: 2 },
      { type: 'life/gain', player: 'B2', amount: 4 },
      { type: 'life/pay', payments: [{ player: 'B2', amount: 1 }] },
    )
    expect(lifeChangesThisTurn(s, 'B1')).toEqual({ gained: 0, lost: 5, damageTaken: 3 })
    expect(lifeChangesThisTurn(s, 'B2')).toEqual({ gained: 4, lost: 1, damageTaken: 0 })
    expect(lifeChangesThisTurn(s, 'A1')).toEqual({ gained: 0, lost: 0, damageTaken: 0 })
    expect(teamLife(s, 'B')).toBe(28)
    const [first] = lifeEventsThisTurn(s, 'B1')
    expect(first).toMatchObject({ turn: s.turn.number, kind: 'damage', combat: true })
    const seqs = lifeHistory(s).map((e) => e.seq)
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y))
    expect(new Set(seqs).size).toBe(4)
  })

  it('a gain of 0 records no event (119.9)', () => {
    const s = act(newGame({ startingLife: 30 }), { type: 'life/gain', player: 'A1', amount: 0 })
    expect(lifeHistory(s)).toEqual([])
    expect(log(s).at(-1)).toMatchObject({ rule: '119.9' })
  })

  it('"each player" gains life and draws active team first (805.6a, S073)', () => {
    const s = newGame({ startingLife: 30 })
    const gained = act(s, {
      type: 'effect/eachPlayer',
      player: 'B1',
      effect: { kind: 'gainLife', amount: 1 },
    })
    expect(lifeHistory(gained).map((e) => e.player)).toEqual(['A1', 'A2', 'B1', 'B2'])
    const drew = act(s, {
      type: 'effect/eachPlayer',
      player: 'A1',
      effect: { kind: 'draw', amount: 2 },
    })
    const hands = ['A1', 'A2', 'B1', 'B2'].map((p) => drew.players[p]?.zones.hand.length)
    expect(hands).toEqual([9, 9, 9, 9])
    const draws = log(drew)
      .filter((l) => l.text.endsWith('drew 2 cards.'))
      .map((l) => l.text.slice(0, 2))
    expect(draws).toEqual(['A1', 'A2', 'B1', 'B2'])
  })
})
