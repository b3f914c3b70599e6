/**
 * Issue 34: bounded amounts. Random actions carrying extreme numbers (0, ±1, the limits and one
 * past them, 2^53, fractions, NaN, infinities), played from games where some totals already sit
 * near the limit, never give a state the engine's own load check refuses: every accepted state
 * passes checkState, and every refusal is a RuleError with a code.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  card as cardView,
  checkState,
  MAX_AMOUNT,
  MAX_TOTAL,
  possibleAttackers,
  tryAction,
  type Action,
  type CardId,
  type GameState,
} from '../../src/engine'
import { newGameFor } from './fuzzRun'
import { nth } from './resolver'

/** The numbers a player could type, and the ones at and past each limit. */
const extremeArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 25 }),
  fc.constantFrom(
    MAX_AMOUNT,
    MAX_AMOUNT + 1,
    -MAX_AMOUNT,
    -MAX_AMOUNT - 1,
    MAX_TOTAL,
    MAX_TOTAL + 1,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    1.5,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ),
)

const COUNTER_NAMES = [
  '+1/+1',
  '-1/-1',
  'loyalty',
  'charge',
  'constructor',
  '__proto__',
  'prototype',
]

const KINDS = [
  'counters',
  'pump',
  'cardDamage',
  'commanderDamage',
  'lifeDamage',
  'lifeGain',
  'lifeLose',
  'lifePay',
  'lifeSet',
  'lifeDouble',
  'redistribute',
  'poison',
  'eachPlayer',
  'tokens',
  'draw',
  'mill',
  'position',
  'attack',
  'nextStep',
] as const

interface Step {
  kind: (typeof KINDS)[number]
  pick: number
  n: number
  m: number
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  pick: fc.nat(1000),
  n: extremeArb,
  m: extremeArb,
})

/** Where a game starts: plain, or with a total a long game could have reached, near the limit. */
function startingGame(seed: number, variant: number): GameState {
  const s = newGameFor({ gameSeed: seed, skipMulligans: true, combat: true, recipes: [] })
  const [id] = s.battlefield
  const c = id === undefined ? undefined : s.cards[id]
  switch (variant) {
    case 1:
      return { ...s, teams: { ...s.teams, A: { ...s.teams.A, life: MAX_TOTAL - 7 } } }
    case 2:
      if (!c || id === undefined) return s
      return {
        ...s,
        cards: {
          ...s.cards,
          [id]: {
            ...c,
            counters: { '+1/+1': MAX_TOTAL - 3 },
            untilEndOfTurn: { power: MAX_TOTAL - 2, toughness: -MAX_TOTAL + 2 },
            damage: MAX_TOTAL - 1,
          },
        },
      }
    default:
      return s
  }
}

function actionFor(s: GameState, step: Step): Action {
  const { pick, n, m } = step
  const perm: CardId = nth(s.battlefield, pick) ?? '0'
  const controller = s.cards[perm]?.controller ?? 'A1'
  const player = nth(s.seats, pick) ?? 'A1'
  const opponent = nth(s.seats, pick + 2) ?? 'B1'
  const commander = s.players[player]?.zones.command[0] ?? Object.keys(s.commanderCasts)[0] ?? '0'
  switch (step.kind) {
    case 'counters': {
      const counter = nth(COUNTER_NAMES, pick >> 2) ?? '+1/+1'
      return { type: 'card/counters', player: controller, card: perm, counter, delta: n }
    }
    case 'pump':
      return { type: 'card/pump', player: controller, card: perm, power: n, toughness: m }
    case 'cardDamage':
      return { type: 'card/damage', player, card: perm, amount: n }
    case 'commanderDamage':
      return { type: 'commander/damage', player, victim: opponent, commander, amount: n }
    case 'lifeDamage':
      return {
        type: 'life/damage',
        player,
        target: opponent,
        amount: n,
        source: commander,
        combat: true,
      }
    case 'lifeGain':
      return { type: 'life/gain', player, amount: n }
    case 'lifeLose':
      return { type: 'life/lose', player, amount: n }
    case 'lifePay':
      return { type: 'life/pay', payments: [{ player, amount: n }] }
    case 'lifeSet':
      return { type: 'life/set', player, value: n }
    case 'lifeDouble':
      return { type: 'life/double', player }
    case 'redistribute':
      return { type: 'life/redistribute', player, totals: { [player]: n, [opponent]: m } }
    case 'poison':
      return { type: 'poison/add', player, amount: n }
    case 'eachPlayer': {
      const kind =
        nth(['damage', 'loseLife', 'gainLife', 'poison', 'draw'] as const, pick) ?? 'damage'
      return { type: 'effect/eachPlayer', player, effect: { kind, amount: n } }
    }
    case 'tokens':
      return {
        type: 'token/create',
        player,
        data: {
          name: 'Soldier',
          type_line: 'Token Creature — Soldier',
          power: '1',
          toughness: '1',
        },
        count: n,
      }
    case 'draw':
      return { type: 'library/draw', player, count: n }
    case 'mill':
      return { type: 'library/mill', player, count: n }
    case 'position':
      return {
        type: 'card/move',
        player: controller,
        card: perm,
        to: 'battlefield',
        position: { x: n, y: m },
      }
    case 'attack':
      return {
        type: 'combat/attack',
        attacks: possibleAttackers(s).map((attacker) => ({ attacker })),
      }
    case 'nextStep':
      return { type: 'turn/nextStep' }
  }
}

describe('bounded amounts (issue 34)', () => {
  it('no accepted action, whatever its numbers, gives a state checkState refuses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0x7fffffff }),
        fc.nat(2),
        fc.array(stepArb, { maxLength: 40 }),
        (seed, variant, steps) => {
          let s = startingGame(seed, variant)
          expect(checkState(s)).toBeNull()
          for (const step of steps) {
            const action = actionFor(s, step)
            const r = tryAction(s, action)
            if (!r.ok) {
              expect(r.error.code).toMatch(/^[A-Z][A-Z0-9_]*$/)
              expect(r.error.code).not.toBe('BAD_ACTION')
              continue
            }
            const problem = checkState(r.state)
            if (problem) {
              throw new Error(
                `${action.type} ${JSON.stringify(action)} made a state checkState refuses: ${problem.key} ${JSON.stringify(problem.params)}`,
              )
            }
            s = r.state
          }
          // Power past the limits is read, never kept: the view still counts it exactly.
          for (const id of s.battlefield)
            expect(Number.isFinite(cardView(s, id).power ?? 0)).toBe(true)
        },
      ),
      { seed: 34, numRuns: 150 },
    )
  }, 60_000)
})
