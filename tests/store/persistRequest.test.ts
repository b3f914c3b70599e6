// @vitest-environment jsdom
/**
 * Issue 27: once a game is saved, the app asks the browser to keep its storage under pressure
 * (navigator.storage.persist), once, and a refusal or a missing API changes nothing.
 */
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushAutosave, resetGameStore, useGame } from '../../src/store'
import { newGame } from '../fixtures/game'

const persist = vi.fn(() => Promise.resolve(false))

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  localStorage.clear()
  await clear()
  Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true })
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage')
})

describe('persistent storage', () => {
  it('is asked for once the first autosave has landed, and only once', async () => {
    useGame.getState().loadGame(newGame())
    expect(persist).not.toHaveBeenCalled()
    await flushAutosave()
    expect(persist).toHaveBeenCalledTimes(1)
    useGame.getState().dispatch({ type: 'life/lose', player: 'A1', amount: 1 })
    await flushAutosave()
    expect(persist).toHaveBeenCalledTimes(1)
    expect(useGame.getState().game?.teams.A.life).toBe(newGame().teams.A.life - 1)
  })
})
