// @vitest-environment jsdom
/**
 * Issue 36: no refused save is ever the only copy. A state the load would refuse is never
 * autosaved: the table goes back to the newest state that passes. A save that fails at load (one
 * an older DuoTable wrote) is kept aside whole and restored to its newest state that passes, with
 * a notice naming what was dropped.
 */
import { clear, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { AUTOSAVE_KEY, flushAutosave, resetGameStore, toSaveFile, useGame } from '../../src/store'
import { checkSave } from '../../src/shared/save/saveCheck'
import { packSave } from '../../src/shared/save/savePacking'
import { act, newGame } from '../fixtures/game'
import { lastKeptRaw, storedSave } from './storedSaves'

const store = () => useGame.getState()
const header = { gameId: 'g', revision: 1, writer: 'gone' }

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  localStorage.clear()
  await clear()
})

/** Three states of one game, each a move after the one before. */
function played(): [GameState, GameState, GameState] {
  const s0 = newGame()
  const s1 = act(s0, { type: 'life/lose', player: 'A1', amount: 1 })
  const s2 = act(s1, { type: 'life/lose', player: 'A1', amount: 2 })
  return [s0, s1, s2]
}

/** A state the load refuses: a life total past what the sense check allows. */
function refused(s: GameState): GameState {
  return { ...s, teams: { ...s.teams, A: { ...s.teams.A, life: 1_006_632_960 } } }
}

describe('a save with a state that fails', () => {
  it('salvages the newest past state when the game fails, counting the moves dropped', () => {
    const [s0, s1, s2] = played()
    const checked = checkSave(toSaveFile(refused(s2), [s0, s1], [], header))
    expect(checked.kind).toBe('rejected')
    if (checked.kind !== 'rejected') return
    expect(checked.reason).toMatch(/^its game is damaged/)
    expect(checked.salvage?.save.game).toEqual(s1)
    expect(checked.salvage?.save.past).toEqual([s0])
    expect(checked.salvage).toMatchObject({ moves: 1, undo: 0, redo: 0 })
  })

  it('keeps the game and drops the history beyond a past or future state that fails', () => {
    const [s0, s1, s2] = played()
    const s3 = act(s2, { type: 'turn/end' })
    const checked = checkSave(toSaveFile(s2, [s0, refused(s1)], [s3, refused(s3), s3], header))
    if (checked.kind !== 'rejected') throw new Error('accepted')
    expect(checked.salvage?.save.game).toEqual(s2)
    expect(checked.salvage?.save.past).toEqual([])
    expect(checked.salvage?.save.future).toEqual([s3])
    expect(checked.salvage).toMatchObject({ moves: 0, undo: 2, redo: 2 })
  })

  it('on start: restored to that state, told what was dropped, and kept aside whole', async () => {
    const [s0, s1, s2] = played()
    const raw = JSON.parse(JSON.stringify(packSave(toSaveFile(refused(s2), [s0, s1], [], header))))
    await set(AUTOSAVE_KEY, raw)
    await store().restore()
    expect(store().fullGame).toEqual(s1)
    expect(store().past).toEqual([s0])
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_SALVAGED' })
    expect(store().notice?.message).toMatch(
      /^The saved game could not be restored whole \(its game is damaged .*1006632960.*\): its last move was dropped/,
    )
    // The whole save is kept aside exactly as stored: once DuoTable can read it, it opens whole.
    expect(await lastKeptRaw()).toEqual(raw)
    // The slot holds what was restored once its save lands: a reload asks nothing again.
    await flushAutosave()
    expect((await storedSave())?.game).toEqual(s1)
  })
})

describe('a state the load would refuse', () => {
  it('is never autosaved: the table goes back to the newest state that passes, and says so', async () => {
    const [s0, s1, s2] = played()
    store().loadGame(s2, { past: [s0, s1], future: [] })
    await flushAutosave()
    store().loadGame(refused(s2), { past: [s0, s1, s2], future: [] })
    await flushAutosave()
    expect(store().fullGame).toBe(s2)
    expect(store().past).toEqual([s0, s1])
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'MOVES_UNSAVABLE' })
    expect(store().notice?.message).toMatch(/^That move made a game that could not be saved/)
    expect((await storedSave())?.game).toEqual(s2)
  })

  it('nothing is written when no state passes; the save stored stays, and the failure shows', async () => {
    store().loadGame(newGame())
    await flushAutosave()
    const before = (await get(AUTOSAVE_KEY)) as unknown
    store().loadGame(refused(newGame()))
    await flushAutosave()
    expect(await get(AUTOSAVE_KEY)).toEqual(before)
    expect(store().notice).toMatchObject({ code: 'AUTOSAVE_FAILED' })
  })
})

describe('what ordinary buttons can make', () => {
  // The engine may refuse these itself (bounded amounts, counter names); either way the game
  // must come back whole from its save.
  it('double life 24 times: the save stored loads, and is the game on the table', async () => {
    store().loadGame(newGame())
    for (let i = 0; i < 24; i += 1) store().dispatch({ type: 'life/double', player: 'A1' })
    await flushAutosave()
    const saved = await storedSave()
    expect(saved?.game).toEqual(store().fullGame)
    expect(store().fullGame?.teams.A.life).toBeLessThanOrEqual(1_000_000_000)
  })

  it.each(['constructor', '__proto__', 'prototype'])(
    'a counter named "%s": the save stored loads, and is the game on the table',
    async (name) => {
      const game = act(newGame(), {
        type: 'card/move',
        player: 'A1',
        card: newGame().players['A1']?.zones.hand[0] ?? '',
        to: 'battlefield',
      })
      store().loadGame(game)
      const card = game.battlefield[0] ?? ''
      store().dispatch({ type: 'card/counters', player: 'A1', card, counter: name, delta: 1 })
      await flushAutosave()
      const saved = await storedSave()
      expect(saved?.game).toEqual(store().fullGame)
    },
  )
})
