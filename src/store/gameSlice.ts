/**
 * The game and its history, played through a game session (session.ts): the local one (the
 * rules in this page, undo/redo and the autosave here) unless the game is in a room on a game
 * server, whose remote session sends every move there. Components call perform/undo/redo alike.
 */
import type { StateCreator } from 'zustand'
import type { Action, GameSetup, GameState } from '../engine'
import { loadedRules, loadRules, type Rules } from './engineLoader'
import type { GameStore } from './gameStore'
import { EMPTY_HISTORY, type History } from '../shared/history'
import { autosaveOf, createLocalSession } from './localSession'
import { refusalNotice, rulesUnavailableNotice } from './notices'
import { seated, type SeatedGame } from './seatedView'
import type { ActionOutcome, GameSession, PerformOptions, RoomMove, RoomState } from './session'
import { useUi } from './uiStore'

export type { ActionOutcome } from './session'

export interface GameSlice extends History, SeatedGame {
  /**
   * Runs one action through the rules, once, on the whole game (an action built on the view
   * names a hidden card by its view id: the engine's actionFromView turns it back into the real
   * one), and says what happened. Refused: a notice, nothing
   * changes. There is a game only once the rules are loaded (engineLoader.ts); should they still
   * be on their way, nothing happens and a NO_GAME refusal comes back. `notice: false` for a
   * caller that shows the refusal itself (the life panel).
   */
  perform: (action: Action, options?: PerformOptions) => Promise<ActionOutcome>
  /**
   * perform, for callers that do not wait for the answer: made (this device) or sent (a room,
   * whose refusal comes as a notice).
   */
  dispatch: (action: Action, options?: PerformOptions) => boolean
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
  /** Back to the setup screen; the autosave is cleared (a room's game: the room is left). */
  newGame: () => void
  /** The session moves and undos go through: local, or a room's (remote). */
  session: GameSession
  /** The room of a remote session; null while the game is played on this device. */
  room: RoomState | null
  /**
   * Plays through `session` in `room` from now on (src/remote/connect.ts): the page's own game
   * and its autosave stay as they were, and come back after the room is left.
   */
  enterRoom: (session: GameSession, room: RoomState, options?: { sameRoom?: boolean }) => void
  /** Leaves the room (if any) and goes back to the setup screen; the local autosave stays. */
  leaveRoom: () => void
  /**
   * A room's view becomes the game (the remote session): it is all this device has, both what
   * the page shows and what it acts on.
   */
  applyRemoteView: (view: RemoteView) => void
  /** Part of the room's state changes (seats, asks, notes, connection…); nothing without a room. */
  setRoom: (patch: Partial<RoomState>) => void
}

/** What a room's view brings: the game as this side sees it, its move, the history's steps. */
export interface RemoteView {
  game: GameState
  last?: RoomMove | null | undefined
  canUndo?: boolean | undefined
  canRedo?: boolean | undefined
}

export const createGameSlice: StateCreator<GameStore, [], [], GameSlice> = (set, get) => {
  const local = createLocalSession(set, get)
  const autosave = autosaveOf(set, get)
  /** A room's game is never the page's own: starting or opening one leaves the room first. */
  const outOfRoom = (): void => {
    if (get().room) get().leaveRoom()
  }

  return {
    game: null,
    fullGame: null,
    ...EMPTY_HISTORY,

    session: local,
    room: null,

    perform: (action, options) => get().session.perform(action, options),
    dispatch: (action, options) => get().session.dispatch(action, options),
    undo: () => get().session.undo(),
    redo: () => get().session.redo(),

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
      outOfRoom()
      const rules = loadedRules()
      if (rules) start(rules)
      else
        loadRules().then(start, (error: unknown) => get().showNotice(rulesUnavailableNotice(error)))
    },

    loadGame: (game, history = EMPTY_HISTORY) => {
      outOfRoom()
      const show = (): void => {
        set({ ...seated(game), ...history, notice: null, historyNotes: [] })
        autosave()
      }
      if (loadedRules()) show()
      else
        loadRules().then(show, (error: unknown) => get().showNotice(rulesUnavailableNotice(error)))
    },

    newGame: () => {
      // A room's game was never saved here: the page's own autosave is left as it was.
      if (get().room) return get().leaveRoom()
      set({ ...seated(null), ...EMPTY_HISTORY, notice: null, historyNotes: [] })
      autosave()
    },

    enterRoom: (session, room, options) => {
      get().session.leave()
      useUi.getState().holdSide(room.team ?? 'spectator')
      // The same room on a new connection (after a server restart): its game stays on the
      // table until the room's next view replaces it, so the setup screen never flashes up.
      if (options?.sameRoom) {
        set({ session, room })
        return
      }
      set({
        session,
        room,
        game: null,
        fullGame: null,
        ...EMPTY_HISTORY,
        notice: null,
        historyNotes: [],
      })
    },

    applyRemoteView: ({ game, last, canUndo, canRedo }) => {
      const room = get().room
      set({
        game,
        fullGame: game,
        ...(room && {
          room: {
            ...room,
            canUndo: canUndo === true,
            canRedo: canRedo === true,
            last: last ?? null,
          },
        }),
      })
    },

    setRoom: (patch) => {
      const room = get().room
      if (room) set({ room: { ...room, ...patch } })
    },

    leaveRoom: () => {
      const { session } = get()
      set({
        session: local,
        room: null,
        game: null,
        fullGame: null,
        ...EMPTY_HISTORY,
        notice: null,
        historyNotes: [],
      })
      useUi.getState().holdSide(null)
      session.leave()
    },
  }
}
