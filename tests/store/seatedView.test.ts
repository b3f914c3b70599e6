import { get } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { viewFor, zone, type GameState } from '../../src/engine'
import {
  AUTOSAVE_KEY,
  flushAutosave,
  resetGameStore,
  resetUiStore,
  useGame,
  useUi,
  type SaveFile,
} from '../../src/store'
import { checkSave } from '../../src/shared/save/saveCheck'
import { newGame } from '../fixtures/game'

const store = () => useGame.getState()

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  resetUiStore()
})

function started(): GameState {
  const game = newGame()
  store().loadGame(game)
  return game
}

describe('the store shows the seated team its view; the rules keep the whole game (810.5)', () => {
  it("the page's game is the viewing team's view; the whole game is kept beside it", () => {
    const game = started()
    expect(store().fullGame).toBe(game)
    expect(store().game).toEqual(viewFor(game, { team: 'A' }))
    const theirHand = zone(store().game as GameState, 'B1', 'hand')
    expect(theirHand.some((id) => zone(game, 'B1', 'hand').includes(id))).toBe(false)
  })

  it("turning the table to the other team shows that team's view of the same game", () => {
    const game = started()
    useUi.getState().passTo('B')
    expect(store().game).toEqual(viewFor(game, { team: 'B' }))
    expect(zone(store().game as GameState, 'B1', 'hand')).toEqual(zone(game, 'B1', 'hand'))
    expect(store().fullGame).toBe(game)
  })

  it("an action naming a card by its view id (the library's top) acts on the real card", () => {
    const game = started()
    const top = zone(store().game as GameState, 'A1', 'library')[0] as string
    expect(top).toMatch(/^hidden-/)
    expect(store().dispatch({ type: 'card/move', player: 'A1', card: top, to: 'hand' })).toBe(true)
    const real = zone(game, 'A1', 'library')[0] as string
    expect(zone(store().fullGame as GameState, 'A1', 'hand')).toContain(real)
    // Now in A1's hand, the team sees it under its real id.
    expect(zone(store().game as GameState, 'A1', 'hand')).toContain(real)
  })

  it('undo and the autosave keep the whole game, not the view', async () => {
    const game = started()
    store().dispatch({ type: 'library/draw', player: 'B1' })
    const after = store().fullGame as GameState
    await flushAutosave()
    const checked = checkSave(await get(AUTOSAVE_KEY))
    if (checked.kind !== 'ok') throw new Error('the autosave does not load')
    const saved: SaveFile = checked.save
    expect(saved.game).toEqual(after)
    expect(saved.past).toEqual([game])
    store().undo()
    expect(store().fullGame).toBe(game)
    expect(store().game).toEqual(viewFor(game, { team: 'A' }))
  })
})
