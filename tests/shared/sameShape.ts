/**
 * Type-level tools that prove two descriptions of one shape agree (issue 38: the engine's types
 * and the valibot schemas that check what comes from a device or a file). Types only.
 */
import type { Message } from '../../src/engine'

/**
 * Whether T is S as data: each assignable to the other, with the same fields. (Not the usual
 * `<X>() => X extends T` identity test: TypeScript settles that too early while T is generic.)
 */
type IsType<T, S> = [T] extends [S]
  ? [S] extends [T]
    ? [keyof T] extends [keyof S]
      ? [keyof S] extends [keyof T]
        ? true
        : false
      : false
    : false
  : false

/**
 * A shape as plain data: intersections flattened, `readonly` dropped, an optional field's
 * `| undefined` (valibot's `v.optional`) dropped and the field made required as `{ optional: … }`
 * (so a field on one side only makes the two unassignable), and the type `Swap[0]` wherever it
 * stands replaced by `Swap[1]` (`Swap` may be a union of such pairs). A catalog message is compared whole (it nests itself: the schema
 * types it as the engine's Message).
 */
export type PlainShape<T, Swap extends [unknown, unknown] = [never, never]> = [T] extends [never]
  ? never
  : T extends unknown
    ? PlainMember<T, Swap>
    : never

/** What `Swap` (a union of [from, to] pairs) replaces T with, or never. */
type Swapped<T, Swap extends [unknown, unknown]> = Swap extends [infer From, infer To]
  ? IsType<T, From> extends true
    ? To
    : never
  : never

type PlainMember<T, Swap extends [unknown, unknown]> =
  IsType<T, Message> extends true
    ? Message
    : [Swapped<T, Swap>] extends [never]
      ? T extends readonly (infer E)[]
        ? PlainShape<E, Swap>[]
        : T extends object
          ? {
              -readonly [K in keyof T]-?: object extends Pick<T, K>
                ? { optional: PlainShape<Exclude<T[K], undefined>, Swap> }
                : PlainShape<T[K], Swap>
            }
          : T
      : PlainShape<Swapped<T, Swap>, Swap>

/** `true` when A and B have the same fields, field by field (optional stays optional). */
export type SameShape<A, B, Swap extends [unknown, unknown] = [never, never]> = [
  PlainShape<A, Swap>,
] extends [PlainShape<B, Swap>]
  ? [PlainShape<B, Swap>] extends [PlainShape<A, Swap>]
    ? true
    : false
  : false
