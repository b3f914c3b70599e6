/**
 * Two tabs on one game (issue 9), simulated in one process: each "tab" is a TabSession with its
 * own id and its own BroadcastChannel on the same IndexedDB. One of them is the app's store.
 */
import { clear, get } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GameState } from '../../src/engine'
import {
  HEAD_KEY,
  flushAutosave,
  resetGameStore,
  toSaveFile,
  useGame,
  type SaveFile,
  type SaveHeader,
} from '../../src/store'
import { keepThisTabGame, loadOtherTabGame } from '../../src/store/tabChoice'
import { TabSession, readSaveForThisTab, thisTab, useTabs } from '../../src/store/tabs'
import { act, newGame } from '../fixtures/game'
import { lastKept, storedSave } from './storedSaves'

const opened: TabSession[] = []
function tab(id: string): { session: TabSession; heard: SaveHeader[] } {
  const session = new TabSession(id)
  const heard: SaveHeader[] = []
  session.onConflict((head) => heard.push(head))
  opened.push(session)
  return { session, heard }
}

const saveOf = (game: GameState, past: GameState[] = []): SaveFile => toSaveFile(game, past, [])
const saved = storedSave

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  useTabs.setState({ conflict: null })
  await clear()
})

afterEach(() => {
  for (const session of opened.splice(0)) session.close()
})

describe('one tab', () => {
  it('writes freely, counting revisions, and keeps one game id while the game goes on', async () => {
    const { session } = tab('tab-a')
    const start = newGame()
    const later = act(start, { type: 'life/lose', player: 'A1', amount: 2 })
    const first = await session.write(saveOf(start))
    const second = await session.write(saveOf(later, [start]))
    expect(first).toMatchObject({ kind: 'written', head: { revision: 1, writer: 'tab-a' } })
    expect(second).toMatchObject({ kind: 'written', head: { revision: 2, writer: 'tab-a' } })
    expect(second.head.gameId).toBe(first.head.gameId)
    expect(await get(HEAD_KEY)).toEqual(second.head)
    expect((await saved())?.header).toEqual(second.head)

    const other = await session.write(saveOf(newGame({ seed: 7 })))
    expect(other.head.gameId).not.toBe(first.head.gameId)
  })

  it('writes over a wiped storage: there is nothing to overwrite', async () => {
    const { session, heard } = tab('tab-a')
    await session.write(saveOf(newGame()))
    await clear()
    expect(await session.write(saveOf(newGame()))).toMatchObject({ kind: 'written' })
    expect(heard).toEqual([])
  })
})

describe('two tabs on one game', () => {
  async function bothOnOneGame() {
    const a = tab('tab-a')
    const start = newGame()
    const written = await a.session.write(saveOf(start))
    // B opens later on the same game: it reads the save and its head.
    const b = tab('tab-b')
    const loaded = await readSaveForThisTab()
    b.session.adopt(loaded.head, loaded.kind === 'ok' ? loaded.save : null)
    return { a, b, start, head: written.head }
  }

  it('tells the other tab at once when one writes, and not the writer itself', async () => {
    const { a, b, start } = await bothOnOneGame()
    const moved = act(start, { type: 'library/draw', player: 'A1' })
    const written = await a.session.write(saveOf(moved, [start]))
    await vi.waitFor(() => expect(b.heard).toEqual([written.head]))
    expect(a.heard).toEqual([])
  })

  it("holds back a write over the other tab's newer one and reports it; the save stays", async () => {
    const { a, b, start } = await bothOnOneGame()
    const inA = act(start, { type: 'life/lose', player: 'A1', amount: 5 })
    const fromA = await a.session.write(saveOf(inA, [start]))
    const inB = act(start, { type: 'life/gain', player: 'B1', amount: 5 })
    const fromB = await b.session.write(saveOf(inB, [start]))
    expect(fromB).toEqual({ kind: 'conflict', head: fromA.head })
    expect((await saved())?.game).toEqual(inA)
    expect(await get(HEAD_KEY)).toEqual(fromA.head)
    expect(b.heard).toContainEqual(fromA.head)
  })

  it('lets a tab take over: its game is written, the other is kept aside and told', async () => {
    const { a, b, start } = await bothOnOneGame()
    const inA = act(start, { type: 'life/lose', player: 'A1', amount: 5 })
    const fromA = await a.session.write(saveOf(inA, [start]))
    const inB = act(start, { type: 'life/gain', player: 'B1', amount: 5 })
    const took = await b.session.write(saveOf(inB, [start]), fromA.head)
    expect(took).toMatchObject({ kind: 'written', head: { writer: 'tab-b', revision: 3 } })
    expect((await saved())?.game).toEqual(inB)
    expect((await lastKept()).game).toEqual(inA)
    await vi.waitFor(() => expect(a.heard).toEqual([took.head]))
    // Now A is the one behind: its next write is held back in turn.
    const again = await a.session.write(saveOf(inA, [start]))
    expect(again).toEqual({ kind: 'conflict', head: took.head })
  })
})

describe('a tab that never read the save (a scenario link)', () => {
  it('replaces the save as it always did, but keeps the old one aside and tells the others', async () => {
    const a = tab('tab-a')
    const inA = newGame()
    const fromA = await a.session.write(saveOf(inA))
    const scenario = tab('scenario-tab')
    const own = newGame({ seed: 99 })
    const written = await scenario.session.write(saveOf(own))
    expect(written).toMatchObject({
      kind: 'written',
      head: { revision: 1, writer: 'scenario-tab' },
    })
    expect((await saved())?.game).toEqual(own)
    expect((await lastKept()).game).toEqual(inA)
    await vi.waitFor(() => expect(a.heard).toEqual([written.head]))
    expect(fromA.head.gameId).not.toBe(written.head.gameId)
  })
})

describe('the store as one of the tabs', () => {
  /** The app's tab plays a game; another tab (a session of its own) then writes a different state. */
  async function otherTabWroteSince() {
    useGame.getState().loadGame(newGame())
    await flushAutosave()
    const mine = useGame.getState().fullGame as GameState
    const other = tab('other-tab')
    const loaded = await readSaveForThisTab()
    other.session.adopt(loaded.head, loaded.kind === 'ok' ? loaded.save : null)
    const theirs = act(mine, { type: 'life/lose', player: 'B2', amount: 9 })
    const written = await other.session.write(saveOf(theirs, [mine]))
    await vi.waitFor(() => expect(useTabs.getState().conflict).toEqual(written.head))
    useGame.getState().dispatch({ type: 'life/gain', player: 'A1', amount: 1 })
    await flushAutosave()
    return { theirs, ours: useGame.getState().fullGame as GameState, other, written }
  }

  it('does not write over the other tab, and shows the choice', async () => {
    const { theirs, written } = await otherTabWroteSince()
    expect((await saved())?.game).toEqual(theirs)
    expect(useTabs.getState().conflict).toEqual(written.head)
  })

  it('"Load the game from the other tab" replaces the game and keeps this one aside', async () => {
    const { theirs, ours } = await otherTabWroteSince()
    await loadOtherTabGame()
    expect(useGame.getState().fullGame).toEqual(theirs)
    expect(useTabs.getState().conflict).toBeNull()
    expect((await lastKept()).game).toEqual(ours)
    // In step again: the next change is saved.
    useGame.getState().dispatch({ type: 'life/gain', player: 'A2', amount: 2 })
    await flushAutosave()
    expect((await saved())?.game).toEqual(useGame.getState().fullGame)
  })

  it('"Keep this tab\'s game" writes it over the other, which is kept aside and told', async () => {
    const { theirs, ours, other, written } = await otherTabWroteSince()
    await keepThisTabGame()
    expect(useTabs.getState().conflict).toBeNull()
    expect((await saved())?.game).toEqual(ours)
    expect((await saved())?.header.writer).toBe(thisTab().tabId)
    expect((await lastKept()).game).toEqual(theirs)
    await vi.waitFor(() =>
      expect(other.heard.at(-1)).toMatchObject({
        writer: thisTab().tabId,
        revision: written.head.revision + 1,
      }),
    )
  })
})
