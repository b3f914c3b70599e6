/**
 * The game and its history. Every change goes through the engine (tryAction); the store only
 * records what the engine returns, keeps undo/redo, and asks for an autosave.
 */
import type { StateCreator } from 'zustand'
import type { Action } from '../engine'
import type { GameSetup } from '../engine'
import type { GameState } from '../engine'
import { actionFromView } from '../engine/core'
import { scheduleAutosave } from './autosave'
import type { Move } from './journal'
import { loadedRules, loadRules, type Rules } from './engineLoader'
import type { GameStore } from './gameStore'
import { EMPTY_HISTORY, recordStep, redoStep, undoStep, type History } from './history'
import { toSaveFile } from './persistence'
import { autosaveFailedNotice, refusalNotice } from './notices'
import { seated, type SeatedGame } from './seatedView'

export interface GameSlice extends History, SeatedGame {
  /**
   * Runs one action through the rules, on the whole game (an action built on the view names a
   * hidden card by its view id: the engine's actionFromView turns it back into the real one). Refused: a notice, nothing changes. There is a game only
   * once the rules are loaded (engineLoader.ts); should they still be on their way, nothing
   * happens and false comes back.
   */
  dispatch: (action: Action) => boolean
  undo: () => void
  redo: () => void
  /** Starts at once when the rules are loaded, else as soon as they are. */
  startGame: (setup: GameSetup) => void
  /** Shows a ready-made game (a scenario, a restored save) with a fresh history. */
  loadGame: (game: GameState, history?: History) => void
  /** Back to the setup screen; the autosave is cleared. */
  newGame: () => void
}

export const createGameSlice: StateCreator<GameStore, [], [], GameSlice> = (set, get) => {
  const autosave = (move: Move = { kind: 'other' }): void =>
    scheduleAutosave(
      () => {
        const { fullGame, past, future } = get()
        return fullGame ? toSaveFile(fullGame, past, future) : null
      },
      (error) => get().showNotice(autosaveFailedNotice(error)),
      move,
    )

  return {
    game: null,
    fullGame: null,
    ...EMPTY_HISTORY,

    dispatch: (action) => {
      const { fullGame: game } = get()
      const rules = loadedRules()
      if (!game) return false
      if (!rules) {
        void loadRules().catch(() => undefined)
        return false
      }
      const result = rules.tryAction(game, actionFromView(game, action))
      if (!result.ok) {
        get().showNotice(refusalNotice(result.error.code, result.error))
        return false
      }
      set({ ...seated(result.state, get().game), ...recordStep(get(), game), notice: null })
      autosave({ kind: 'action', action })
      return true
    },

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

    startGame: (setup) => {
      const start = (rules: Rules): void => {
        let game: GameState
        try {
          game = rules.createGame(setup)
        } catch (error) {
          get().showNotice(refusalNotice('BAD_SETUP', error))
          return
        }
        get().loadGame(game)
      }
      const rules = loadedRules()
      if (rules) start(rules)
      else
        loadRules().then(start, (error: unknown) =>
          get().showNotice(refusalNotice('RULES_UNAVAILABLE', error)),
        )
    },

    loadGame: (game, history = EMPTY_HISTORY) => {
      // A game from a file or a scenario: the rules must be there for its first action.
      if (!loadedRules()) void loadRules().catch(() => undefined)
      set({ ...seated(game), ...history, notice: null, historyNotes: [] })
      autosave()
    },

    newGame: () => {
      set({ ...seated(null), ...EMPTY_HISTORY, notice: null, historyNotes: [] })
      autosave()
    },
  }
}
