/**
 * The game session the store talks to (issue 24; docs/architecture.md, "The path of one
 * action"): one interface, two implementations. The local session (localSession.ts) runs the
 * rules in the page on the whole game; the remote one (src/remote/remoteSession.ts) sends each
 * action to the game server's room and shows the view the room sends back. Components call the
 * store's perform, undo and redo and never learn which session they have.
 */
import type { Action, CardView, GameState, LogEntry, Message, PlayerId, TeamId } from '../engine'

/** The move a room's view comes with (server/roomFile.ts's MoveNote). */
export interface RoomMove {
  seq: number
  type: string
  by: PlayerId[]
  actor?: PlayerId
  touches?: TeamId[]
}

/**
 * What one action did, as the engine said it: the log lines it wrote, or why it was refused
 * (the refusal carries its rule number; `code` NO_GAME when there is no game or no rules yet).
 * A remote session's answer is the room's (`done` with the lines as this team reads them, or
 * `refused`), once the room's view of the move is already shown.
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

/** `notice: false`: the caller shows a refusal itself (no notice). */
export interface PerformOptions {
  notice?: boolean
}

export interface GameSession {
  /**
   * One move, answered: at once on this device (the store already holds the new game when the
   * promise settles), or when the room has answered (its view of the move already shown).
   */
  perform: (action: Action, options?: PerformOptions) => Promise<ActionOutcome>
  /**
   * The same move for a caller that does not wait for the answer: whether it was made (this
   * device) or sent (a room, whose refusal comes as a notice).
   */
  dispatch: (action: Action, options?: PerformOptions) => boolean
  undo: () => void
  redo: () => void
  /** The other team asked to undo or redo (room.ask): this device's answer. */
  answerUndo: (agree: boolean) => void
  /** Ends the session (a remote one leaves its room and forgets its seat token). */
  leave: () => void
  /**
   * A player of this device opens their library to search it (701.19), or with `top` looks at
   * its top cards (401.4). Locally the whole game is here already; a room sends the library, or
   * its top cards in order, to this device alone (room.search).
   */
  searchLibrary: (player: PlayerId, top?: number) => void
  /** The whole finished game as a file: a room's host asks the room for it (room.exported). */
  exportGame: () => void
}

/** A step as this device's side may read it: its first log line (null: none), how many more. */
export interface StepWords {
  text: string
  line: Message | null
  more: number
}

/** The other team asks to take back (or make again) a move (PROTOCOL-24 §4). */
export interface UndoAsk {
  askId: string
  kind: 'undo' | 'redo'
  by: PlayerId[]
  /** The move in the room's English log words (never naming a hidden card). */
  what: string
  /** The same as messages, for this device's language (an older server sends none). */
  words?: StepWords
  /** Why the team that made the step asks in its own turn: it reopens the game, or rehides a card. */
  reason?: 'reopens' | 'rehides'
  /** Teams that have saved the full game: they have seen every hand and library. */
  exported?: TeamId[]
}

/**
 * What the room keeps of an undo, a redo or an export (issue 35; server/roomNotes.ts), as this
 * device's side may read it: shown in the log where it happened, and as a notice when it is new.
 */
export interface RoomNote {
  n: number
  kind: 'undo' | 'redo' | 'export'
  /** The seats of the device that did it, or asked. */
  by: PlayerId[]
  /** Asked of the other team: that team and its answer. Absent: taken at once. */
  asked?: { team: TeamId; agreed: boolean }
  words?: StepWords
  /** The game's seq as the note left it: the log shows the note after the lines up to it. */
  after: number
}

/** The room a remote session plays in; null while the game is played on this device. */
export interface RoomState {
  /** The room's code, which is its id (5 characters). */
  code: string
  /** The game server's address (http or https origin). */
  server: string
  /** The seats this device holds; none for the table screen or a spectator. */
  seats: PlayerId[]
  team: TeamId | null
  canUndo: boolean
  canRedo: boolean
  /** An undo or redo the other team asked for, waiting for this device's answer. */
  ask: UndoAsk | null
  /** The code shows large (just after the room was created, or when asked for). */
  showCode: boolean
  /** 'dropped' while the connection is being brought back. */
  connection: 'open' | 'dropped'
  /** This device created the room: it may export the whole game once it is over. */
  host: boolean
  /**
   * The move the shown view comes with (type 'undo' / 'redo' for those); null for a view that
   * is no move's (a join, a reconnection, a resync). What a room has instead of the undo history.
   */
  last: RoomMove | null
  /** The room's undos, redos and exports, oldest first (RoomNote). */
  notes: RoomNote[]
  /**
   * The library this device's player is searching, as the room sent it (never stored); with
   * `top`, the top cards looked at, in order.
   */
  search: { player: PlayerId; cards: CardView[]; top?: number } | null
}

interface HistoryFlags {
  room: RoomState | null
  past: readonly unknown[]
  future: readonly unknown[]
}

/** Whether Undo has something to take back, in either session. */
export const selectCanUndo = (s: HistoryFlags): boolean =>
  s.room ? s.room.canUndo : s.past.length > 0

/** Whether Redo has something to make again, in either session. */
export const selectCanRedo = (s: HistoryFlags): boolean =>
  s.room ? s.room.canRedo : s.future.length > 0

/**
 * The seats this device may act for: a room's device, the seats it holds; null on one device,
 * which holds every seat (hot-seat) — but those DuoTable plays (issue 39), whose choices the
 * bots make. The mulligans go only to these (805.3a).
 */
export const selectSeatsHere = (s: {
  room: RoomState | null
  game?: GameState | null
}): readonly PlayerId[] | null => {
  if (s.room) return s.room.seats
  const g = s.game
  if (!g || !g.seats.some((p) => g.players[p]?.bot === true)) return null
  return peopleSeats(g)
}

/** The seats a person plays, cached per game's players (a selector must return the same list). */
const seatsByPlayers = new WeakMap<object, PlayerId[]>()
function peopleSeats(g: GameState): PlayerId[] {
  let seats = seatsByPlayers.get(g.players)
  if (!seats) {
    seats = g.seats.filter((p) => g.players[p]?.bot !== true)
    seatsByPlayers.set(g.players, seats)
  }
  return seats
}
