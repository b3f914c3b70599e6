// @vitest-environment jsdom
/**
 * Issue 27: every move is journaled synchronously the moment it is played, so moves the autosave
 * had not written yet when the page died are played again on the next start; what cannot be is
 * announced. A failing autosave stays announced until a save lands.
 */
import { clear, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { zone, type GameState } from '../../src/engine'
import { AUTOSAVE_KEY, flushAutosave, resetGameStore, toSaveFile, useGame } from '../../src/store'
import { JOURNAL_PREFIX, type Journal } from '../../src/store/journal'
import { useSaveHealth } from '../../src/store/saveHealth'
import { packSave } from '../../src/shared/save/savePacking'
import { thisTab } from '../../src/store/tabs'
import { newGame } from '../fixtures/game'

const store = () => useGame.getState()
const header = { gameId: 'g', revision: 3, writer: 'gone-tab' }

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  useSaveHealth.setState({ failing: null })
  localStorage.clear()
  await clear()
})

/** The autosave a tab wrote at its step 5, and that tab's journal of the moves after it. */
async function leftBehind(game: GameState, entries: Journal['entries']): Promise<void> {
  await set(AUTOSAVE_KEY, packSave({ ...toSaveFile(game, [], [], header), journalStep: 5 }))
  const journal: Journal = { tab: header.writer, entries }
  localStorage.setItem(`${JOURNAL_PREFIX}${header.writer}`, JSON.stringify(journal))
}

describe('the journal', () => {
  it('is written synchronously by each move of this tab', () => {
    store().loadGame(newGame())
    store().dispatch({ type: 'life/lose', player: 'A1', amount: 2 })
    const text = localStorage.getItem(`${JOURNAL_PREFIX}${thisTab().tabId}`)
    const journal = JSON.parse(text ?? 'null') as Journal
    expect(journal.entries.at(-1)?.move).toEqual({
      kind: 'action',
      action: { type: 'life/lose', player: 'A1', amount: 2 },
    })
  })

  it('moves after the save are played again on restore, and said', async () => {
    const game = newGame()
    const card = zone(game, 'A1', 'hand')[0] ?? ''
    await leftBehind(game, [
      {
        step: 5,
        at: 1,
        move: { kind: 'action', action: { type: 'life/lose', player: 'B1', amount: 9 } },
      },
      {
        step: 6,
        at: 2,
        move: { kind: 'action', action: { type: 'life/lose', player: 'A1', amount: 3 } },
      },
      {
        step: 7,
        at: 3,
        move: {
          kind: 'action',
          action: { type: 'card/move', player: 'A1', card, to: 'battlefield' },
        },
      },
    ])
    await store().restore()
    expect(store().game?.teams.A.life).toBe(game.teams.A.life - 3)
    expect(store().game?.teams.B.life).toBe(game.teams.B.life)
    expect(store().game?.cards[card]?.zone).toBe('battlefield')
    expect(store().past).toHaveLength(2)
    expect(store().notice).toMatchObject({ kind: 'info', code: 'MOVES_REPLAYED' })
    await flushAutosave()
    expect(localStorage.getItem(`${JOURNAL_PREFIX}${header.writer}`)).toBeNull()
  })

  it('is handed to IndexedDB too in the same move, the copy a killed browser keeps', async () => {
    store().loadGame(newGame())
    await flushAutosave()
    store().dispatch({ type: 'life/lose', player: 'A1', amount: 2 })
    const key = `${JOURNAL_PREFIX}${thisTab().tabId}`
    // Before the autosave of that move lands, the IndexedDB copy holds the move.
    await expect
      .poll(() => get<Journal>(key))
      .toMatchObject({
        entries: [{ move: { kind: 'action', action: { type: 'life/lose', amount: 2 } } }],
      })
  })

  it('moves only the IndexedDB copy kept (localStorage not yet on disk) are played again', async () => {
    const game = newGame()
    await leftBehind(game, [])
    localStorage.clear()
    const journal: Journal = {
      tab: header.writer,
      entries: [
        {
          step: 6,
          at: 2,
          move: { kind: 'action', action: { type: 'life/lose', player: 'A1', amount: 3 } },
        },
      ],
    }
    await set(`${JOURNAL_PREFIX}${header.writer}`, journal)
    await store().restore()
    expect(store().game?.teams.A.life).toBe(game.teams.A.life - 3)
    expect(store().notice).toMatchObject({ kind: 'info', code: 'MOVES_REPLAYED' })
  })

  it('joins both copies: each move once, in the order played', async () => {
    const game = newGame()
    const lose = (step: number, amount: number) => ({
      step,
      at: step,
      move: {
        kind: 'action' as const,
        action: { type: 'life/lose' as const, player: 'A1' as const, amount },
      },
    })
    // localStorage has moves 6 and 7; IndexedDB, written last, has 6, 7 and 8.
    await leftBehind(game, [lose(6, 1), lose(7, 2)])
    await set(`${JOURNAL_PREFIX}${header.writer}`, {
      tab: header.writer,
      entries: [lose(6, 1), lose(7, 2), lose(8, 4)],
    } satisfies Journal)
    await store().restore()
    expect(store().game?.teams.A.life).toBe(game.teams.A.life - 7)
    expect(store().past).toHaveLength(3)
  })

  it('says when the stored game is older than the last move and it cannot be replayed', async () => {
    await leftBehind(newGame(), [
      { step: 6, at: Date.UTC(2026, 0, 2, 20, 15), move: { kind: 'other' } },
    ])
    await store().restore()
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_STALE' })
    expect(store().notice?.message).toMatch(/^The stored game is older than the last move played/)
  })
})

describe('a failing autosave', () => {
  it('stays announced until a save lands', async () => {
    store().loadGame(newGame())
    await flushAutosave()
    const good = store().fullGame as GameState
    store().loadGame({ ...good, notCloneable: () => 0 } as unknown as GameState)
    await flushAutosave()
    expect(useSaveHealth.getState().failing).toEqual(expect.any(String))
    store().dismissNotice()
    store().dispatch({ type: 'life/lose', player: 'A1', amount: 1 })
    await flushAutosave()
    expect(useSaveHealth.getState().failing).not.toBeNull()
    store().loadGame(good)
    await flushAutosave()
    expect(useSaveHealth.getState().failing).toBeNull()
  })
})
