/**
 * The rules, with hidden information (viewFor) and the save checks, load apart from the first
 * screen (engineLoader.ts). A game waits for them before it reaches the table; when they do not
 * load (offline, nothing cached), a notice says so, nothing changes, and no saved game is lost.
 * Each test gets its own copy of the store, with a rules loader it holds back or fails.
 */
import { clear, get, set } from 'idb-keyval'
import { beforeEach, expect, it, vi } from 'vitest'
import type * as Engine from '../../src/engine'
import type * as Store from '../../src/store'
import { newGame } from '../fixtures/game'

interface Loader {
  release: () => void
  fail: (error: Error) => void
}

/** A fresh store whose rules come only when the test says so. */
async function storeWithHeldRules(): Promise<{ store: typeof Store; rules: Loader }> {
  vi.resetModules()
  const engine = await vi.importActual<typeof Engine>('../../src/engine')
  let loaded: typeof Engine | null = null
  const rules = {} as Loader
  const arrival = new Promise<typeof Engine>((resolve, reject) => {
    rules.release = () => resolve(engine)
    rules.fail = reject
  })
  arrival.catch(() => undefined)
  vi.doMock('../../src/store/engineLoader', () => ({
    loadRules: () => arrival.then((e) => (loaded = e)),
    loadedRules: () => loaded,
  }))
  const store = await import('../../src/store')
  return { store, rules }
}

beforeEach(async () => {
  vi.doUnmock('../../src/store/engineLoader')
  await clear()
  globalThis.localStorage?.clear()
})

it('puts a game on the table once the rules are in, seen from the seated team (810.5)', async () => {
  const { store, rules } = await storeWithHeldRules()
  const game = newGame()
  store.useGame.getState().loadGame(game)
  expect(store.useGame.getState().game).toBeNull()

  rules.release()
  await vi.waitFor(() => expect(store.useGame.getState().fullGame).toBe(game))
  const shown = store.useGame.getState().game
  const hiddenCard = game.players['B1']?.zones.hand[0] ?? ''
  expect(shown?.cards[hiddenCard]).toBeUndefined()
})

it('says so when the rules do not load, and leaves the table as it was', async () => {
  const { store, rules } = await storeWithHeldRules()
  store.useGame.getState().loadGame(newGame())
  rules.fail(new Error('offline'))

  await vi.waitFor(() =>
    expect(store.useGame.getState().notice).toMatchObject({
      code: 'RULES_UNAVAILABLE',
      message:
        'The game could not be put on the table: its rules did not load (offline). Check the connection and try again.',
    }),
  )
  expect(store.useGame.getState().fullGame).toBeNull()
})

it('keeps the saved game stored when the rules do not load for its restore', async () => {
  const { store, rules } = await storeWithHeldRules()
  const saved = store.toSaveFile(newGame(), [], [])
  await set(store.AUTOSAVE_KEY, saved)
  rules.fail(new Error('offline'))

  await store.useGame.getState().restore()
  expect(store.useGame.getState()).toMatchObject({
    restoreStatus: 'done',
    fullGame: null,
    notice: {
      code: 'RULES_UNAVAILABLE',
      message:
        'The saved game could not be put back on the table: the rules did not load (offline). It is still stored; check the connection and reload the page.',
    },
  })
  expect(await get(store.AUTOSAVE_KEY)).toEqual(saved)
})
