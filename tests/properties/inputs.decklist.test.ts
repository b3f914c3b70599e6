/**
 * Issue 9: hostile decklists — pasted text and picked files — always give entries or line errors,
 * quickly. CI runs a fixed-seed slice; `npm run fuzz -- --inputs N` runs as many as asked.
 * The regression cases are the inputs the fuzzer found taking seconds (a regular expression
 * backtracking over a long run of one character) before the parser was fixed.
 */
import { describe, expect, it } from 'vitest'
import { parseDecklist } from '../../src/deck'
import { decklistFromFile } from '../../src/ui/decks/decklistFile'
import { decklistFileTarget, decklistTarget, runInputFuzz, type InputTarget } from './inputsTargets'

const CI_SEED = 9_0091

async function holds<T>(target: InputTarget<T>, runs: number): Promise<void> {
  const { stats, failure } = await runInputFuzz(target, { seed: CI_SEED, runs })
  if (failure) {
    throw new Error(
      `${failure.target}: ${failure.error}\ninput: ${failure.counterexample}\n(seed ${failure.seed})`,
    )
  }
  expect(stats.inputs).toBe(runs)
  // The mutations keep enough real lists intact to reach both answers.
  expect(stats.accepted).toBeGreaterThan(0)
  expect(stats.refused).toBeGreaterThan(0)
}

/** Runs `read` and says how long it took. */
function timed<T>(read: () => T): { value: T; ms: number } {
  const started = performance.now()
  const value = read()
  return { value, ms: performance.now() - started }
}

/** Before the fix each of these took 4–20 s on a 50,000-character line; now well under 1 s. */
const SLOW_BEFORE = 1000

describe('hostile decklist text', () => {
  it(
    'always gives entries or line errors in time (fixed seed)',
    () => holds(decklistTarget, 150),
    60_000,
  )

  it.each([
    ['a header-like word then spaces', `Deck${' '.repeat(3000)}!`],
    ['a card line with a long run of spaces', `1 Sol Ring${' '.repeat(50_000)}x`],
    ['a card line ending in brackets', `1 Sol Ring ${'['.repeat(50_000)}`],
    ['a card line ending in carets', `1 Sol Ring ${'^'.repeat(50_000)}`],
    ['a category of opening braces', `1 Sol Ring [${'{'.repeat(50_000)}]`],
  ])('reads %s at once, as one error line', (_, line) => {
    const { value, ms } = timed(() => parseDecklist(`1 Forest\n${line}\n`))
    expect(ms).toBeLessThan(SLOW_BEFORE)
    expect(value.entries.map((e) => e.name)).toContain('Forest')
    expect(value.entries.length + value.errors.length).toBe(2)
  })

  it('still reads the spaced-out and tagged lines people paste', () => {
    const { entries } = parseDecklist(
      '1   Sol   Ring  (C21)   263   *F*\n1x Cultivate [Ramp,Land Search] ^Have,#37d67a^\n1 Omnath, Locus of Mana *CMDR*',
    )
    expect(entries).toMatchObject([
      { count: 1, name: 'Sol Ring', set: 'C21', collectorNumber: '263' },
      { count: 1, name: 'Cultivate', section: 'main' },
      { count: 1, name: 'Omnath, Locus of Mana', section: 'commander' },
    ])
  })
})

describe('hostile decklist files', () => {
  it(
    'always give a decklist or a "Could not load" error in time (fixed seed)',
    () => holds(decklistFileTarget, 150),
    60_000,
  )

  it('reads an MTGO file of unclosed <Cards tags at once', () => {
    const dek = `<?xml version="1.0"?>\n<Deck>\n${'<Cards Name="x"'.repeat(20_000)}\n</Deck>`
    const { value, ms } = timed(() => decklistFromFile('deck.dek', dek))
    expect(ms).toBeLessThan(SLOW_BEFORE)
    expect(typeof value).toBe('string')
  })
})
