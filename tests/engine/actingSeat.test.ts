/**
 * A room's questions to the engine (issue 35): as whom a device holding some seats of one team
 * acts (actingSeat, by the authority table, 810.5, 805.4a, 805.10a, 401.5), which teams a table
 * edit touches, the lines a move wrote signed with its seat, and what an undo would hide again.
 */
import { describe, expect, it } from 'vitest'
import {
  actingSeat,
  applyAction,
  hiddenAgain,
  log,
  signLog,
  teamsTouched,
  zone,
  type Action,
  type GameState,
} from '../../src/engine'
import { sampleGame } from '../fixtures/sampleGame'

const s = sampleGame(35)
const first = (g: GameState, player: string, where: 'hand' | 'library' | 'command') =>
  zone(g, player, where)[0] ?? 'missing'

function refusal(seats: string[], action: Action, game = s) {
  const decided = actingSeat(game, seats, action)
  return decided.ok ? null : decided.error
}

describe("actingSeat: row 'self' (810.5, 103.5, 104.3a)", () => {
  it("believes the action's player only for a seat the device holds", () => {
    const draw: Action = { type: 'library/draw', player: 'A1' }
    expect(actingSeat(s, ['A1'], draw)).toEqual({ ok: true, actor: 'A1', action: draw })
    expect(refusal(['A2'], draw)?.code).toBe('NOT_YOURS')
    expect(refusal(['B1', 'B2'], draw)?.message).toBe(
      "Only A1 may do that: it is their own card or choice, not B1's (810.5).",
    )
    expect(refusal(['B1'], { type: 'player/concede', player: 'A1' })?.code).toBe('NOT_YOURS')
  })

  it('lets a device holding both seats of a team act for either', () => {
    const decided = actingSeat(s, ['A1', 'A2'], { type: 'library/draw', player: 'A2' })
    expect(decided).toMatchObject({ ok: true, actor: 'A2' })
  })
})

describe("actingSeat: rows 'activeTeam' and 'defendingTeam' (805.4a, 805.10a, 509.1)", () => {
  it('moves the turn for the active team only, writing in the seat when the action names none', () => {
    expect(s.turn.activeTeam).toBe('A')
    expect(actingSeat(s, ['A2'], { type: 'turn/end' })).toEqual({
      ok: true,
      actor: 'A2',
      action: { type: 'turn/end', player: 'A2' },
    })
    expect(refusal(['B1'], { type: 'turn/end' })?.code).toBe('NOT_YOUR_TURN')
    expect(refusal(['B1', 'B2'], { type: 'turn/nextStep' })?.code).toBe('NOT_YOUR_TURN')
  })

  it("never takes the device's word for who acts: another seat named is refused", () => {
    const claim = refusal(['B1'], { type: 'turn/end', player: 'A1' })
    expect(claim?.code).toBe('NOT_YOURS')
    expect(claim?.message).toBe('Only the seats you hold (B1) act for you, not A1 (810.5).')
  })

  it('gives the block to the defending team', () => {
    const block: Action = { type: 'combat/declareTeamBlockers', blocks: [] }
    expect(refusal(['A1'], block)?.code).toBe('NOT_DEFENDING')
    // Not blocked yet for want of an attack: the rules, not the seat, refuse it later.
    expect(refusal(['B2'], block)?.code).not.toBe('NOT_DEFENDING')
  })
})

describe("actingSeat: row 'reveals' (401.5, 701.20)", () => {
  it("lets only the library's or hand's own player show it", () => {
    const top: Action = { type: 'library/topRevealed', player: 'A1', on: true }
    expect(refusal(['B1', 'B2'], top)?.code).toBe('NOT_YOURS')
    expect(refusal(['A2'], top)?.code).toBe('NOT_YOURS')
    expect(actingSeat(s, ['A1', 'A2'], top)).toMatchObject({ ok: true, actor: 'A1' })
    expect(refusal(['B1'], { type: 'hand/reveal', player: 'A1', revealed: true })?.code).toBe(
      'NOT_YOURS',
    )
  })
})

describe("actingSeat: row 'public'", () => {
  it("lets any seat act on anyone in the open, as the device's own seat", () => {
    const lose: Action = { type: 'life/lose', player: 'A1', amount: 3 }
    expect(actingSeat(s, ['B2'], lose)).toEqual({ ok: true, actor: 'B2', action: lose })
    const tap: Action = { type: 'card/tap', player: 'B2', card: first(s, 'A1', 'command') }
    expect(actingSeat(s, ['B1', 'B2'], tap)).toMatchObject({ ok: true, actor: 'B2' })
  })

  it("gives a card in a hand or a library to its owner's seat, whatever the row", () => {
    const card = first(s, 'A1', 'hand')
    const discard: Action = { type: 'card/move', player: 'B1', card, to: 'graveyard' }
    expect(refusal(['B1', 'B2'], discard)?.message).toBe(
      'Only A1 may handle that card: it is in their hand or library (810.5, 401.2).',
    )
    expect(actingSeat(s, ['A1'], { ...discard, player: 'A1' })).toMatchObject({ ok: true })
  })
})

describe('actingSeat: no seat, a closed game', () => {
  it('refuses a spectator, an unknown seat, and anyone once the game is over (104)', () => {
    expect(refusal([], { type: 'life/gain', player: 'A1', amount: 1 })?.code).toBe('NO_SEAT')
    expect(refusal(['Z9'], { type: 'turn/end' })?.code).toBe('NO_SUCH_PLAYER')
    const over = applyAction(s, { type: 'life/set', player: 'A1', value: 0 })
    expect(over.outcome.over).toBe(true)
    expect(refusal(['B1'], { type: 'life/gain', player: 'A1', amount: 1 }, over)?.code).toBe(
      'GAME_OVER',
    )
  })
})

describe('teamsTouched', () => {
  it('names the teams of the players and cards an action names', () => {
    expect(teamsTouched(s, { type: 'life/lose', player: 'A1', amount: 3 })).toEqual(['A'])
    const card = first(s, 'B1', 'command')
    expect(teamsTouched(s, { type: 'card/tap', player: 'A1', card })).toEqual(['A', 'B'])
    expect(teamsTouched(s, { type: 'library/mill', player: 'B2', count: 3 })).toEqual(['B'])
    const totals = { A1: 30, A2: 30 }
    expect(teamsTouched(s, { type: 'life/redistribute', player: 'A1', totals })).toEqual(['A'])
  })

  it('reads "each opponent" and "each player" as they say, and a table-wide shield as everyone', () => {
    const hurt = { kind: 'damage', amount: 2 } as const
    expect(teamsTouched(s, { type: 'effect/eachOpponent', player: 'B1', effect: hurt })).toEqual([
      'A',
    ])
    expect(teamsTouched(s, { type: 'effect/eachPlayer', player: 'B1', effect: hurt })).toEqual([
      'A',
      'B',
    ])
    expect(teamsTouched(s, { type: 'combat/preventAll', on: true })).toEqual(['A', 'B'])
  })
})

describe('signLog', () => {
  it('signs the lines one move wrote with the seat that made it, and no others', () => {
    const after = applyAction(s, { type: 'life/lose', player: 'A1', amount: 3 })
    const signed = signLog(s, after, 'B2')
    const lines = log(signed) as { seq: number; by?: string }[]
    const fresh = lines.filter((l) => l.seq > s.seq)
    expect(fresh.length).toBeGreaterThan(0)
    expect(fresh.every((l) => l.by === 'B2')).toBe(true)
    expect(lines.filter((l) => l.seq <= s.seq).some((l) => l.by !== undefined)).toBe(false)
    // A move that wrote nothing is the same state.
    expect(signLog(s, s, 'B2')).toBe(s)
  })
})

describe('hiddenAgain (401.2, 708.5)', () => {
  it("finds the other team's milled cards an undo would put back on top of their library", () => {
    const milled = applyAction(s, { type: 'library/mill', player: 'A1', count: 2 })
    const topTwo = zone(s, 'A1', 'library').slice(0, 2)
    expect(hiddenAgain(milled, s, 'B').sort()).toEqual([...topTwo].sort())
    // A1's own team would learn its own library's order: not the other team's secret.
    expect(hiddenAgain(milled, s, 'A')).toEqual([])
    // Undoing a draw hides nothing the other team saw.
    const drawn = applyAction(s, { type: 'library/draw', player: 'A1' })
    expect(hiddenAgain(drawn, s, 'B')).toEqual([])
  })
})
