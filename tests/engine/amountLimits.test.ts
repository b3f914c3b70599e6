/**
 * Bounded amounts (issue 34): every amount an action carries is refused past MAX_AMOUNT, and no
 * action takes a total past MAX_TOTAL, so the engine never makes a game its own load check
 * (checkState) would refuse. A refusal names what and how far, and changes nothing.
 */
import { describe, expect, it } from 'vitest'
import {
  card,
  checkState,
  commanderDamage,
  MAX_AMOUNT,
  MAX_TOTAL,
  teamLife,
  teamPoison,
  tryAction,
  type Action,
  type GameState,
} from '../../src/engine'
import { act, creature, newGame, refusal } from '../fixtures/game'
import { attack, atStep, scene } from './combatScene'

const { s, ids } = scene({
  bear: ['A1', creature('Grizzly Bears', 2, 2)],
  wall: ['B1', creature('Wall of Stone', 0, 8)],
})

/** The same game with a number set near the limit, as a long game could leave it. */
function withTeamLife(g: GameState, life: number): GameState {
  return {
    ...g,
    teams: { ...g.teams, A: { ...g.teams.A, life, startingLife: g.teams.A.startingLife } },
  }
}

function refusedUnchanged(g: GameState, a: Action): { code: string; message: string } {
  const r = tryAction(g, a)
  if (r.ok) throw new Error(`expected ${a.type} to be refused`)
  return { code: r.error.code, message: r.error.message }
}

describe('amounts past MAX_AMOUNT are refused (issue 34)', () => {
  it('the limits: a million an action, a billion a total', () => {
    expect(MAX_AMOUNT).toBe(1_000_000)
    expect(MAX_TOTAL).toBe(1_000_000_000)
  })

  it.each([
    [
      'card/counters delta 2^53',
      { type: 'card/counters', player: 'A1', card: ids.bear, counter: '+1/+1', delta: 2 ** 53 },
    ],
    [
      'card/counters delta -2^53',
      { type: 'card/counters', player: 'A1', card: ids.bear, counter: '+1/+1', delta: -(2 ** 53) },
    ],
    [
      'card/pump toughness 1,000,001',
      { type: 'card/pump', player: 'A1', card: ids.bear, power: 0, toughness: 1_000_001 },
    ],
    ['life/gain 1,000,001', { type: 'life/gain', player: 'A1', amount: 1_000_001 }],
    ['poison/add 2^53', { type: 'poison/add', player: 'B1', amount: 2 ** 53 }],
    [
      'effect/eachPlayer 1e9 damage',
      { type: 'effect/eachPlayer', player: 'A1', effect: { kind: 'damage', amount: 1e9 } },
    ],
    [
      'token/create 101 tokens',
      {
        type: 'token/create',
        player: 'A1',
        data: { name: 'Goblin', type_line: 'Token Creature — Goblin' },
        count: 101,
      },
    ],
    ['library/draw 201 cards', { type: 'library/draw', player: 'A1', count: 201 }],
    ['library/mill 1001 cards', { type: 'library/mill', player: 'A1', count: 1001 }],
    ['card/damage 1001', { type: 'card/damage', player: 'A1', card: ids.wall, amount: 1001 }],
    [
      'life/redistribute to 2^53',
      { type: 'life/redistribute', player: 'A1', totals: { A1: 2 ** 53 } },
    ],
  ] as [string, Action][])('%s: BAD_NUMBER, nothing changes', (_name, a) => {
    expect(refusedUnchanged(s, a).code).toBe('BAD_NUMBER')
  })

  it('a commander damage change names the commander damage and the limit', () => {
    const commander = s.players.A1?.zones.command[0] ?? ''
    const r = refusal(s, {
      type: 'commander/damage',
      player: 'A1',
      victim: 'B1',
      commander,
      amount: 2 ** 53,
    })
    expect(r.message).toBe(
      'The commander damage change must be between -1000000 and 1000000, not 9007199254740992.',
    )
  })
})

describe('totals past MAX_TOTAL are refused (issue 34)', () => {
  it('810.9a: doubling a team total past a billion is refused, and names the result', () => {
    const rich = withTeamLife(s, 600_000_000)
    const r = refusedUnchanged(rich, { type: 'life/double', player: 'A1' })
    expect(r).toEqual({
      code: 'PAST_LIMIT',
      message:
        "That would make Team A's life total 1200000000; the table counts from -1000000000 to 1000000000.",
    })
    const fine = act(withTeamLife(s, 500_000_000), { type: 'life/double', player: 'A1' })
    expect(teamLife(fine, 'A')).toBe(MAX_TOTAL)
  })

  it('810.9: life gained past the limit is refused, up to it is gained', () => {
    const rich = withTeamLife(s, MAX_TOTAL - 10)
    expect(refusedUnchanged(rich, { type: 'life/gain', player: 'A2', amount: 11 }).code).toBe(
      'PAST_LIMIT',
    )
    expect(teamLife(act(rich, { type: 'life/gain', player: 'A2', amount: 10 }), 'A')).toBe(
      MAX_TOTAL,
    )
  })

  it('122.1: counters add up to a billion on one permanent, and no further', () => {
    let g = s
    for (let i = 0; i < 3; i++) {
      g = act(g, {
        type: 'card/counters',
        player: 'A1',
        card: ids.bear,
        counter: 'charge',
        delta: MAX_AMOUNT,
      })
    }
    expect(card(g, ids.bear).counters).toEqual({ charge: 3_000_000 })
    const full = {
      ...g,
      cards: {
        ...g.cards,
        [ids.bear]: { ...g.cards[ids.bear]!, counters: { charge: MAX_TOTAL - 1 } },
      },
    }
    expect(checkState(full)).toBeNull()
    const r = refusedUnchanged(full, {
      type: 'card/counters',
      player: 'A1',
      card: ids.bear,
      counter: 'charge',
      delta: 2,
    })
    expect(r).toEqual({
      code: 'PAST_LIMIT',
      message:
        'That would make the charge counters on Grizzly Bears 1000000001; the table counts no further than 1000000000.',
    })
  })

  it('903.10a: a commander damage tally stops at the limit', () => {
    const commander = s.players.A1?.zones.command[0] ?? ''
    const near = { ...s, commanderDamage: { B1: { [commander]: MAX_TOTAL - 5 } } }
    expect(checkState(near)).toBeNull()
    const add = (amount: number): Action => ({
      type: 'commander/damage',
      player: 'A1',
      victim: 'B1',
      commander,
      amount,
    })
    expect(refusedUnchanged(near, add(6)).code).toBe('PAST_LIMIT')
    expect(commanderDamage(act(near, add(5)), 'B1', commander)).toBe(MAX_TOTAL)
  })

  it('810.10: poison counters stop at the limit (a team that can lose no more still holds them)', () => {
    const near = { ...s, teams: { ...s.teams, B: { ...s.teams.B, poison: MAX_TOTAL - 1 } } }
    expect(refusedUnchanged(near, { type: 'poison/add', player: 'B1', amount: 2 }).code).toBe(
      'PAST_LIMIT',
    )
    expect(teamPoison(near, 'B')).toBe(MAX_TOTAL - 1)
  })

  it('611.2a: until-end-of-turn changes add up to a billion either way, and no further', () => {
    const pumped = {
      ...s,
      cards: {
        ...s.cards,
        [ids.bear]: {
          ...s.cards[ids.bear]!,
          untilEndOfTurn: { power: -MAX_TOTAL + 3, toughness: 0 },
        },
      },
    }
    const r = refusedUnchanged(pumped, {
      type: 'card/pump',
      player: 'A1',
      card: ids.bear,
      power: -4,
      toughness: 0,
    })
    expect(r.code).toBe('PAST_LIMIT')
    expect(r.message).toContain("Grizzly Bears's power change until end of turn")
  })

  it('120.3e: damage marked on a permanent stops at the limit', () => {
    const marked = {
      ...s,
      cards: { ...s.cards, [ids.wall]: { ...s.cards[ids.wall]!, damage: MAX_TOTAL } },
    }
    expect(
      refusedUnchanged(marked, { type: 'card/damage', player: 'A1', card: ids.wall, amount: 1 })
        .code,
    ).toBe('PAST_LIMIT')
  })

  it('510.2: combat damage that would take a life total past the limit is refused as a whole', () => {
    // +1,000,000,000 from counters and +1,000,000,000 until end of turn: a 2,000,000,002/2,000,000,002.
    const huge = {
      ...s.cards[ids.bear]!,
      counters: { '+1/+1': MAX_TOTAL },
      untilEndOfTurn: { power: MAX_TOTAL, toughness: 0 },
    }
    const g = { ...s, cards: { ...s.cards, [ids.bear]: huge } }
    expect(checkState(g)).toBeNull()
    const damage = atStep(attack(g, [{ attacker: ids.bear, target: 'B1' }]), 'combatDamage')
    const r = refusedUnchanged(damage, { type: 'combat/damage' })
    expect(r.code).toBe('PAST_LIMIT')
    expect(r.message).toContain("Team B's life total -1999999972")
  })

  it('the table keeps a free place on the battlefield only as two finite numbers', () => {
    const r = refusedUnchanged(s, {
      type: 'card/move',
      player: 'A1',
      card: ids.bear,
      to: 'battlefield',
      position: { x: Number.NaN, y: 0.5 },
    })
    expect(r.code).toBe('BAD_NUMBER')
  })

  it('a life total set or a game started past a million is refused', () => {
    expect(
      refusedUnchanged(s, { type: 'life/set', player: 'A1', value: MAX_AMOUNT + 1 }).code,
    ).toBe('BAD_NUMBER')
    expect(() => newGame({ startingLife: MAX_AMOUNT + 1 })).toThrow(
      'Starting life must be a whole number from 1 to 1000000, not 1000001.',
    )
  })
})
