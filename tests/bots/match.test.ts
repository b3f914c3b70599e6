/**
 * Whole games of bots (issue 39), the short version of `npm run bots` for CI: a game ends in a
 * win with every state keeping the engine invariants, and the sparring team beats a team that
 * does nothing. The 500-game run and the strength figures are in bench/README.md.
 */
import { describe, expect, it } from 'vitest'
import { sampleSetup } from '../fixtures/sampleGame'
import { playMatch } from './match'

describe('bot games', () => {
  it('sparring against sparring ends in a win, every state keeping the invariants', () => {
    const result = playMatch(sampleSetup(2024, { skipMulligans: false }), {
      seats: { A1: 'sparring', A2: 'sparring', B1: 'sparring', B2: 'sparring' },
    })
    expect(result.invariantFailure).toBeNull()
    expect(result.end).toBe('win')
    expect(result.turns).toBeLessThan(60)
  })

  it('the sparring team beats a team that does nothing, and a random one', () => {
    const idle = playMatch(sampleSetup(7, { skipMulligans: false }), {
      seats: { A1: 'sparring', A2: 'sparring', B1: 'idle', B2: 'idle' },
      invariants: false,
    })
    expect(idle.winner).toBe('A')
    const random = playMatch(sampleSetup(8, { skipMulligans: false }), {
      seats: { A1: 'random', A2: 'random', B1: 'sparring', B2: 'sparring' },
      invariants: false,
      seed: 8,
    })
    expect(random.invariantFailure).toBeNull()
    expect(random.winner).toBe('B')
  })
})
