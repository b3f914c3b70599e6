/**
 * The game and its history. Every change goes through the engine (tryAction); the store only
 * records what the engine returns, keeps undo/redo, and asks for an autosave.
 */
import type { StateCreator } from 'zustand'
import { createGame, tryAction, type Action, type GameSetup, type GameState } from '../engine'
import { scheduleAutosave } from './autosave'
import type { GameStore } from './gameStore'
import { EMPTY_HISTORY, recordStep, redoStep, undoStep, type History } from './history'
import { toSaveFile } from './persistence'
import { autosaveFailedNotice, refusalNotice } from './notices'

export interface GameSlice extends History {
  game: GameState | null
  /** Runs one action through the rules. Refused: a notice, nothing changes. */
  dispatch: (action: Action) => boolean
  undo: () => void
  redo: () => void
  startGame: (setup: GameSetup) => void
  /** Shows a ready-made game (a scenario, a restored save) with a fresh history. */
  loadGame: (game: GameState, history?: History) => void
  /** Back to the setup screen; the autosave is cleared. */
  newGame: () => void
}

export const createGameSlice: StateCreator<GameStore, [], [], GameSlice> = (set, get) => {
  const autosave = (): void =>
    scheduleAutosave(
      () => {
        const { game, past, future } = get()
        return game ? toSaveFile(game, past, future) : null
      },
      (error) => get().showNotice(autosaveFailedNotice(error)),
    )

  return {
    game: null,
    ...EMPTY_HISTORY,

    dispatch: (action) => {
      const { game } = get()
      if (!game) return false
      const result = tryAction(game, action)
      if (!result.ok) {
        get().showNotice(refusalNotice(result.error.code, result.error))
        return false
      }
      set({ game: result.state, ...recordStep(get(), game), notice: null })
      autosave()
      return true
    },

    undo: () => {
      const { game } = get()
      const step = game && undoStep(get(), game)
      if (!step) return
      set({ game: step.game, ...step.history, notice: null })
      autosave()
    },

    redo: () => {
      const { game } = get()
      const step = game && redoStep(get(), game)
      if (!step) return
      set({ game: step.game, ...step.history, notice: null })
      autosave()
    },

    startGame: (setup) => {
      let game: GameState
      try {
        game = createGame(setup)
      } catch (error) {
        get().showNotice(refusalNotice('BAD_SETUP', error))
        return
      }
      get().loadGame(game)
    },

    loadGame: (game, history = EMPTY_HISTORY) => {
      set({ game, ...history, notice: null })
      autosave()
    },

    newGame: () => {
      set({ game: null, ...EMPTY_HISTORY, notice: null })
      autosave()
    },
  }
}
