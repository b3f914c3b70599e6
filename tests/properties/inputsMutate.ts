/**
 * Hostile inputs for the input fuzzers (issue 9): random text, and real valid inputs mutated the
 * ways broken or malicious files are — cut short, random characters or bytes spliced in, lines
 * duplicated thousands of times, numbers made huge, long runs of one character (the usual way
 * to make a regular expression backtrack), odd Unicode, and for JSON values: wrong types, deep
 * nesting, keys removed or added (`__proto__` too).
 */
import fc from 'fast-check'

/** Text that breaks naive code: surrogate halves, zero-width and RTL marks, combining marks. */
const ODD_UNICODE = [
  '\uD83D',
  '\uDC09',
  '🐉',
  '\u200B',
  '\u202E',
  '\u0301\u0301\u0301',
  'Æ',
  '\uFEFF',
  '\u0000',
  '\r',
  '\u2028',
  '龍',
  '𝔄',
]
const HUGE_NUMBERS = [
  '99999999999999999999999',
  '1e308',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '9007199254740993',
  '٣',
]
/** Characters decklist and JSON readers treat specially, repeated into long runs. */
const RUN_CHARS = [' ', '\t', '[', ']', '^', '*', '(', '/', '{', '"', '\\', '<', 'x', ',', ':', '#']

/**
 * Mutated text stops here: past it, a duplicated 60,000-character line makes megabytes, which
 * tests the machine rather than the reader (decklist files over 1 MB are refused outright).
 */
export const MAX_TEXT = 300_000

export type TextOp =
  | { kind: 'truncate'; at: number }
  | { kind: 'splice'; at: number; remove: number; insert: string }
  | { kind: 'duplicateLine'; line: number; times: number }
  | { kind: 'hugeNumber'; nth: number; value: string }
  | { kind: 'run'; at: number; char: string; length: number }
  | { kind: 'swapLines'; a: number; b: number }

/** Positions are fractions of the current length, so one op fits any text. */
const fraction = fc.double({ min: 0, max: 1, noNaN: true })

const insertArb = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...ODD_UNICODE),
  fc.constantFrom('\n', '\n\n', 'Commander\n', '*CMDR*', '[Commander]', ' (C21) 263', 'SB: '),
)

export const textOpArb: fc.Arbitrary<TextOp> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fraction }),
  fc.record({
    kind: fc.constant('splice' as const),
    at: fraction,
    remove: fc.nat({ max: 8 }),
    insert: insertArb,
  }),
  fc.record({
    kind: fc.constant('duplicateLine' as const),
    line: fraction,
    times: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 100, max: 3000 })),
  }),
  fc.record({
    kind: fc.constant('hugeNumber' as const),
    nth: fc.nat({ max: 40 }),
    value: fc.constantFrom(...HUGE_NUMBERS),
  }),
  fc.record({
    kind: fc.constant('run' as const),
    at: fraction,
    char: fc.constantFrom(...RUN_CHARS),
    length: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1000, max: 60_000 })),
  }),
  fc.record({ kind: fc.constant('swapLines' as const), a: fraction, b: fraction }),
)

function at(text: string, f: number): number {
  return Math.floor(f * text.length)
}

export function applyTextOp(text: string, op: TextOp): string {
  switch (op.kind) {
    case 'truncate':
      return text.slice(0, at(text, op.at))
    case 'splice': {
      const i = at(text, op.at)
      return text.slice(0, i) + op.insert + text.slice(i + op.remove)
    }
    case 'duplicateLine': {
      const lines = text.split('\n')
      const i = Math.min(lines.length - 1, Math.floor(op.line * lines.length))
      const line = lines[i] ?? ''
      // Grows the text by MAX_TEXT at most: a save is one line of ~100,000 characters, and 3,000
      // copies of it made a string past V8's limit (512 M) before any cap could apply.
      const times = Math.min(op.times, Math.floor(MAX_TEXT / (line.length + 1)))
      lines.splice(i, 0, ...Array<string>(times).fill(line))
      return lines.join('\n')
    }
    case 'hugeNumber': {
      let seen = -1
      return text.replace(/\d+/g, (digits) => {
        seen += 1
        return seen === op.nth ? op.value : digits
      })
    }
    case 'run': {
      const i = at(text, op.at)
      return text.slice(0, i) + op.char.repeat(Math.min(op.length, MAX_TEXT)) + text.slice(i)
    }
    case 'swapLines': {
      const lines = text.split('\n')
      const a = Math.min(lines.length - 1, Math.floor(op.a * lines.length))
      const b = Math.min(lines.length - 1, Math.floor(op.b * lines.length))
      ;[lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? '']
      return lines.join('\n')
    }
  }
}

/** A real input with 1–5 text mutations, or (1 in 4) random text. */
export function hostileTextArb(seeds: readonly string[]): fc.Arbitrary<string> {
  const mutated = fc
    .tuple(fc.constantFrom(...seeds), fc.array(textOpArb, { minLength: 1, maxLength: 5 }))
    .map(([seed, ops]) => ops.reduce((text, op) => applyTextOp(text, op).slice(0, MAX_TEXT), seed))
  const random = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.string({ unit: 'binary', maxLength: 400 }),
    fc.string({ unit: fc.constantFrom('1', ' ', 'x', '\n', '[', ']', '*', '/', '(', ')', ':') }),
  )
  return fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: random, weight: 1 })
}

// ---- JSON values -------------------------------------------------------------------------

export type JsonOp =
  | { kind: 'replace'; path: number; value: unknown }
  | { kind: 'delete'; path: number }
  | { kind: 'addKey'; path: number; key: string; value: unknown }

/** Values of the wrong type, or of the right type at absurd sizes. */
const wrongValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    true,
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    '<img src=x onerror="window.__pwned=1">',
    [],
    {},
    [null],
    { version: 99 },
  ),
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.nat({ max: 5000 }).map((depth) => nested(depth)),
  fc.nat({ max: 20_000 }).map((n) => Array<number>(n).fill(7)),
  fc.jsonValue({ maxDepth: 3 }),
)

function nested(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value }
  return value
}

export const jsonOpArb: fc.Arbitrary<JsonOp> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      path: fc.nat(),
      value: wrongValueArb,
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), path: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('addKey' as const),
      path: fc.nat(),
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x', 'c1', ''),
      value: wrongValueArb,
    }),
    weight: 1,
  },
)

/** Every object/array node of a JSON tree, parents before children (a stable order). */
function containers(root: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = []
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return
    out.push(value as Record<string, unknown>)
    for (const child of Object.values(value)) walk(child)
  }
  walk(root)
  return out
}

/** Mutates a deep copy of `root` (a JSON value). */
export function applyJsonOps(root: unknown, ops: readonly JsonOp[]): unknown {
  const copy = structuredClone(root)
  for (const op of ops) {
    const nodes = containers(copy)
    const node = nodes[op.path % Math.max(1, nodes.length)]
    if (!node) continue
    const keys = Object.keys(node)
    const key = keys[op.path % Math.max(1, keys.length)]
    if (op.kind === 'addKey') {
      // defineProperty: '__proto__' becomes an own key, as JSON.parse would make it.
      Object.defineProperty(node, op.key, {
        value: op.value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    } else if (key !== undefined) {
      if (op.kind === 'delete') {
        if (Array.isArray(node)) node.splice(Number(key), 1)
        else delete node[key]
      } else {
        ;(node as Record<string, unknown>)[key] = op.value
      }
    }
  }
  return copy
}

/** A real JSON value with 1–4 structural mutations. */
export function hostileJsonArb(seeds: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(jsonOpArb, { minLength: 1, maxLength: 4 }))
    .map(([seed, ops]) => applyJsonOps(seed, ops))
}
