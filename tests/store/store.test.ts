import { clear, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { zone, type GameState } from '../../src/engine'
import {
  AUTOSAVE_KEY,
  HISTORY_LIMIT,
  SAVED_HISTORY,
  SAVE_VERSION,
  flushAutosave,
  readSave,
  resetGameStore,
  useGame,
  type SaveFile,
} from '../../src/store'
import { newGame } from '../fixtures/game'
import { lastKeptRaw, storedSave } from './storedSaves'

const store = () => useGame.getState()

/** A game in the store, and the id of A1's first card in hand. */
function started(): { game: GameState; inHand: string } {
  store().loadGame(newGame())
  const game = store().fullGame as GameState
  const inHand = zone(game, 'A1', 'hand')[0] as string
  return { game, inHand }
}

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
})

describe('dispatch', () => {
  it('runs an accepted action through the engine and records the state before it', () => {
    const { game, inHand } = started()
    expect(
      store().dispatch({ type: 'card/move', player: 'A1', card: inHand, to: 'battlefield' }),
    ).toBe(true)
    expect(store().fullGame?.cards[inHand]?.zone).toBe('battlefield')
    expect(store().past).toEqual([game])
    expect(store().past[0]).toBe(game)
    expect(store().notice).toBeNull()
  })

  it('leaves the state alone on a refusal and shows the engine message', () => {
    const { game, inHand } = started()
    // B1 may not play A1's card (810.5).
    expect(
      store().dispatch({ type: 'card/move', player: 'B1', card: inHand, to: 'battlefield' }),
    ).toBe(false)
    expect(store().fullGame).toBe(game)
    expect(store().past).toEqual([])
    expect(store().notice).toMatchObject({ kind: 'error', code: 'NOT_YOUR_HAND' })
    expect(store().notice?.message).toMatch(/810\.5/)
  })

  it('clears the notice when the next action is accepted', () => {
    const { inHand } = started()
    store().dispatch({ type: 'card/tap', player: 'A1', card: inHand })
    expect(store().notice?.code).toBe('NOT_ON_BATTLEFIELD')
    store().dispatch({ type: 'library/draw', player: 'A1' })
    expect(store().notice).toBeNull()
  })

  it('does nothing without a game', () => {
    expect(store().dispatch({ type: 'library/draw', player: 'A1' })).toBe(false)
    expect(store().fullGame).toBeNull()
  })
})

describe('undo and redo', () => {
  it('swap back and forth between the exact same states', () => {
    const { game, inHand } = started()
    store().dispatch({ type: 'card/move', player: 'A1', card: inHand, to: 'battlefield' })
    const moved = store().fullGame
    store().dispatch({ type: 'card/tap', player: 'A1', card: inHand })
    const tapped = store().fullGame

    store().undo()
    expect(store().fullGame).toBe(moved)
    store().undo()
    expect(store().fullGame).toBe(game)
    expect(store().past).toEqual([])
    expect(store().future).toEqual([moved, tapped])

    store().undo()
    expect(store().fullGame).toBe(game)

    store().redo()
    expect(store().fullGame).toBe(moved)
    store().redo()
    expect(store().fullGame).toBe(tapped)
    expect(store().future).toEqual([])
  })

  it('forgets the redo states when a new action branches off', () => {
    const { inHand } = started()
    store().dispatch({ type: 'library/draw', player: 'A1' })
    store().undo()
    expect(store().future).toHaveLength(1)
    store().dispatch({ type: 'card/move', player: 'A1', card: inHand, to: 'graveyard' })
    expect(store().future).toEqual([])
    expect(store().past).toHaveLength(1)
  })

  it('keeps at most HISTORY_LIMIT states, dropping the oldest', () => {
    const { game } = started()
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      store().dispatch({ type: 'library/shuffle', player: 'A1' })
    const { past } = store()
    expect(past).toHaveLength(HISTORY_LIMIT)
    expect(past).not.toContain(game)
    for (let i = 0; i < HISTORY_LIMIT; i++) store().undo()
    expect(store().past).toEqual([])
    expect(store().future).toHaveLength(HISTORY_LIMIT)
    expect(store().fullGame).not.toBe(game)
  })

  it('starting a new game clears the history', () => {
    started()
    store().dispatch({ type: 'library/draw', player: 'A1' })
    store().newGame()
    expect(store()).toMatchObject({ game: null, past: [], future: [] })
  })
})

describe('persistence', () => {
  it('saves after every change and restores the same game and history', async () => {
    const { inHand } = started()
    store().dispatch({ type: 'card/move', player: 'A1', card: inHand, to: 'battlefield' })
    store().dispatch({ type: 'card/tap', player: 'A1', card: inHand })
    store().undo()
    await flushAutosave()
    const { fullGame: game, past, future } = store()

    resetGameStore()
    expect(store().fullGame).toBeNull()
    await store().restore()
    expect(store().restoreStatus).toBe('done')
    expect(store().fullGame).toEqual(game)
    expect(store().past).toEqual(past)
    expect(store().future).toEqual(future)
    expect(store().notice).toBeNull()
  })

  it('keeps only the last SAVED_HISTORY undo steps in the save', async () => {
    started()
    for (let i = 0; i < SAVED_HISTORY + 10; i++)
      store().dispatch({ type: 'library/shuffle', player: 'B2' })
    await flushAutosave()
    expect(((await get(AUTOSAVE_KEY)) as { version: number }).version).toBe(SAVE_VERSION)
    const saved = (await storedSave()) as SaveFile
    expect(saved.past).toHaveLength(SAVED_HISTORY)
    expect(saved.past.at(-1)).toEqual(store().past.at(-1))
    expect(saved.game).toEqual(store().fullGame)
  })

  it('restores nothing when there is no save', async () => {
    await store().restore()
    expect(store().fullGame).toBeNull()
    expect(store().notice).toBeNull()
    expect(await readSave()).toEqual({ kind: 'none', head: null })
  })

  it('rejects a corrupt save with a notice and keeps it aside', async () => {
    const corrupt = { version: 1, game: { version: 7 }, past: [], future: [] }
    await set(AUTOSAVE_KEY, corrupt)
    await store().restore()
    expect(store().fullGame).toBeNull()
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_REJECTED' })
    expect(store().notice?.message).toMatch(/kept aside/)
    expect(await lastKeptRaw()).toEqual(corrupt)
    expect(await get(AUTOSAVE_KEY)).toBeUndefined()
  })

  it('rejects a save from another version', async () => {
    const { game } = started()
    await flushAutosave()
    await set(AUTOSAVE_KEY, { version: SAVE_VERSION + 1, game, past: [], future: [] })
    resetGameStore()
    await store().restore()
    expect(store().fullGame).toBeNull()
    expect(store().notice?.message).toMatch(
      `newer DuoTable (save version ${SAVE_VERSION + 1}; this one reads ${SAVE_VERSION})`,
    )
  })

  it('rejects an edited save, naming the wrong field, and keeps it aside', async () => {
    const { game } = started()
    await flushAutosave()
    const edited = JSON.parse(JSON.stringify(game)) as { teams: { A: { life: unknown } } }
    edited.teams.A.life = 'lots'
    await set(AUTOSAVE_KEY, { version: 1, game: edited, past: [], future: [] })
    resetGameStore()
    await store().restore()
    expect(store().fullGame).toBeNull()
    expect(store().notice?.message).toMatch(/teams › A › life/)
    expect(await lastKeptRaw()).toBeDefined()
  })

  it('New game clears the autosave', async () => {
    started()
    await flushAutosave()
    expect(await get(AUTOSAVE_KEY)).toBeDefined()
    store().newGame()
    await flushAutosave()
    expect(await get(AUTOSAVE_KEY)).toBeUndefined()
  })

  it('reports a failed autosave as a warning', async () => {
    started()
    const broken = {
      ...(store().fullGame as GameState),
      notCloneable: () => 0,
    } as unknown as GameState
    store().loadGame(broken)
    await flushAutosave()
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'AUTOSAVE_FAILED' })
    expect(store().notice?.message).toMatch(/^Autosave failed: /)
  })
})
