/**
 * The game and its history. Every change goes through the engine (tryAction); the store only
 * records what the engine returns, keeps undo/redo, and asks for an autosave.
 */
import type { StateCreator } from 'zustand'
import type { Action, GameSetup, GameState, LogEntry, Message } from '../engine'
import { scheduleAutosave } from './autosave'
import type { Move } from './journal'
import { loadedRules, loadRules, type Rules } from './engineLoader'
import type { GameStore } from './gameStore'
import { EMPTY_HISTORY, recordStep, redoStep, undoStep, type History } from './history'
import { toSaveFile } from './persistence'
import { autosaveFailedNotice, refusalNotice, rulesUnavailableNotice } from './notices'
import { seated, type SeatedGame } from './seatedView'

/**
 * What one action did, as the engine said it: the log lines it wrote, or why it was refused
 * (the refusal carries its rule number; `code` NO_GAME when there is no game or no rules yet).
 */
export type ActionOutcome =
  | { ok: true; log: LogEntry[] }
  | {
      ok: false
      error: {
        code: string
        message: string
        rule?: string | undefined
        detail?: Message | undefined
      }
    }

export interface GameSlice extends History, SeatedGame {
  /**
   * Runs one action through the rules, once, on the whole game (an action built on the view
   * names a hidden card by its view id: the engine's actionFromView turns it back into the real
   * one), and says what happened. Refused: a notice, nothing
   * changes. There is a game only once the rules are loaded (engineLoader.ts); should they still
   * be on their way, nothing happens and a NO_GAME refusal comes back. `notice: false` for a
   * caller that shows the refusal itself (the life panel).
   */
  perform: (action: Action, options?: { notice?: boolean }) => ActionOutcome
  /** perform, for callers that only need to know whether the action was accepted. */
  dispatch: (action: Action) => boolean
  undo: () => void
  redo: () => void
  /** Starts at once when the rules are loaded, else as soon as they are. */
  startGame: (setup: GameSetup) => void
  /**
   * Shows a ready-made game (a scenario, a file, a game kept aside) with a fresh history: at once
   * when the rules are loaded, else as soon as they are (the table's view of it comes with them,
   * seatedView.ts). Should they fail to load, a notice says so and nothing changes.
   */
  loadGame: (game: GameState, history?: History) => void
  /** Back to the setup screen; the autosave is cleared. */
  newGame: () => void
}

const NO_GAME = { code: 'NO_GAME', message: 'There is no game to act on yet.' } as const

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

    perform: (action, options) => {
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
    },

    dispatch: (action) => get().perform(action).ok,

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
        loadRules().then(start, (error: unknown) => get().showNotice(rulesUnavailableNotice(error)))
    },

    loadGame: (game, history = EMPTY_HISTORY) => {
      const show = (): void => {
        set({ ...seated(game), ...history, notice: null, historyNotes: [] })
        autosave()
      }
      if (loadedRules()) show()
      else
        loadRules().then(show, (error: unknown) => get().showNotice(rulesUnavailableNotice(error)))
    },

    newGame: () => {
      set({ ...seated(null), ...EMPTY_HISTORY, notice: null, historyNotes: [] })
      autosave()
    },
  }
}
