import { describe, expect, it } from 'vitest'
import { log, mulligan, turn, zone, type GameState, type PlayerId } from '../../src/engine'
import { act, legend, library, newGame, refusal } from '../fixtures/game'

const keep = (player: PlayerId) => ({ type: 'mulligan/decide', player, choice: 'keep' }) as const
const mull = (player: PlayerId) =>
  ({ type: 'mulligan/decide', player, choice: 'mulligan' }) as const

/** Bottoms the first `n` cards of the player's hand. */
function bottom(s: GameState, player: PlayerId, n: number): GameState {
  return act(s, { type: 'mulligan/bottom', player, cards: zone(s, player, 'hand').slice(0, n) })
}

describe('mulligan declarations (805.3a, S004)', () => {
  it('asks the starting team first, in either order, then the other team', () => {
    let s = newGame({ skipMulligans: false })
    expect(mulligan(s).deciding).toEqual(['A1', 'A2'])
    const b1 = refusal(s, keep('B1'))
    expect(b1.code).toBe('NOT_DECIDING')
    expect(b1.message).toMatch(/A1 and A2/)
    s = act(s, mull('A2'))
    expect(mulligan(s).deciding).toEqual(['A1'])
    expect(refusal(s, keep('B2')).code).toBe('NOT_DECIDING')
    s = act(s, keep('A1'))
    expect(mulligan(s).deciding).toEqual(['B1', 'B2'])
  })

  it('carries out no mulligan until all four have declared, then all at once', () => {
    let s = newGame({ skipMulligans: false })
    const hands = Object.fromEntries(['A1', 'A2', 'B1', 'B2'].map((p) => [p, zone(s, p, 'hand')]))
    s = act(s, mull('A1'))
    // A2 declares while A1's hand is still the old one: nothing new has been drawn.
    expect(zone(s, 'A1', 'hand')).toEqual(hands.A1)
    s = act(s, mull('A2'), keep('B1'))
    expect(zone(s, 'A1', 'hand')).toEqual(hands.A1)
    expect(zone(s, 'A2', 'hand')).toEqual(hands.A2)
    expect(mulligan(s).mulligans).toEqual({ A1: 0, A2: 0, B1: 0, B2: 0 })
    s = act(s, mull('B2'))
    expect(mulligan(s).mulligans).toEqual({ A1: 1, A2: 1, B1: 0, B2: 1 })
    expect(zone(s, 'B1', 'hand')).toEqual(hands.B1)
    for (const p of ['A1', 'A2', 'B2']) {
      expect(zone(s, p, 'hand')).toHaveLength(7)
      expect(zone(s, p, 'hand')).not.toEqual(hands[p])
    }
    // The first mulligan is free (103.5c): nobody bottoms, round 2 starts at once.
    expect(mulligan(s).mustBottom).toEqual({ A1: 0, A2: 0, B1: 0, B2: 0 })
    expect(mulligan(s).deciding).toEqual(['A1', 'A2'])
  })

  it('refuses a player who kept (ALREADY_KEPT) and a second declaration in a round', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, keep('A1'))
    expect(refusal(s, mull('A1')).code).toBe('ALREADY_KEPT')
    s = act(s, mull('A2'))
    expect(refusal(s, keep('A2')).code).toBe('ALREADY_DECLARED')
    s = act(s, keep('B1'), mull('B2'))
    // Round 2: only A2 and B2 are still deciding; B1 kept for good.
    expect(mulligan(s).deciding).toEqual(['A2'])
    expect(refusal(s, mull('B1')).code).toBe('ALREADY_KEPT')
    expect(refusal(s, mull('B2')).code).toBe('NOT_DECIDING')
  })

  it('lets team B declare first when it is the starting team', () => {
    const s = newGame({ skipMulligans: false, startingTeam: 'B' })
    expect(mulligan(s).deciding).toEqual(['B1', 'B2'])
    expect(refusal(s, keep('A1')).code).toBe('NOT_DECIDING')
  })

  it('accepts only mulligan actions and concessions until everyone keeps', () => {
    const s = newGame({ skipMulligans: false })
    expect(refusal(s, { type: 'turn/nextStep' }).code).toBe('MULLIGAN_IN_PROGRESS')
  })
})

describe('London mulligan with a free first mulligan (103.5, 103.5c, S003)', () => {
  it('keeps 7, 6 or 5 after 1, 2 or 3 mulligans, bottoming only on keep; a library of 94', () => {
    let s = newGame({ skipMulligans: false, libraries: { A1: library('A1', 99) } })
    expect(zone(s, 'A1', 'library')).toHaveLength(92)
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'))
    expect(mulligan(s).mustBottom.A1).toBe(0)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)

    // 103.5: each mulligan draws a fresh seven and owes nothing yet.
    s = act(s, mull('A1'))
    expect(mulligan(s).mustBottom.A1).toBe(0)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    expect(mulligan(s).deciding).toEqual(['A1'])
    s = act(s, mull('A1'))
    expect(mulligan(s).mustBottom.A1).toBe(0)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)

    // Keeping after the 3rd mulligan owes 3 − 1 (the free first, 103.5c) = 2 to the bottom.
    s = act(s, keep('A1'))
    expect(mulligan(s).done).toBe(false)
    expect(mulligan(s).mustBottom.A1).toBe(2)
    expect(log(s).at(-1)?.text).toMatch(/A1 keeps and puts 2 cards on the bottom/)
    s = bottom(s, 'A1', 2)
    expect(zone(s, 'A1', 'hand')).toHaveLength(5)
    expect(mulligan(s)).toMatchObject({
      done: true,
      deciding: [],
      mulligans: { A1: 3, A2: 0, B1: 0, B2: 0 },
    })
    expect(zone(s, 'A1', 'library')).toHaveLength(94)
    expect(zone(s, 'A1', 'command')).toHaveLength(1)
    // Every card is where its zone list says, exactly once.
    for (const z of ['library', 'hand'] as const) {
      expect(zone(s, 'A1', z).every((id) => s.cards[id]?.zone === z)).toBe(true)
      expect(new Set(zone(s, 'A1', z)).size).toBe(zone(s, 'A1', z).length)
    }
  })

  it('keeps 7 after the free first mulligan and 6 after the second (S003)', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'), keep('A1'))
    expect(mulligan(s).done).toBe(true)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)

    let t = newGame({ skipMulligans: false })
    t = act(t, mull('A1'), keep('A2'), keep('B1'), keep('B2'), mull('A1'), keep('A1'))
    expect(mulligan(t).mustBottom.A1).toBe(1)
    t = bottom(t, 'A1', 1)
    expect(zone(t, 'A1', 'hand')).toHaveLength(6)
  })

  it('puts the chosen cards on the bottom in the given order', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'), mull('A1'), keep('A1'))
    const [x, y] = zone(s, 'A1', 'hand')
    const before = zone(s, 'A1', 'library')
    expect(
      refusal(s, { type: 'mulligan/bottom', player: 'A1', cards: [x ?? '', y ?? ''] }).code,
    ).toBe('WRONG_BOTTOM_COUNT')
    s = act(s, { type: 'mulligan/bottom', player: 'A1', cards: [y ?? ''] })
    expect(zone(s, 'A1', 'library')).toEqual([...before, y])
    expect(zone(s, 'A1', 'hand')).not.toContain(y)
  })

  it('refuses a bottom before keeping (103.5)', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'), mull('A1'))
    const card = zone(s, 'A1', 'hand')[0] ?? ''
    expect(refusal(s, { type: 'mulligan/bottom', player: 'A1', cards: [card] }).code).toBe(
      'NOTHING_TO_BOTTOM',
    )
  })

  it("refuses wrong counts, cards outside the player's own hand, and a teammate choosing (810.5)", () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'), mull('A1'), keep('A1'))
    const a2Card = zone(s, 'A2', 'hand')[0] ?? ''
    const a1Card = zone(s, 'A1', 'hand')[0] ?? ''
    const libraryCard = zone(s, 'A1', 'library')[0] ?? ''
    expect(refusal(s, { type: 'mulligan/bottom', player: 'A1', cards: [a2Card] }).code).toBe(
      'NOT_IN_HAND',
    )
    expect(refusal(s, { type: 'mulligan/bottom', player: 'A1', cards: [libraryCard] }).code).toBe(
      'NOT_IN_HAND',
    )
    expect(refusal(s, { type: 'mulligan/bottom', player: 'A1', cards: [] }).code).toBe(
      'WRONG_BOTTOM_COUNT',
    )
    expect(refusal(s, { type: 'mulligan/bottom', player: 'A2', cards: [a1Card] }).code).toBe(
      'NOTHING_TO_BOTTOM',
    )
  })

  it('holds the next declaration until a keeper has bottomed', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), mull('A2'), keep('B1'), keep('B2'), mull('A1'), mull('A2'))
    expect(mulligan(s).deciding).toEqual(['A1', 'A2'])
    s = act(s, keep('A1'))
    expect(mulligan(s).mustBottom).toMatchObject({ A1: 1, A2: 0 })
    expect(mulligan(s).deciding).toEqual([])
    const r = refusal(s, keep('A2'))
    expect(r.code).toBe('NOT_DECIDING')
    expect(r.message).toMatch(/bottom/)
    s = bottom(s, 'A1', 1)
    expect(mulligan(s).deciding).toEqual(['A2'])
  })

  it('reads a hand already cut to 7 − N (a save from before this order) as owing nothing', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'), mull('A1'))
    // The old order had A1 bottom 1 right after the 2nd mulligan: a 6-card hand, nothing owed.
    const cut = zone(s, 'A1', 'hand').slice(0, 1)
    const hand = zone(s, 'A1', 'hand').slice(1)
    const p = s.players.A1
    if (!p) throw new Error('no A1')
    const old: GameState = {
      ...s,
      players: {
        ...s.players,
        A1: { ...p, zones: { ...p.zones, hand, library: [...p.zones.library, ...cut] } },
      },
      cards: Object.fromEntries(
        Object.entries(s.cards).map(([id, c]) => [
          id,
          cut.includes(id) ? { ...c, zone: 'library' as const } : c,
        ]),
      ),
    }
    const kept = act(old, keep('A1'))
    expect(mulligan(kept).done).toBe(true)
    expect(zone(kept, 'A1', 'hand')).toHaveLength(6)
  })

  it('mulligans down to a 0-card hand, and refuses only the one after it (103.5)', () => {
    let s = newGame({ skipMulligans: false })
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'))
    for (let n = 1; n <= 6; n++) s = act(s, mull('A1'))
    expect(mulligan(s).mulligans.A1).toBe(7)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    // The eighth mulligan: a fresh seven, which keeping will put all on the bottom (0 cards).
    s = act(s, mull('A1'))
    expect(mulligan(s).mulligans.A1).toBe(8)
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    const r = refusal(s, mull('A1'))
    expect(r.code).toBe('NO_MORE_MULLIGANS')
    expect(r.message).toMatch(/0 cards/)
    s = act(s, keep('A1'))
    expect(mulligan(s).mustBottom.A1).toBe(7)
    s = bottom(s, 'A1', 7)
    expect(zone(s, 'A1', 'hand')).toHaveLength(0)
    expect(zone(s, 'A1', 'library')).toHaveLength(40)
    expect(mulligan(s).done).toBe(true)
  })
})

describe('after the mulligans', () => {
  it('starts turn 1 at the upkeep with the starting team active, which skips its draw (103.8b)', () => {
    let s = newGame({ skipMulligans: false, startingTeam: 'B' })
    s = act(s, keep('B2'), keep('B1'), keep('A1'), keep('A2'))
    expect(mulligan(s).done).toBe(true)
    expect(turn(s)).toMatchObject({ number: 1, activeTeam: 'B', step: 'upkeep' })
    expect(log(s).at(-1)?.text).toMatch(/Team B starts and skips its first draw \(103\.8b/)
    s = act(s, { type: 'turn/nextStep' })
    expect(turn(s).step).toBe('draw')
    expect(zone(s, 'B1', 'hand')).toHaveLength(7)
    expect(refusal(s, keep('A1')).code).toBe('MULLIGANS_OVER')
  })

  it('counts libraries with partner commanders: 98 cards before the opening draw (S007)', () => {
    const partner = (name: string) =>
      legend(name, { oracle_text: 'Partner', keywords: ['Partner'] })
    let s = newGame({
      skipMulligans: false,
      commanders: { A1: [partner('Thrasios'), partner('Tymna')] },
      libraries: { A1: library('A1', 98) },
    })
    expect(zone(s, 'A1', 'command')).toHaveLength(2)
    expect(zone(s, 'A1', 'library').length + zone(s, 'A1', 'hand').length).toBe(98)
    s = act(s, mull('A1'), keep('A2'), keep('B1'), keep('B2'), mull('A1'), keep('A1'))
    s = bottom(s, 'A1', 1)
    expect(zone(s, 'A1', 'hand')).toHaveLength(6)
    expect(zone(s, 'A1', 'library')).toHaveLength(92)
  })
})
