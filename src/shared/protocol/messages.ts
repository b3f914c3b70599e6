/**
 * What a device may send the room, as valibot schemas (the save format's schema library): the
 * options of a new room (its decks), the options of a join (seats wanted, or a seat token), and
 * the envelope of an action. Anything else is refused before the game is touched.
 */
import * as v from 'valibot'
import { MoveMessage } from './toRoom'
import { CardData } from '../save/saveSchema'

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
const Name = v.pipe(v.string(), v.maxLength(100))
const Team = v.picklist(['A', 'B'])
const Player = v.object({
  id: Id,
  name: v.optional(Name),
  commanders: v.pipe(v.array(CardData), v.minLength(1), v.maxLength(2)),
  library: v.pipe(v.array(CardData), v.maxLength(250)),
  /** Played by DuoTable, on the server (issue 39): no device may take the seat. */
  bot: v.optional(v.boolean()),
})
const TeamSetup = v.object({ id: Team, name: v.optional(Name), players: v.tuple([Player, Player]) })

/** A room's password as typed (PROTOCOL-24 item 3). */
const Password = v.pipe(v.string(), v.minLength(1), v.maxLength(100))

/** The options a device creates a room with: the game's setup (decks per seat), a password. */
export const CreateOptions = v.looseObject({
  password: v.optional(Password),
  setup: v.object({
    teams: v.tuple([TeamSetup, TeamSetup]),
    seed: v.optional(v.pipe(v.number(), v.integer())),
    startingTeam: v.optional(Team),
    startingLife: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
    skipMulligans: v.optional(v.boolean()),
  }),
})

/**
 * A join: seats wanted (none: the table screen or a spectator) with the room's password if it
 * has one, or the token of seats held (no password: the token proves the seats).
 */
export const JoinOptions = v.looseObject({
  /** The device's protocol version (src/shared/protocol/version.ts); another: OUT_OF_DATE. */
  protocol: v.optional(v.pipe(v.number(), v.integer())),
  /** Views after the first as patches (viewPatch.ts). */
  patches: v.optional(v.boolean()),
  password: v.optional(v.pipe(v.string(), v.maxLength(100))),
  seats: v.optional(v.pipe(v.array(Id), v.maxLength(4))),
  token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
})

/** A move: `{ id, rev, action }` (src/shared/protocol/toRoom.ts). */
export const ActionMessage = MoveMessage

/** 'undo', 'redo' (and 'export'): nothing to say but the message's name. */
export const EmptyMessage = v.optional(v.strictObject({}))

/** 'undoAnswer': the asked team's yes or no to one ask. */
export const UndoAnswerMessage = v.strictObject({
  askId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  agree: v.boolean(),
})

/**
 * 'librarySearch': the seat whose library this device searches (701.19), or with `top` looks
 * at the top cards of (scry, surveil, "look at the top N": 401.4, 701.22, 701.25).
 */
export const LibrarySearchMessage = v.strictObject({
  player: Id,
  top: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(250))),
})

/** The first problem with `raw`, in plain words naming the field, or null when it fits. */
export function problemOf(schema: v.GenericSchema, raw: unknown): string | null {
  const result = v.safeParse(schema, raw)
  if (result.success) return null
  const issue = result.issues[0]
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Messages the room sends a device. */
export const TO_DEVICE = {
  /** { token, seats, team }: the seats this device holds (token null for a spectator). */
  seat: 'seat',
  /**
   * { game, last, canUndo, canRedo, rev }: the game as this device's team may see it; last = the
   * move just made (an undo or redo: type 'undo' / 'redo'); whether a step can be undone/redone;
   * rev, the view's revision, which a move made on it names.
   */
  view: 'view',
  /**
   * { base, rev, ops, last, canUndo, canRedo }: to a device that joined with `patches: true`,
   * what changed since view `base` (viewPatch.ts); a device not at `base` sends
   * `resync` and gets the whole view. Every `view` carries its `rev`.
   */
  viewPatch: 'viewPatch',
  /**
   * { id?, code, params?, detail? }: a message refused, nothing changed: a code the device words
   * in its language (rooms.refused.<code>), the values it names, the engine's message for a rule;
   * `id` when it was a move (src/shared/protocol/toDevice.ts).
   */
  refused: 'refused',
  /** { id, log }: a move made; the lines it wrote as the mover's team may read them. */
  done: 'done',
  /** undoAsk.ts's UndoAsk: the other team asks to undo or redo; answer with 'undoAnswer'. */
  undoAsk: 'undoAsk',
  /** { askId, kind, agreed }: an ask ended — agreed, declined, or cancelled by a move. */
  undoDone: 'undoDone',
  /** { file }: the finished game as the app's save-file text (after 'export'). */
  exported: 'exported',
  /**
   * { notes }: every undo, redo and export the room keeps (roomNotes.ts's SideNote, this side's
   * words), after each whole `view` (a join, a reconnection, a resync).
   */
  roomNotes: 'roomNotes',
  /** { note }: a new note, to every device (before the view it explains, if any). */
  roomNote: 'roomNote',
  /**
   * { player, cards, top? }: the searching seat's library, to its own device only (after
   * 'librarySearch'): every card with its own id, sorted by name, never in library order; or,
   * with `top`, its top cards in order, the top first.
   */
  libraryCards: 'libraryCards',
} as const
