/**
 * Across devices (issue 24) each device runs the mulligans of its own seats only (805.3a: a
 * team's players decide in the order they choose; the other team decides on its own devices).
 */
import { describe, expect, it } from 'vitest'
import { mulliganTurn } from '../../src/ui/mulligan/mulliganTurn'
import { act, newGame } from '../fixtures/game'

describe('the mulligans on a device holding some seats', () => {
  it("goes to this device's seats only, and to none when none of them may act", () => {
    const game = newGame({ skipMulligans: false })
    // One device for all: the starting team's first player first.
    expect(mulliganTurn(game, null, null)).toMatchObject({ stage: 'decide', player: 'A1' })
    // Team B's device waits while the starting team decides (103.5)…
    expect(mulliganTurn(game, null, null, ['B1', 'B2'])).toBeNull()
    expect(mulliganTurn(game, null, null, ['A2'])).toMatchObject({ stage: 'decide', player: 'A2' })
    expect(mulliganTurn(game, null, null, [])).toBeNull()

    // …then gets its own seats' decisions, and none of team A's.
    const aKept = act(
      game,
      { type: 'mulligan/decide', player: 'A1', choice: 'keep' },
      { type: 'mulligan/decide', player: 'A2', choice: 'keep' },
    )
    expect(mulliganTurn(aKept, null, null, ['B1', 'B2'])).toEqual({
      stage: 'decide',
      player: 'B1',
      others: ['B2'],
    })
    expect(mulliganTurn(aKept, null, null, ['A1', 'A2'])).toBeNull()
  })
})
