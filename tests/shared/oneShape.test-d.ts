/**
 * One source per shape (issue 38): the schemas that check what a device or a file sends describe
 * exactly the engine's types, so an action or a state field added on one side only fails the
 * typecheck. `npm run typecheck` covers this file; nothing here runs.
 */
import { expectTypeOf } from 'vitest'
import type { Action, ActionType, CardData, CardFaceData, GameState } from '../../src/engine'
import type { ScryfallCardData, ScryfallFaceData } from '../../src/cards/types'
import type { SentAction } from '../../src/shared/protocol/actionSchema'
import type { SavedGame } from '../../src/shared/save/saveSchema'
import type { SameShape } from './sameShape'

/**
 * Card data as the app keeps it: the engine's, with Scryfall's identity of the printing and its
 * images (src/cards/types.ts), which the engine carries along without reading.
 */
type Kept = [CardData, ScryfallCardData] | [CardFaceData, ScryfallFaceData]

/** The engine's action of one type (a member may stand for several: `card/tap | card/untap`). */
type EngineAction<T extends ActionType> = Action extends infer A
  ? A extends { type: infer U }
    ? T extends U
      ? Omit<A, 'type'> & { type: T }
      : never
    : never
  : never
type SchemaAction<T extends ActionType> = Extract<SentAction, { type: T }>

/** The action types whose schema (shared/protocol/actionSchema.ts) and engine type differ. */
type ActionsThatDiffer = {
  [T in ActionType]: SameShape<SchemaAction<T>, EngineAction<T>, Kept> extends true ? never : T
}[ActionType]

/** None: a type named here is missing from `{}`, and the error names it. */
export const actionsThatDiffer = {} satisfies Record<ActionsThatDiffer, true>
expectTypeOf<ActionsThatDiffer>().toEqualTypeOf<never>()

/** The GameState fields whose save schema (shared/save/saveSchema.ts) differs from the engine. */
type StateFieldsThatDiffer = {
  [K in keyof GameState | keyof SavedGame]: K extends keyof GameState & keyof SavedGame
    ? SameShape<SavedGame[K], GameState[K], Kept> extends true
      ? never
      : K
    : K
}[keyof GameState | keyof SavedGame]

export const stateFieldsThatDiffer = {} satisfies Record<StateFieldsThatDiffer, true>
expectTypeOf<StateFieldsThatDiffer>().toEqualTypeOf<never>()
expectTypeOf<SameShape<SavedGame, GameState, Kept>>().toEqualTypeOf<true>()
