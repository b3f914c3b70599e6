/**
 * Issue 9: any file given as a Scryfall bulk-data file — a real one mutated, binary bytes spliced
 * in, cut into any chunk sizes — ends the import job with cards or with the parser's own "not a
 * bulk-data file" message, never with an unexpected error, and never hangs.
 */
import { describe, expect, it } from 'vitest'
import { bulkTarget, runInputFuzz } from './inputsTargets'

describe('hostile bulk-data files', () => {
  it('end with cards or a clear refusal, in time (fixed seed)', async () => {
    const { stats, failure } = await runInputFuzz(bulkTarget, { seed: 9_0093, runs: 150 })
    if (failure) throw new Error(`${failure.error}\ninput: ${failure.counterexample}`)
    expect(stats.inputs).toBe(150)
    expect(stats.accepted).toBeGreaterThan(0)
    expect(stats.refused).toBeGreaterThan(0)
  }, 60_000)
})
