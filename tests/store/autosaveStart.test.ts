// @vitest-environment jsdom
/**
 * Issue 27: the autosave starts at once after each move, once the move's frame has been drawn
 * (autosave.ts), and never waits on a frame that does not come: a page that draws no frame (a
 * hidden or frozen one) still gets its save.
 */
import { clear, get } from 'idb-keyval'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { AUTOSAVE_KEY, flushAutosave, resetGameStore, useGame } from '../../src/store'
import { newGame } from '../fixtures/game'

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

it('a visible page that never draws a frame still saves the move', async () => {
  vi.stubGlobal('requestAnimationFrame', () => 0)
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
  const game = newGame()
  const start = game.teams.A.life
  useGame.getState().loadGame(game)
  useGame.getState().dispatch({ type: 'life/lose', player: 'A1', amount: 2 })
  await flushAutosave()
  const saved = (await get(AUTOSAVE_KEY)) as { game: { teams: { A: { life: number } } } }
  expect(saved.game.teams.A.life).toBe(start - 2)
})
