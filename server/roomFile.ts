/**
 * A room on disk: one JSON file per room under the data directory, written after every action,
 * so a server restart resumes every room (issue 24). The game and its history are the app's own
 * save (packed with savePacking.ts, read back through checkSave: migrations, schema and
 * checkState), wrapped with what only the server knows: who holds which seats, and who made
 * each move.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import type { GameState, TeamId } from '../src/engine'
import { SAVE_VERSION } from '../src/shared/save/saveVersion'
import { checkSave } from '../src/shared/save/saveCheck'
import { packSave } from '../src/shared/save/savePacking'
import { alignMovers } from './roomHistory'
import type { RoomNote } from './roomNotes'
import type { SeatHold } from './seats'

/**
 * One accepted action: its type, the seats of the device that sent it, and the game's seq; the
 * seat it acted as (engine's actingSeat), and for a table edit the teams it touched.
 */
export interface MoveNote {
  seq: number
  type: string
  by: string[]
  actor?: string
  touches?: TeamId[]
}

export interface RoomRecord {
  roomId: string
  holds: SeatHold[]
  moves: MoveNote[]
  game: GameState
  /** Oldest first, like the app's history. */
  past: GameState[]
  /** Nearest first. */
  future: GameState[]
  /** Who made each step of `past` and `future`, beside them (roomHistory.ts). */
  undoBy: (string[] | null)[]
  redoBy: (string[] | null)[]
  /** The room's password as password.ts hashes it; never the password itself. */
  passwordHash?: string
  /** Every undo, redo and export, kept past the states they leave (roomNotes.ts). */
  notes: RoomNote[]
  /** The ids of the latest moves made (madeMoves.ts); absent in older files. */
  madeMoves?: string[]
}

const FILE_SUFFIX = '.room.json'
/** Colyseus room ids: letters, digits, '-' and '_'; nothing that could leave the directory. */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A note as kept (roomNotes.ts); a step's words are the engine's catalog messages. */
const StepWordsSchema = v.object({
  text: v.string(),
  line: v.nullable(v.unknown()),
  more: v.number(),
})
const RoomNoteSchema = v.object({
  n: v.number(),
  kind: v.picklist(['undo', 'redo', 'export']),
  by: v.array(v.string()),
  asked: v.optional(v.object({ team: v.picklist(['A', 'B']), agreed: v.boolean() })),
  words: v.optional(
    v.object({ A: StepWordsSchema, B: StepWordsSchema, spectator: StepWordsSchema }),
  ),
  after: v.number(),
})

const Outer = v.object({
  kind: v.literal('duotable-room'),
  roomId: v.pipe(v.string(), v.regex(ROOM_ID)),
  holds: v.array(v.object({ token: v.string(), seats: v.array(v.string()) })),
  moves: v.array(
    v.object({
      seq: v.number(),
      type: v.string(),
      by: v.array(v.string()),
      actor: v.exactOptional(v.string()),
      touches: v.exactOptional(v.array(v.picklist(['A', 'B']))),
    }),
  ),
  passwordHash: v.optional(v.string()),
  undoBy: v.optional(v.array(v.nullable(v.array(v.string())))),
  redoBy: v.optional(v.array(v.nullable(v.array(v.string())))),
  notes: v.optional(v.array(RoomNoteSchema)),
  madeMoves: v.optional(v.array(v.pipe(v.string(), v.maxLength(64)))),
  save: v.unknown(),
})

export function roomPath(dir: string, roomId: string): string {
  if (!ROOM_ID.test(roomId)) throw new Error(`Not a room id: "${roomId}".`)
  return join(dir, `${roomId}${FILE_SUFFIX}`)
}

/** Whether a room of this id is saved under `dir` (a new room's code must not be). */
export function roomSaved(dir: string, roomId: string): boolean {
  return existsSync(roomPath(dir, roomId))
}

/** Writes the whole room; a crash mid-write leaves the previous file whole (rename is atomic). */
export function writeRoom(dir: string, room: RoomRecord, revision: number): void {
  mkdirSync(dir, { recursive: true })
  const save = packSave({
    version: SAVE_VERSION,
    header: { gameId: room.roomId, revision, writer: 'server' },
    game: room.game,
    past: room.past,
    future: room.future,
  })
  const { roomId, holds, moves, passwordHash, undoBy, redoBy, notes, madeMoves } = room
  const outer = {
    ...{ kind: 'duotable-room', roomId, holds, moves, passwordHash, undoBy, redoBy, notes },
    madeMoves,
  }
  const text = JSON.stringify({ ...outer, save })
  const path = roomPath(dir, roomId)
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

/** A room read back, with its file's revision (roomJournal.ts replays the lines after it). */
export type ReadRoom =
  { ok: true; room: RoomRecord; revision: number } | { ok: false; problem: string }

export function readRoom(dir: string, roomId: string): ReadRoom {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(roomPath(dir, roomId), 'utf8'))
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) }
  }
  const outer = v.safeParse(Outer, raw)
  if (!outer.success) return { ok: false, problem: `Not a room file: ${outer.issues[0].message}` }
  const checked = checkSave(outer.output.save)
  if (checked.kind === 'rejected') return { ok: false, problem: checked.reason }
  const { game, past, future } = checked.save
  const { holds, moves, passwordHash, madeMoves } = outer.output
  // The save keeps at most its own number of steps: the movers are cut to match.
  const movers = alignMovers(past, future, outer.output.undoBy, outer.output.redoBy)
  const room: RoomRecord = {
    roomId: outer.output.roomId,
    holds,
    moves,
    notes: (outer.output.notes ?? []) as RoomNote[],
    game,
    past,
    future,
    ...movers,
    ...(madeMoves && { madeMoves }),
  }
  const revision = checked.save.header.revision
  return {
    ok: true,
    room: passwordHash === undefined ? room : { ...room, passwordHash },
    revision,
  }
}

/** The ids of every room saved under `dir` (none when it does not exist yet). */
export function savedRoomIds(dir: string): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((n) => n.endsWith(FILE_SUFFIX))
    .map((n) => n.slice(0, -FILE_SUFFIX.length))
    .filter((id) => ROOM_ID.test(id))
}
