/**
 * Issue 36: the check a state passes before it is autosaved is the load's own, and a save of any
 * game the rules can reach comes back whole. Random four-player games from the sample decks; at
 * the end, the game and its history are checked in memory (as autosave.ts checks them) and as a
 * load reads them (packed, through JSON): both give the same verdict, and an accepted save loads
 * every state deep-equal, so no field of the game is outside the save format.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tryAction, type GameState } from '../../src/engine'
import { toSaveFile } from '../../src/shared/save/saveFile'
import { checkSave } from '../../src/shared/save/saveCheck'
import { packSave } from '../../src/shared/save/savePacking'
import { buildAction } from './arbitraries'
import { newGameFor, scenarioArb, type Scenario } from './fuzzRun'

const header = { gameId: 'g', revision: 1, writer: 't' }

/** Every state a scenario's accepted actions make, the first game first. */
function statesOf(scenario: Scenario): GameState[] {
  let state = newGameFor(scenario)
  const states: GameState[] = [state]
  for (const recipe of scenario.recipes) {
    const result = tryAction(state, buildAction(state, recipe, scenario.combat === true))
    if (result.ok) {
      state = result.state
      states.push(state)
    }
  }
  return states
}

describe('the save check', () => {
  it('gives the autosave and the load the same verdict, and a load keeps every field (fixed seed)', () => {
    fc.assert(
      fc.property(scenarioArb(40), (scenario) => {
        const states = statesOf(scenario)
        const game = states.at(-1) as GameState
        const file = toSaveFile(game, states.slice(0, -1), [], header)
        const before = checkSave(file)
        const loaded = checkSave(JSON.parse(JSON.stringify(packSave(file))))
        expect(loaded.kind).toBe(before.kind)
        if (before.kind === 'rejected' && loaded.kind === 'rejected') {
          expect(loaded.salvage?.moves).toBe(before.salvage?.moves)
          expect(loaded.salvage?.undo).toBe(before.salvage?.undo)
        }
        if (loaded.kind !== 'ok') return
        expect(loaded.save.game).toEqual(game)
        expect(loaded.save.past).toEqual(file.past)
      }),
      { seed: 36_036, numRuns: 40 },
    )
  }, 120_000)
})
