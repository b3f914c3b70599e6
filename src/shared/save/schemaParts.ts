/**
 * Two pieces the save schema (saveSchema.ts) is built from (issue 36):
 *
 * - **Names that become keys** (player and card ids, counter names, log slots…): valibot's
 *   `record` skips `__proto__`, `constructor` and `prototype` silently, so a save could keep them
 *   unchecked. `named` refuses a record holding one, by name.
 * - **Parts several states share** (cards, printed data, log lines, life events): states are
 *   immutable and share them, in memory and in a packed save (savePacking.ts). `shared` checks
 *   each such object once in a memo (`checkingWith`) and gives the same output for it every time,
 *   so a loaded history shares memory again, and the autosave's check of a state that differs
 *   from the last by one card checks one card.
 */
import * as v from 'valibot'

/** Names every object already answers to: as keys they are skipped, or reach the prototype. */
export const RESERVED_NAMES: readonly string[] = ['__proto__', 'constructor', 'prototype']

export function isReservedName(name: string): boolean {
  return RESERVED_NAMES.includes(name)
}

function reservedKeyOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined
  return RESERVED_NAMES.find((name) => Object.hasOwn(input, name))
}

/** A record whose keys are names: one that holds a reserved name is refused, by that name. */
export function named<T extends v.GenericSchema>(value: T) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => reservedKeyOf(input) === undefined,
      (issue) => `"${String(reservedKeyOf(issue.input))}" cannot be a name`,
    ),
    v.record(v.string(), value),
  )
}

type Run = v.GenericSchema['~run']

/** What a check remembers of the objects it checked: their outputs. */
export type Memo = Pick<WeakMap<object, unknown>, 'get' | 'has' | 'set'>

/** The memo of the check running now; none outside `checkingWith`. */
let memo: Memo | null = null

/**
 * Runs `check` remembering what it checks in `with`: a load gives each save a memo of its own
 * (it is dropped with the save's raw objects); the autosave keeps one for the game's life, so an
 * object checked when one state was saved is not checked again with the next.
 */
export function checkingWith<T>(remembered: Memo, check: () => T): T {
  const before = memo
  memo = remembered
  try {
    return check()
  } finally {
    memo = before
  }
}

/**
 * `schema`, checking each object once while a memo is kept (`checkingWith`): the output for an
 * object already checked is the one it had. When checking dropped nothing (no key outside the
 * schema), the output is the object itself.
 */
export function shared<T extends v.GenericSchema>(schema: T): T {
  const run: Run = (dataset, config) => {
    const input = dataset.value
    const checked = memo
    if (!checked || typeof input !== 'object' || input === null) {
      return schema['~run'](dataset, config)
    }
    if (checked.has(input)) return { typed: true, value: checked.get(input) }
    const result = schema['~run'](dataset, config)
    if (result.typed && result.issues === undefined) {
      const value = sameData(input, result.value) ? input : result.value
      checked.set(input, value)
      if (typeof value === 'object' && value !== null) checked.set(value, value)
      return { typed: true, value }
    }
    return result
  }
  return { ...schema, '~run': run }
}

/** Whether `output` holds every key of `input`, all the way down: nothing was dropped. */
function sameData(input: unknown, output: unknown): boolean {
  if (input === output) return true
  if (typeof input !== 'object' || input === null) return false
  if (typeof output !== 'object' || output === null) return false
  if (Array.isArray(input) !== Array.isArray(output)) return false
  const keys = Object.keys(input)
  if (keys.length !== Object.keys(output).length) return false
  const a = input as Record<string, unknown>
  const b = output as Record<string, unknown>
  return keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]))
}
