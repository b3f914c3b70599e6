/**
 * The game and its history. Every change goes through the engine (tryAction); the store only
 * records what the engine returns, keeps undo/redo, and asks for an autosave.
 */
import type { StateCreator } from 'zustand'
import type { Action } from '../engine/actions'
import type { GameSetup } from '../engine/setup'
import type { GameState, LogEntry } from '../engine/types'
import type { Message } from '../engine/message'
import { scheduleAutosave } from './autosave'
import { loadedRules, loadRules, type Rules } from './engineLoader'
import type { GameStore } from './gameStore'
import { EMPTY_HISTORY, recordStep, redoStep, undoStep, type History } from './history'
import { toSaveFile } from './persistence'
import { autosaveFailedNotice, refusalNotice } from './notices'

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

export interface GameSlice extends History {
  game: GameState | null
  /**
   * Runs one action through the rules, once, and says what happened. Refused: a notice, nothing
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
  /** Shows a ready-made game (a scenario, a restored save) with a fresh history. */
  loadGame: (game: GameState, history?: History) => void
  /** Back to the setup screen; the autosave is cleared. */
  newGame: () => void
}

const NO_GAME = { code: 'NO_GAME', message: 'There is no game to act on yet.' } as const

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

    perform: (action, options) => {
      const { game } = get()
      const rules = loadedRules()
      if (!game || !rules) {
        if (game) void loadRules().catch(() => undefined)
        return { ok: false, error: NO_GAME }
      }
      const result = rules.tryAction(game, action)
      if (!result.ok) {
        if (options?.notice !== false)
          get().showNotice(refusalNotice(result.error.code, result.error))
        return { ok: false, error: result.error }
      }
      set({ game: result.state, ...recordStep(get(), game), notice: null })
      autosave()
      return { ok: true, log: result.log }
    },

    dispatch: (action) => get().perform(action).ok,

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
      set({ game, ...history, notice: null })
      autosave()
    },

    newGame: () => {
      set({ game: null, ...EMPTY_HISTORY, notice: null })
      autosave()
    },
  }
}
