// @vitest-environment jsdom
/**
 * Issue 40: a save that passes every check and still breaks the table while its view is built
 * (once: "d.blockedAlone.map is not a function" on every reload) is kept aside, never
 * overwritten, with a notice; a game file that breaks the same way is refused and says so.
 */
import { clear, get, set } from 'idb-keyval'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameState } from '../../src/engine'
import type * as ViewModule from '../../src/engine/view'
import type * as StoreModule from '../../src/store'
import type * as GameFileModule from '../../src/store/gameFile'
import { packSave } from '../../src/shared/save/savePacking'
import { englishOf } from '../../src/store/words'
import { newGame } from '../fixtures/game'

/** The turn number the mocked view breaks on, as a damaged save once broke the real one. */
const BREAKS = 77

// The store and the rules loaded afresh, with a view that breaks on that turn (the setup file
// loaded the real ones before any mock of this file could apply).
let app: typeof StoreModule
let files: typeof GameFileModule
beforeAll(async () => {
  vi.resetModules()
  vi.doMock('../../src/engine/view', async (importOriginal) => {
    const real = await importOriginal<typeof ViewModule>()
    return {
      ...real,
      viewFor: (...args: Parameters<typeof real.viewFor>) => {
        if (args[0].turn.number === BREAKS) {
          throw new TypeError('d.blockedAlone.map is not a function')
        }
        return real.viewFor(...args)
      },
    }
  })
  app = await import('../../src/store')
  files = await import('../../src/store/gameFile')
  await (await import('../../src/store/engineLoader')).loadRules()
})

const store = () => app.useGame.getState()
const header = { gameId: 'g', revision: 1, writer: 'earlier-page' }

function breaking(): GameState {
  const game = newGame()
  return { ...game, turn: { ...game.turn, number: BREAKS } }
}

beforeEach(async () => {
  await app.flushAutosave()
  app.resetGameStore()
  await clear()
})

describe('a save whose view breaks the table', () => {
  it('is kept aside on restore, out of the autosave slot, and said', async () => {
    await set(app.AUTOSAVE_KEY, packSave(app.toSaveFile(breaking(), [], [], header)))
    await store().restore()
    expect(store().game).toBeNull()
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_REJECTED' })
    expect(store().notice?.message).toContain(
      'the table could not show its game (d.blockedAlone.map is not a function)',
    )
    const kept = await app.listKeptAside()
    expect(kept).toHaveLength(1)
    expect(kept[0]?.reason).toBe('rejected')
    expect(await get(app.AUTOSAVE_KEY)).toBeUndefined()
    // A new game now cannot overwrite it: it is in the list, not in the slot.
    store().loadGame(newGame())
    await app.flushAutosave()
    expect(await app.listKeptAside()).toHaveLength(1)
  })

  it('as a game file is refused with the reason, the table unchanged', async () => {
    const before = newGame()
    store().loadGame(before)
    const text = JSON.stringify(packSave(app.toSaveFile(breaking(), [], [])))
    const result = await files.readGameFile(text)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(englishOf(result.problem)).toBe(
      'the table could not show its game (d.blockedAlone.map is not a function)',
    )
    expect(store().fullGame).toBe(before)
  })
})
