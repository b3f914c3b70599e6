/**
 * The local session: today's hot-seat game, the rules running in the page on the whole game.
 * Every change goes through the engine (tryAction); the session records what the engine returns
 * in the store, keeps undo/redo, and asks for an autosave.
 */
import type { StoreApi } from 'zustand'
import { scheduleAutosave, type AutosaveSource } from './autosave'
import type { Move } from './journal'
import { loadedRules, loadRules } from './engineLoader'
import type { GameStore } from './gameStore'
import { recordStep, redoStep, undoStep } from '../shared/history'
import { toSaveFile, type Salvage } from '../shared/save/saveFile'
import { autosaveFailedNotice, refusalNotice, unsavableMovesNotice } from './notices'
import { seated } from './seatedView'
import type { ActionOutcome, GameSession, PerformOptions } from './session'
import type { Action } from '../engine'

export const NO_GAME = { code: 'NO_GAME', message: 'There is no game to act on yet.' } as const

type Set = StoreApi<GameStore>['setState']
type Get = StoreApi<GameStore>['getState']

/**
 * Saves the whole game and its history soon (autosave.ts), telling the table if it fails. `move`
 * is journaled (default: a change the journal cannot replay); null journals nothing.
 */
export function autosaveOf(set: Set, get: Get): (move?: Move | null) => void {
  const source: AutosaveSource = {
    snapshot: () => {
      const { fullGame, past, future } = get()
      return fullGame ? toSaveFile(fullGame, past, future) : null
    },
    // The warning that stays on screen (SaveTroubleNotice) says it too: a notice already up (what
    // a restore played again or lost, issue 40) is not pushed out by it.
    onError: (error) => {
      if (get().notice === null) get().showNotice(autosaveFailedNotice(error))
    },
    onRefused: (salvage) => backToSavable(set, get, salvage),
  }
  return (move = { kind: 'other' }) => scheduleAutosave(source, move)
}

/**
 * A state the load would refuse was about to be saved (issue 36): the table goes back to the
 * newest state that passes, with the history around it that passes; the players are told what
 * was dropped. The history beyond what a save keeps was checked when it was saved: it stays.
 */
function backToSavable(set: Set, get: Get, salvage: Salvage): void {
  const { past: storedPast, future: storedFuture, game: view } = get()
  const { game, past, future } = salvage.save
  const at = storedPast.indexOf(past[0] ?? game)
  const older = salvage.undo === 0 && at > 0 ? storedPast.slice(0, at) : []
  const later = salvage.moves === 0 && salvage.redo === 0 ? storedFuture : future
  set({ ...seated(game, view), past: [...older, ...past], future: later })
  get().showNotice(unsavableMovesNotice(salvage))
}

export function createLocalSession(set: Set, get: Get): GameSession {
  const autosave = autosaveOf(set, get)
  /** The move, run here and now: the store holds its result before this returns. */
  const run = (action: Action, options?: PerformOptions): ActionOutcome => {
    const { fullGame: game } = get()
    const rules = loadedRules()
    if (!game || !rules) {
      if (game) void loadRules().catch(() => undefined)
      return { ok: false, error: NO_GAME }
    }
    const real = rules.actionFromView(game, action)
    const result = rules.tryAction(game, real)
    if (!result.ok) {
      if (options?.notice !== false)
        get().showNotice(refusalNotice(result.error.code, result.error))
      return { ok: false, error: result.error }
    }
    set({ ...seated(result.state, get().game), ...recordStep(get(), game), notice: null })
    autosave({ kind: 'action', action: real })
    return { ok: true, log: result.log }
  }
  return {
    // Answered at once: the promise settles with the game already changed (or not).
    perform: (action, options) => Promise.resolve(run(action, options)),
    dispatch: (action, options) => run(action, options).ok,

    undo: () => {
      const { fullGame: game } = get()
      const step = game && undoStep(get(), game)
      if (!step) return
      set({ ...seated(step.game, get().game), ...step.history, notice: null })
      get().noteHistoryMove('undid', step.game, game)
      autosave({ kind: 'undo' })
    },

    redo: () => {
      const { fullGame: game } = get()
      const step = game && redoStep(get(), game)
      if (!step) return
      set({ ...seated(step.game, get().game), ...step.history, notice: null })
      get().noteHistoryMove('redid', game, step.game)
      autosave({ kind: 'redo' })
    },

    // One device holds both teams: nobody is ever asked.
    answerUndo: () => undefined,
    leave: () => undefined,
    // The library is in the whole game on this device; its save file is the whole game already.
    searchLibrary: () => undefined,
    exportGame: () => undefined,
  }
}
