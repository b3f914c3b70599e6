import { describe, expect, it } from 'vitest'
import { turn, zone, type GameState, type TeamId } from '../../src/engine'
import { act, forest, library, newGame, refusal, toMainPhase } from '../fixtures/game'

const endTurn = { type: 'turn/end' } as const

/** The active team of each turn from now, ending the current one `n` times. */
function order(s: GameState, n: number): { number: number; team: TeamId; extra: boolean }[] {
  const out = [{ number: s.turn.number, team: s.turn.activeTeam, extra: turn(s).extra }]
  let next = s
  for (let i = 0; i < n; i++) {
    next = act(next, endTurn)
    out.push({ number: next.turn.number, team: next.turn.activeTeam, extra: turn(next).extra })
  }
  return out
}

describe('extra turns go to the team (805.8, 500.7)', () => {
  it('S065: "take an extra turn" on Team A\'s turn 3 gives Team A turn 4; Team B follows', () => {
    let s = act(newGame({ libraries: { A2: library('A2', 40, () => forest) } }), endTurn, endTurn)
    expect(turn(s)).toMatchObject({ number: 3, activeTeam: 'A' })
    s = act(s, { type: 'turn/extraTurn', player: 'A1' })
    expect(turn(s)).toMatchObject({ extraTurns: ['A'], upcoming: ['A', 'B'] })
    s = toMainPhase(s)
    s = act(s, {
      type: 'card/move',
      player: 'A2',
      card: zone(s, 'A2', 'hand')[0] ?? '',
      to: 'battlefield',
    })
    s = act(s, endTurn)
    expect(turn(s)).toMatchObject({
      number: 4,
      activeTeam: 'A',
      extra: true,
      extraTurns: [],
      upcoming: ['B'],
    })
    // Both A1 and A2 are active: both draw, both have a land drop again.
    const before = zone(s, 'A2', 'hand').length
    s = act(s, { type: 'turn/nextStep' })
    expect(zone(s, 'A2', 'hand')).toHaveLength(before + 1)
    s = toMainPhase(s)
    s = act(s, {
      type: 'card/move',
      player: 'A2',
      card: zone(s, 'A2', 'hand')[0] ?? '',
      to: 'battlefield',
    })
    expect(s.players.A2?.landsPlayedThisTurn).toBe(1)
    s = act(s, endTurn)
    expect(turn(s)).toMatchObject({ number: 5, activeTeam: 'B', extra: false })
  })

  it("S066: an extra turn for opponent B2 on Team A's turn: A, B (extra), B, A", () => {
    const s = act(newGame(), { type: 'turn/extraTurn', player: 'B2' })
    expect(turn(s).upcoming).toEqual(['B', 'B'])
    expect(order(s, 3)).toEqual([
      { number: 1, team: 'A', extra: false },
      { number: 2, team: 'B', extra: true },
      { number: 3, team: 'B', extra: false },
      { number: 4, team: 'A', extra: false },
    ])
  })

  it('one effect giving both teammates an extra turn gives the team one (805.8)', () => {
    const s = act(newGame(), { type: 'turn/extraTurn', player: 'A1', players: ['A2'] })
    expect(turn(s).extraTurns).toEqual(['A'])
    expect(order(s, 2).map((t) => t.team)).toEqual(['A', 'A', 'B'])
  })

  it('two effects give two turns; the most recently created is taken first (500.7)', () => {
    let s = act(
      newGame(),
      { type: 'turn/extraTurn', player: 'A1' },
      { type: 'turn/extraTurn', player: 'B1' },
    )
    expect(turn(s).extraTurns).toEqual(['B', 'A'])
    expect(order(s, 4).map((t) => t.team)).toEqual(['A', 'B', 'A', 'B', 'A'])
    // One effect for every player: added in APNAP order, so the other team's comes first.
    s = act(newGame(), { type: 'turn/extraTurn', player: 'A1', players: ['A2', 'B1', 'B2'] })
    expect(turn(s).extraTurns).toEqual(['B', 'A'])
  })

  it('an extra turn created during an extra turn comes right after it, then the rotation resumes', () => {
    let s = act(newGame(), { type: 'turn/extraTurn', player: 'B1' }, endTurn)
    expect(turn(s)).toMatchObject({ number: 2, activeTeam: 'B', extra: true })
    s = act(s, { type: 'turn/extraTurn', player: 'A1' })
    expect(turn(s).upcoming).toEqual(['A', 'B'])
    expect(order(s, 3).map((t) => [t.team, t.extra])).toEqual([
      ['B', true],
      ['A', true],
      ['B', false],
      ['A', false],
    ])
  })

  it('refuses an unknown player', () => {
    expect(refusal(newGame(), { type: 'turn/extraTurn', player: 'C9' }).code).toBe('NO_SUCH_PLAYER')
  })
})
