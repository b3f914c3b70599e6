/**
 * The engine's bounds, in one place. Actions are refused past them (rules/amounts.ts,
 * rules/counters.ts) and a loaded game is refused past them (stateChecks/), so the two agree:
 * no accepted action can make a game that its own load check would refuse.
 */

/** The most one action may carry (damage, life, counters, a pump): a slip of the keyboard stops here. */
export const MAX_AMOUNT = 1_000_000

/**
 * The most any number the game keeps may reach, either way: a life total, counters, damage
 * marked, a commander's damage tally, an until-end-of-turn change. Far beyond any real game, and
 * exact in a double (so no total drifts or prints as "1e+21").
 */
export const MAX_TOTAL = 1_000_000_000

/** A whole number from `min` to MAX_TOTAL, exact in a double. */
export function isWithinTotal(n: unknown, min = 0): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= MAX_TOTAL
}

/** A counter's name is at most this many characters ("+1/+1", "loyalty", "Brick"). */
export const MAX_COUNTER_NAME = 40

/**
 * Words a plain record already answers to (Object.prototype's members, and "prototype"): a counter
 * named so would read an inherited function instead of a count, so no counter may be named so.
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
])

/** Control, format (zero-width), surrogate, private-use and unassigned characters (Unicode C*). */
const INVISIBLE = /\p{C}/u

export type CounterNameProblem = 'empty' | 'tooLong' | 'invisible' | 'reserved'

/** What is wrong with a counter's name (already trimmed), or null when it can name a counter. */
export function counterNameProblem(name: string): CounterNameProblem | null {
  if (name === '') return 'empty'
  if ([...name].length > MAX_COUNTER_NAME) return 'tooLong'
  if (INVISIBLE.test(name)) return 'invisible'
  if (RESERVED_NAMES.has(name)) return 'reserved'
  return null
}
