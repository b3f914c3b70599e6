/**
 * What a room sends a device (issue 38), as valibot schemas the device checks every message
 * against before it touches the store: a message that does not fit is dropped with a console
 * warning and changes nothing (a server of another build, a proxy's mangling). The TypeScript
 * types are derived from the schemas, so the two cannot drift. A game (a view) is checked only at
 * its top: the engine's own check (checkState) is for saves, and a view is 135 KB.
 */
import * as v from 'valibot'
import type { CardView, LogEntry } from '../../engine'
import { isMessage, type GameState, type Message } from '../../engine/core'

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

const Msg = v.custom<Message>(isMessage, 'a catalog message')
const Seat = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
const Team = v.picklist(['A', 'B'])
const Rev = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A game as a view: the engine's object, checked at its top only. */
const Game = v.custom<GameState>(
  (x) => isRecord(x) && typeof x.seq === 'number' && Array.isArray(x.seats) && isRecord(x.players),
  'a game',
)
const Line = v.custom<LogEntry>(
  (x) => isRecord(x) && typeof x.seq === 'number' && typeof x.text === 'string',
  'a log line',
)
const Card = v.custom<CardView>((x) => isRecord(x) && typeof x.id === 'string', 'a card')

/** The move a view comes with (server/roomFile.ts's MoveNote): 'undo' and 'redo' are types too. */
export const MoveNote = v.object({
  seq: v.number(),
  type: v.string(),
  by: v.array(v.string()),
  actor: v.exactOptional(v.string()),
  touches: v.exactOptional(v.array(Team)),
})

const Steps = {
  canUndo: v.exactOptional(v.boolean()),
  canRedo: v.exactOptional(v.boolean()),
}

export const SeatMessage = v.object({
  token: v.nullable(v.string()),
  seats: v.array(Seat),
  team: v.nullable(Team),
})

/** The game as this device's side may see it, and the revision a move made on it names. */
export const ViewMessage = v.object({
  game: Game,
  last: v.exactOptional(v.nullable(MoveNote)),
  rev: Rev,
  ...Steps,
})

/** What changed since view `base` (viewPatch.ts). */
export const ViewPatchMessage = v.object({
  base: Rev,
  rev: Rev,
  ops: v.array(v.custom<{ p: (string | number)[] }>((x) => isRecord(x) && Array.isArray(x.p))),
  last: v.exactOptional(v.nullable(MoveNote)),
  ...Steps,
})

/** A move made: the lines it wrote, as this device's team may read them. Sent after the views. */
export const DoneMessage = v.object({ id: v.string(), log: v.array(Line) })

/**
 * A message refused, nothing changed: its code, the values its sentence names (`params`), and
 * for a rule of the game the engine's own message (`detail`). `id`: the move refused, if it was one.
 */
export const RefusedMessage = v.object({
  id: v.exactOptional(v.string()),
  code: v.string(),
  params: v.exactOptional(v.record(v.string(), v.union([v.string(), v.number()]))),
  detail: v.exactOptional(Msg),
})

/** A step as this device's side may read it: its first log line (null: none), how many more. */
export const StepWords = v.object({ text: v.string(), line: v.nullable(Msg), more: v.number() })

/** The other team asks to take back (or make again) a move (PROTOCOL-24 §4). */
export const UndoAskMessage = v.object({
  askId: v.string(),
  kind: v.picklist(['undo', 'redo']),
  by: v.array(v.string()),
  /** The move in the room's English log words: only for an older device; `words` is said. */
  what: v.string(),
  words: v.exactOptional(StepWords),
  reason: v.exactOptional(v.picklist(['reopens', 'rehides'])),
  exported: v.exactOptional(v.array(Team)),
})

export const UndoDoneMessage = v.object({ askId: v.string(), agreed: v.exactOptional(v.boolean()) })

/** An undo, a redo or an export the room keeps (server/roomNotes.ts), in this side's words. */
export const RoomNote = v.object({
  n: v.number(),
  kind: v.picklist(['undo', 'redo', 'export']),
  by: v.array(v.string()),
  asked: v.exactOptional(v.object({ team: Team, agreed: v.boolean() })),
  words: v.exactOptional(StepWords),
  after: v.number(),
})

export const RoomNotesMessage = v.object({ notes: v.array(RoomNote) })
export const RoomNoteMessage = v.object({ note: RoomNote })

export const LibraryCardsMessage = v.object({
  player: Seat,
  cards: v.array(Card),
  top: v.exactOptional(v.number()),
})

export const ExportedMessage = v.object({ file: v.string() })

/** Every message a room sends a device, by its name. */
export const TO_DEVICE_SCHEMAS = {
  seat: SeatMessage,
  view: ViewMessage,
  viewPatch: ViewPatchMessage,
  done: DoneMessage,
  refused: RefusedMessage,
  undoAsk: UndoAskMessage,
  undoDone: UndoDoneMessage,
  roomNotes: RoomNotesMessage,
  roomNote: RoomNoteMessage,
  libraryCards: LibraryCardsMessage,
  exported: ExportedMessage,
} as const

export type ToDeviceType = keyof typeof TO_DEVICE_SCHEMAS
/** The message of each name, as the device reads it once it has been checked. */
export type ToDevice = { [K in ToDeviceType]: v.InferOutput<(typeof TO_DEVICE_SCHEMAS)[K]> }

/** The message checked against its schema, or null (and a console warning) when it does not fit. */
export function readToDevice<K extends ToDeviceType>(type: K, raw: unknown): ToDevice[K] | null {
  const result = v.safeParse(TO_DEVICE_SCHEMAS[type], raw)
  if (result.success) return result.output as ToDevice[K]
  const issue = result.issues[0]
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? ''
  console.warn(
    `Dropped a malformed "${type}" from the room: ${path ? `${path}: ` : ''}${issue.message}`,
  )
  return null
}
