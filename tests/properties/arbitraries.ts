/**
 * Action recipes for the engine's property tests (issue 9). fast-check generates recipes, not
 * actions: a recipe says "the n-th card of that kind, the owner of it, this number", and
 * `buildAction` turns it into a real Action against whatever state the game has reached when it
 * is replayed. So shrinking a failing run stays meaningful, and one recipe list yields
 * legal-looking actions (a battlefield card for card/tap, the deciding player for a mulligan)
 * mixed with illegal ones (a missing id, a player from the wrong team, -3, 1.5, NaN).
 */
import fc from 'fast-check'
import type { Action, ActionType, GameState, ZoneName } from '../../src/engine'
import { BUILDERS } from './builders'
import { Resolver } from './resolver'
import { prepared, steered } from './steering'

/** Where a card pick looks; 'natural' means the kind the action normally takes. */
export type CardSource =
  | 'any'
  | ZoneName
  | 'token'
  | 'commander'
  | 'creature'
  | 'doubleFaced'
  | 'copy'
  | 'tapped'
  | 'modal'
  | 'missing'
export interface CardPick {
  from: CardSource | 'natural'
  n: number
}
/** 'actor' is whoever would normally act (the card's owner or controller, the deciding player). */
export interface PlayerPick {
  rel: 'actor' | 'seat' | 'missing'
  n: number
}

/** One step of a generated game, resolved against the state at replay time. */
export interface ActionRecipe {
  type: ActionType
  player: PlayerPick
  target: PlayerPick
  card: CardPick
  other: CardPick
  zone: ZoneName
  amount: number
  extra: number
  flag: boolean
  /** Bits that switch optional fields on, and picks among small fixed choices. */
  option: number
  /** 0: built as drawn; else the situation its type needs is made first, if missing (steering.ts). */
  prepare: number
}

/**
 * How often each action type comes up. Every type in actions.ts must appear (the type says so):
 * a new action type is one line here, and is generated once builders.ts (or a sibling) has a
 * builder for it; until then the fuzz report lists it with 0 tries.
 */
export const ACTION_WEIGHTS: Record<ActionType, number> = {
  'mulligan/decide': 6,
  'mulligan/bottom': 3,
  'card/move': 30,
  'card/tap': 6,
  'card/untap': 4,
  'card/sacrifice': 3,
  'card/counters': 4,
  'card/transform': 3,
  'card/chooseFace': 2,
  'card/turnFaceDown': 2,
  'card/turnFaceUp': 2,
  'card/becomeCopy': 2,
  'card/endCopy': 1,
  'card/attach': 2,
  'card/goad': 2,
  'card/pump': 2,
  'card/damage': 3,
  'card/reveal': 2,
  'card/revealSeen': 1.5,
  'card/cast': 8,
  'token/create': 6,
  'token/createCopy': 3,
  'card/conjure': 2,
  'library/draw': 5,
  'library/shuffle': 1,
  'library/search': 2,
  'library/arrangeTop': 2,
  'library/mill': 1,
  'library/topRevealed': 0.5,
  'hand/reveal': 0.5,
  'card/explore': 2,
  'stack/resolve': 3,
  'stack/counter': 1,
  'commander/cast': 4,
  'commander/return': 2,
  'commander/returnPreference': 1,
  'commander/damage': 2,
  'life/damage': 4,
  'life/lose': 2,
  'life/gain': 3,
  'life/pay': 2,
  'life/payHalf': 1,
  'life/set': 1,
  'life/setEach': 1,
  'life/double': 1,
  'life/exchange': 1,
  'life/redistribute': 1,
  'poison/add': 2,
  'player/restrict': 2,
  'effect/eachOpponent': 2,
  'effect/eachPlayer': 2,
  'player/concede': 0.5,
  'turn/nextStep': 10,
  'turn/end': 6,
  'turn/extraTurn': 1,
  'turn/landPlayed': 1,
  'combat/declareAttackers': 6,
  'combat/declareBlockers': 4,
  'combat/attack': 3,
  'combat/declareTeamBlockers': 3,
  'combat/damage': 4,
  'combat/preventAll': 0.5,
  'combat/assignDamage': 3,
}

const ZONES: ZoneName[] = [
  'battlefield',
  'graveyard',
  'hand',
  'exile',
  'library',
  'stack',
  'command',
]

/** Mostly small whole numbers, sometimes 0, negative, fractional, huge or not a number at all. */
export const amountArb: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 24 },
  { arbitrary: fc.constant(0), weight: 2 },
  { arbitrary: fc.integer({ min: 5, max: 25 }), weight: 3 },
  { arbitrary: fc.constantFrom(-1, -3), weight: 2 },
  {
    arbitrary: fc.constantFrom(1.5, Number.NaN, Number.POSITIVE_INFINITY, -0, 1e9, 2 ** 53),
    weight: 1,
  },
)

const cardPickArb: fc.Arbitrary<CardPick> = fc.record({
  from: fc.oneof(
    { arbitrary: fc.constant('natural' as const), weight: 12 },
    { arbitrary: fc.constantFrom<CardSource>('any', ...ZONES, 'token', 'commander'), weight: 4 },
    { arbitrary: fc.constant('missing' as const), weight: 1 },
  ),
  n: fc.nat(1000),
})

const playerPickArb: fc.Arbitrary<PlayerPick> = fc.record({
  rel: fc.oneof(
    { arbitrary: fc.constant('actor' as const), weight: 12 },
    { arbitrary: fc.constant('seat' as const), weight: 5 },
    { arbitrary: fc.constant('missing' as const), weight: 1 },
  ),
  n: fc.nat(1000),
})

const typeArb: fc.Arbitrary<ActionType> = fc.oneof(
  ...(Object.entries(ACTION_WEIGHTS) as [ActionType, number][])
    .filter(([type, weight]) => weight > 0 && BUILDERS[type] !== undefined)
    .map(([type, weight]) => ({
      arbitrary: fc.constant(type),
      weight: Math.max(1, Math.round(weight * 20)),
    })),
)

export const recipeArb: fc.Arbitrary<ActionRecipe> = fc.record({
  type: typeArb,
  player: playerPickArb,
  target: playerPickArb,
  card: cardPickArb,
  other: cardPickArb,
  zone: fc.oneof(
    { arbitrary: fc.constant<ZoneName>('battlefield'), weight: 6 },
    { arbitrary: fc.constantFrom(...ZONES), weight: 7 },
  ),
  amount: amountArb,
  extra: amountArb,
  flag: fc.boolean(),
  option: fc.nat(255),
  prepare: fc.nat(15),
})

/** Up to maxLength recipes ('max': fast-check's default size would stop near 10). */
export function recipesArb(maxLength: number): fc.Arbitrary<ActionRecipe[]> {
  return fc.array(recipeArb, { maxLength, size: 'max' })
}

/**
 * The action a recipe stands for in this state. Pure: the same state and recipe, the same action.
 * `combat`: a game set for combat (fuzzRun.ts), steered there.
 */
export function buildAction(s: GameState, recipe: ActionRecipe, combat = false): Action {
  const type = steered(s, recipe, combat)
  const x = new Resolver(s, recipe)
  const build = BUILDERS[type] as ((x: Resolver) => Action) | undefined
  return prepared(x, type) ?? build?.(x) ?? { type: 'turn/nextStep' }
}

/** Every action type there is (ACTION_WEIGHTS must name each), for the per-type report. */
export const ALL_ACTION_TYPES = Object.keys(ACTION_WEIGHTS) as ActionType[]

/** The types with no builder yet: never generated, so the fuzz report shows 0 tries. */
export const UNGENERATED_TYPES = ALL_ACTION_TYPES.filter((type) => BUILDERS[type] === undefined)
