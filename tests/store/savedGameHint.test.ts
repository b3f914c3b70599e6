// @vitest-environment jsdom
/**
 * The hint beside the autosave that a game is saved (savedGameHint.ts), from which a reload
 * fetches the table and the rules early (issue 21). It follows what the tab wrote.
 */
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { flushAutosave, resetGameStore, toSaveFile, type SaveFile } from '../../src/store'
import { savedGameHinted } from '../../src/store/savedGameHint'
import { TabSession } from '../../src/store/tabs'
import { newGame } from '../fixtures/game'

const opened: TabSession[] = []
function tab(id: string): { session: TabSession } {
  const session = new TabSession(id)
  opened.push(session)
  return { session }
}

const saveOf = (game: GameState): SaveFile => toSaveFile(game, [], [])

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
})

afterEach(() => {
  for (const session of opened.splice(0)) session.close()
})

describe('the saved-game hint a reload starts from', () => {
  it('says a game is saved once one is written, and no longer once the save is cleared', async () => {
    localStorage.clear()
    const { session } = tab('tab-a')
    expect(savedGameHinted()).toBe(false)
    await session.write(saveOf(newGame()))
    expect(savedGameHinted()).toBe(true)
    await session.write(null)
    expect(savedGameHinted()).toBe(false)
  })

  it('is not given for a write another tab refused', async () => {
    localStorage.clear()
    const a = tab('tab-a')
    const b = tab('tab-b')
    await a.session.write(saveOf(newGame()))
    await b.session.write(null)
    localStorage.clear()
    expect(await a.session.write(saveOf(newGame({ seed: 3 })))).toMatchObject({ kind: 'conflict' })
    expect(savedGameHinted()).toBe(false)
  })
})
