/**
 * What a room device is told at once, besides the log (issue 35): another team's table edit on
 * this device's team — its life, its cards, its library — with who made it; and every undo, redo
 * or export the room notes, whoever made it. A notice, so nothing is done to a team unseen.
 */
import {
  roomNoteMessage,
  seatNames,
  stepLines,
  stepMessage,
  type RoomNote,
  type StepWords,
} from '../store'
import type { GameState, PlayerId, TeamId } from '../engine'
import { formatMessage, isMessage, message, type Message, type MessageParam } from '../engine/core'
import type { NoticeInput } from '../store/types'
import { englishOf } from '../store/words'
import rooms from '../i18n/locales/en/later/rooms.json'

/** The move a view comes with (server/roomFile.ts's MoveNote). */
export interface MoveNote {
  seq: number
  type: string
  by: PlayerId[]
  /** The seat the move acted as. */
  actor?: PlayerId
  /** A table edit's teams: whose life, cards or zones it named. */
  touches?: TeamId[]
}

/**
 * The notice for a view whose move another team's device made on this device's team, saying
 * who and what (the lines as this device's view has them); null for anything else.
 */
export function actedNotice(
  before: GameState,
  after: GameState,
  last: MoveNote,
  team: TeamId | null,
): NoticeInput | null {
  if (team === null || !last.touches?.includes(team)) return null
  const actor = last.actor ?? last.by[0]
  const actorTeam = actor === undefined ? undefined : after.players[actor]?.team
  if (actor === undefined || actorTeam === undefined || actorTeam === team) return null
  const lines = stepLines(before, after)
  const first = lines[0]
  const words: StepWords = {
    text: first?.text ?? '',
    line: first?.message ?? null,
    more: Math.max(0, lines.length - 1),
  }
  const said = message(
    'rooms.acted',
    { actor: seatNames(after, [actor]), step: stepMessage(words) },
    'rooms',
  )
  return { kind: 'warning', code: 'OTHER_TEAM_ACTED', message: english(said), detail: said }
}

/** The notice of a new room note: a warning when the other team made it. */
export function noteNotice(
  note: RoomNote,
  game: GameState | null,
  team: TeamId | null,
): NoticeInput {
  const byTeam = game?.players[note.by[0] ?? '']?.team
  const kind = team !== null && byTeam !== undefined && byTeam !== team ? 'warning' : 'info'
  const said = roomNoteMessage(note, game)
  return { kind, code: 'ROOM_NOTE', message: english(said), detail: said }
}

/** A 'rooms' message in English (the store's English knows the first screen's catalogs only). */
function english(msg: Message): string {
  if (msg.ns !== 'rooms') return englishOf(msg)
  const params: Record<string, MessageParam> = {}
  for (const [name, value] of Object.entries(msg.params ?? {})) {
    params[name] = isMessage(value) ? english(value) : value
  }
  return formatMessage(rooms, { key: msg.key, params })
}
