/**
 * Issue 9: random games from the sample decks never lose a card, drift a life total, reuse a
 * token id or mutate an earlier state; refusals change nothing; games replay and save exactly.
 * CI runs a fixed-seed slice; `npm run fuzz` runs the same property for as long as asked.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tryAction, type Action, type ActionType, type GameState } from '../../src/engine'
import { sampleGame } from '../fixtures/sampleGame'
import { ALL_ACTION_TYPES, buildAction, recipeArb, UNGENERATED_TYPES } from './arbitraries'
import { batchSeed, deepFreeze, formatFailure, runFuzz } from './fuzzRun'
import { checkInvariants, newLedger } from './invariants'

const CI_SEED = 9_0009
const CI_RUNS = 100
const CI_MAX_ACTIONS = 80

describe('engine properties', () => {
  it('holds every invariant over random four-player games (fixed seed)', () => {
    const { stats, failure } = runFuzz({
      seed: CI_SEED,
      maxActions: CI_MAX_ACTIONS,
      runsPerBatch: CI_RUNS,
    })
    if (failure) throw new Error(formatFailure(failure, 'npx vitest run tests/properties'))
    expect(stats.sequences).toBe(CI_RUNS)
    // The generators reach every action type, and most types are accepted at least sometimes.
    const tried = (type: ActionType) => stats.byType[type].ok + stats.byType[type].refused
    expect(ALL_ACTION_TYPES.filter((type) => tried(type) === 0)).toEqual([])
    expect(stats.actions - stats.refused).toBeGreaterThan(stats.actions / 3)
  }, 60_000)

  it('has a builder for every action type (a new type is generated, not left at 0 tries)', () => {
    expect(UNGENERATED_TYPES).toEqual([])
  })

  it('builds an action of the recipe type for every type, against any state', () => {
    const s = sampleGame(5)
    const recipes = fc.sample(recipeArb, { seed: 1, numRuns: 3000 })
    const built = new Set(recipes.map((r) => buildAction(s, r).type))
    expect([...built].sort()).toEqual([...ALL_ACTION_TYPES].sort())
  })
})

describe('the harness itself', () => {
  it('runs with nearby seeds play different batches; a failing batch replays from its own seed', () => {
    expect(batchSeed(7, 0)).toBe(7)
    const batches = [1, 2, 3, 4, 5].flatMap((seed) =>
      Array.from({ length: 1000 }, (_, n) => batchSeed(seed, n)),
    )
    expect(new Set(batches).size).toBe(batches.length)
  })

  it('deep-freezes states, so an action that mutates an earlier state throws', () => {
    const s = deepFreeze(sampleGame(1))
    const team = s.teams.A as { life: number }
    expect(() => {
      team.life = 1
    }).toThrow(TypeError)
    expect(Object.isFrozen(s.cards[s.players.A1?.zones.hand[0] ?? '']?.counters)).toBe(true)
  })

  const codeOf = (s: GameState, a: Action) => {
    const r = tryAction(s, a)
    return r.ok ? 'accepted' : r.error.code
  }

  // getCard/getPlayer use Object.hasOwn, so ids like "toString" never find
  // s.players[id] without Object.hasOwn, so ids like 'toString' find Object.prototype members:
  // these crash inside rules (BAD_ACTION "malformed") or are accepted. Unskip once fixed, and set
  // PROTOTYPE_IDS_REFUSED in resolver.ts so the fuzz generates such ids.
  it('refuses ids named like Object.prototype members as unknown', () => {
    const s = sampleGame(3)
    const damage = { kind: 'damage', amount: 3 } as const
    expect(codeOf(s, { type: 'life/gain', player: 'toString', amount: 1 })).toBe('NO_SUCH_PLAYER')
    expect(codeOf(s, { type: 'effect/eachOpponent', player: 'constructor', effect: damage })).toBe(
      'NO_SUCH_PLAYER',
    )
    expect(codeOf(s, { type: 'commander/cast', player: 'A1', card: '__proto__' })).toBe(
      'NO_SUCH_CARD',
    )
  })
})

describe('checkInvariants', () => {
  const initial = sampleGame(7)
  const hand = initial.players.A1?.zones.hand ?? []
  const [first = '', second = ''] = hand
  const withZones = (s: GameState, hand: string[]): GameState => {
    const a1 = s.players.A1
    if (!a1) throw new Error('no A1')
    return { ...s, players: { ...s.players, A1: { ...a1, zones: { ...a1.zones, hand } } } }
  }

  it('accepts a fresh game', () => {
    expect(() => checkInvariants(initial, initial, newLedger())).not.toThrow()
  })

  it('sees a lost card and a card in two places', () => {
    expect(() => checkInvariants(initial, withZones(initial, hand.slice(1)))).toThrow(/no zone/)
    const twice = withZones(initial, [...hand, first])
    expect(() => checkInvariants(initial, twice)).toThrow(/listed twice/)
    const a1 = initial.players.A1
    if (!a1) throw new Error('no A1')
    const zones = { ...a1.zones, hand: hand.filter((id) => id !== second), graveyard: [second] }
    const moved = { ...initial, players: { ...initial.players, A1: { ...a1, zones } } }
    expect(() => checkInvariants(initial, moved)).toThrow(/says its zone is hand/)
  })

  it('sees life that drifted from the history, and negative poison', () => {
    const drift = { ...initial, teams: { ...initial.teams, A: { ...initial.teams.A, life: 59 } } }
    expect(() => checkInvariants(initial, drift)).toThrow(/lifeHistory say 60/)
    const poison = {
      ...initial,
      teams: { ...initial.teams, B: { ...initial.teams.B, poison: -1 } },
    }
    expect(() => checkInvariants(initial, poison)).toThrow(/poison/)
  })

  it('sees a token id that comes back after the token ceased to exist', () => {
    const made = tryAction(initial, {
      type: 'token/create',
      player: 'A1',
      data: { name: 'Clue', type_line: 'Token Artifact — Clue' },
    })
    if (!made.ok) throw made.error
    const id = made.state.battlefield[0] ?? ''
    const gone = tryAction(made.state, { type: 'card/sacrifice', player: 'A1', card: id })
    if (!gone.ok) throw gone.error
    const ledger = newLedger()
    checkInvariants(initial, made.state, ledger)
    checkInvariants(initial, gone.state, ledger)
    const back = { ...made.state, log: gone.state.log }
    expect(() => checkInvariants(initial, back, ledger)).toThrow(/is back/)
  })
})
