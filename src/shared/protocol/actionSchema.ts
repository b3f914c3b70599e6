/**
 * The engine's action union as a valibot schema: a message from a device is checked field by
 * field before anything reads it, so a malformed one is refused with the field it got wrong and
 * the engine never sees it. One entry per action type; `satisfies Record<ActionType, …>` makes a
 * new action in src/engine/actions.ts fail the typecheck here until it has its fields.
 */
import * as v from 'valibot'
import type { Action, ActionType } from '../../engine'
import { CardData, Zone } from '../save/saveSchema'
import { problemOf } from './messages'

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
const Ids = v.pipe(v.array(Id), v.maxLength(1000))
const Int = v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))
const Flag = v.boolean()
const StackExit = v.picklist(['graveyard', 'exile', 'hand'])
const Attacks = v.pipe(
  v.array(v.object({ attacker: Id, target: v.optional(Id) })),
  v.maxLength(500),
)
const Blocks = v.pipe(v.array(v.object({ blocker: Id, attacker: Id })), v.maxLength(500))
const player = { player: Id }
/** Who acts, on the turn's and combat's actions that may say so (805.4a, 805.10a). */
const actor = { player: v.optional(Id) }
const onCard = { player: Id, card: Id }

const FIELDS = {
  'mulligan/decide': { ...player, choice: v.picklist(['keep', 'mulligan']) },
  'mulligan/bottom': { ...player, cards: Ids },
  'card/move': {
    ...onCard,
    to: Zone,
    zoneOwner: v.optional(Id),
    index: v.optional(Count),
    faceDown: v.optional(Flag),
    position: v.optional(v.nullable(v.object({ x: v.number(), y: v.number() }))),
    transformed: v.optional(Flag),
    asCopyOf: v.optional(Id),
    extraLand: v.optional(Flag),
    put: v.optional(Flag),
    face: v.optional(v.picklist(['front', 'back'])),
  },
  'card/tap': onCard,
  'card/untap': onCard,
  'card/sacrifice': onCard,
  'card/counters': { ...onCard, counter: v.pipe(v.string(), v.maxLength(64)), delta: Int },
  'card/transform': onCard,
  'card/chooseFace': { ...onCard, face: v.picklist(['front', 'back']) },
  'card/turnFaceDown': onCard,
  'card/turnFaceUp': onCard,
  'card/becomeCopy': { ...onCard, of: Id },
  'card/endCopy': onCard,
  'card/attach': { ...onCard, to: v.nullable(Id) },
  'card/goad': onCard,
  'card/pump': { ...onCard, power: Int, toughness: Int },
  'card/damage': { ...onCard, amount: Int },
  'card/reveal': { ...onCard, revealed: Flag },
  'card/revealSeen': { ...player, card: v.optional(Id) },
  'card/cast': { ...onCard, face: v.optional(v.picklist(['front', 'back'])) },
  'token/create': { ...player, data: CardData, count: v.optional(Count) },
  'token/createCopy': { ...player, of: Id },
  'library/draw': { ...player, count: v.optional(Count) },
  'library/shuffle': player,
  'library/search': {
    ...player,
    found: v.pipe(
      v.array(
        v.object({
          card: Id,
          to: v.picklist([
            'hand',
            'battlefield',
            'battlefieldTapped',
            'graveyard',
            'exile',
            'libraryTop',
            'libraryBottom',
          ]),
        }),
      ),
      v.maxLength(1000),
    ),
    reveal: v.optional(Flag),
    shuffle: v.optional(Flag),
  },
  'library/arrangeTop': {
    ...player,
    kind: v.picklist(['scry', 'surveil', 'look']),
    top: Ids,
    bottom: v.optional(Ids),
    graveyard: v.optional(Ids),
    hand: v.optional(Ids),
  },
  'library/mill': { ...player, count: Count },
  'library/topRevealed': { ...player, on: Flag },
  'hand/reveal': { ...player, revealed: Flag },
  'card/explore': { ...onCard, toGraveyard: v.optional(Flag) },
  'commander/cast': onCard,
  'commander/return': { ...onCard, home: Flag },
  'commander/returnPreference': { ...player, answer: v.picklist(['ask', 'always', 'never']) },
  'stack/resolve': { ...onCard, to: v.optional(StackExit) },
  'stack/counter': { ...onCard, to: v.optional(StackExit) },
  'commander/damage': { ...player, victim: Id, commander: Id, amount: Int },
  'life/damage': {
    ...player,
    target: Id,
    amount: Int,
    source: v.optional(Id),
    combat: v.optional(Flag),
  },
  'life/lose': { ...player, amount: Int },
  'life/gain': { ...player, amount: Int },
  'life/pay': { payments: v.pipe(v.array(v.object({ ...player, amount: Int })), v.maxLength(4)) },
  'life/payHalf': { ...player, round: v.picklist(['up', 'down']) },
  'life/set': { ...player, value: Int },
  'life/setEach': { value: Int, chosen: v.object({ A: Id, B: Id }) },
  'life/double': player,
  'life/exchange': { a: Id, b: Id },
  'life/redistribute': { ...player, totals: v.record(Id, Int) },
  'poison/add': { ...player, amount: Int },
  'player/restrict': {
    ...player,
    restriction: v.picklist([
      'cantGainLife',
      'cantLoseLife',
      'cantGetPoison',
      'preventAllDamage',
      // The old name of 'preventAllDamage' (engine/actions.ts), still taken.
      'preventCombatDamage',
    ]),
    on: Flag,
  },
  'effect/eachOpponent': { ...player, effect: eachEffect(), source: v.optional(Id) },
  'effect/eachPlayer': { ...player, effect: eachEffect(), source: v.optional(Id) },
  'player/concede': player,
  'turn/nextStep': actor,
  'turn/end': actor,
  'turn/extraTurn': { ...player, players: v.optional(v.pipe(v.array(Id), v.maxLength(4))) },
  'turn/landPlayed': { ...player, extraAllowed: v.optional(Flag) },
  'combat/declareAttackers': { ...actor, attacks: Attacks },
  'combat/attack': { ...actor, attacks: Attacks },
  'combat/declareBlockers': { ...player, blocks: Blocks },
  'combat/declareTeamBlockers': { ...actor, blocks: Blocks },
  'combat/damage': actor,
  'combat/preventAll': { on: Flag },
  'combat/assignDamage': {
    ...player,
    attacker: Id,
    assignment: v.pipe(v.array(v.object({ to: Id, amount: Int })), v.maxLength(500)),
  },
  'card/conjure': { ...player, data: CardData, to: Zone, index: v.optional(Count) },
} satisfies Record<ActionType, v.ObjectEntries>

function eachEffect() {
  return v.object({
    kind: v.picklist(['damage', 'loseLife', 'gainLife', 'poison', 'draw']),
    amount: Int,
  })
}

/** An action type's schema: its type, and its fields from FIELDS. */
type ActionObject<T extends ActionType> = {
  type: v.LiteralSchema<T, undefined>
} & (typeof FIELDS)[T] extends infer E extends v.ObjectEntries
  ? v.StrictObjectSchema<E, undefined>
  : never

const TYPES = Object.keys(FIELDS) as ActionType[]

/**
 * One strict object per action type: unknown fields are refused, not passed on. Each is typed as
 * its own action type's ActionObject (which is what the map builds), so the union's type is
 * derived from FIELDS rather than written again.
 */
export const ActionSchema = v.variant(
  'type',
  TYPES.map((type) => v.strictObject({ type: v.literal(type), ...FIELDS[type] })) as unknown as {
    [T in ActionType]: ActionObject<T>
  }[ActionType][],
)

/**
 * The action a device may send, as the schema reads it. tests/shared/oneShape.test-d.ts proves it
 * is the engine's `Action`, field by field, so neither can change without the other.
 */
export type SentAction = v.InferOutput<typeof ActionSchema>

/** The action, or the first thing wrong with it in plain words (the field's path and why). */
export function parseAction(
  raw: unknown,
): { ok: true; action: Action } | { ok: false; problem: string } {
  const problem = problemOf(ActionSchema, raw)
  // Checked just above: the schema is the union field by field.
  return problem === null ? { ok: true, action: raw as Action } : { ok: false, problem }
}
