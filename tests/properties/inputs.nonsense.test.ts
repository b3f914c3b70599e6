/**
 * Issue 27: schema-valid saves that make no sense are refused with a reason, or are a game the
 * table can show; a bounded, seeded slice of `npm run fuzz -- --inputs N --target nonsenseSave`.
 */
import { describe, expect, it } from 'vitest'
import { runInputFuzz } from './inputsTargets'
import { nonsenseSaveTarget } from './nonsenseSaves'

describe('schema-valid nonsense saves', () => {
  it('are refused with a reason or load a sound game (fixed seed)', async () => {
    const { stats, failure } = await runInputFuzz(nonsenseSaveTarget, { seed: 27_027, runs: 150 })
    if (failure) throw new Error(`${failure.error}\ninput: ${failure.counterexample}`)
    expect(stats.inputs).toBe(150)
    expect(stats.refused).toBeGreaterThan(100)
  }, 120_000)
})
