/**
 * Words that sit inside the engine's sentences and are words themselves — a zone, "a card", a
 * team, a list of players — as nested messages, so each language says them in its own words
 * (issue #11). Card and player names stay plain strings: they are never translated.
 */
import { message, type Message, type MessageParam } from './message'
import { english } from './messages'
import { getCard, playerName } from './state'
import type { CardId, GameState, PlayerId, TeamId, ZoneName } from './types'

/** A zone as sentences name it: "library", "the battlefield" (other languages add articles). */
export const ZONE_WORDS: Record<ZoneName, Message> = {
  library: message('word.zone.library'),
  hand: message('word.zone.hand'),
  battlefield: message('word.zone.battlefield'),
  graveyard: message('word.zone.graveyard'),
  exile: message('word.zone.exile'),
  command: message('word.zone.command'),
  stack: message('word.zone.stack'),
}

const A_CARD = message('word.aCard')
const A_FACE_DOWN_CARD = message('word.aFaceDownCard')

/** "a card": what the log says of a card it must not name (hot-seat privacy). */
export function aCard(): Message {
  return A_CARD
}

/** A card as the log names it: hidden cards are never named (hot-seat privacy). */
export function cardWord(s: GameState, id: CardId): MessageParam {
  const c = getCard(s, id)
  if (c.faceDown) return A_FACE_DOWN_CARD
  if (c.zone === 'library' || c.zone === 'hand') return A_CARD
  return c.copy
    ? c.copy.face.name
    : (c.data.card_faces?.[c.faceUp === 'back' ? 1 : 0]?.name ?? c.data.name)
}

/**
 * What a copy copies, as the log names it. A copy of a face-down permanent stores English words
 * (`sourceName`, kept for saves and CardView.copyOf); the log says them in the reader's language.
 */
export function copySourceWord(copy: { sourceName: string; face: { name: string } }): MessageParam {
  return copy.face.name === '' && copy.sourceName === english(FACE_DOWN_SOURCE)
    ? FACE_DOWN_SOURCE
    : copy.sourceName
}

/** The copiable values of a face-down permanent have no name (708.2a, 707.2). */
export const FACE_DOWN_SOURCE = message('word.faceDownCreature')

/** "A1's Grizzly Bears": whose permanent it is matters to every combat log line. */
export function ownedWord(s: GameState, id: CardId): MessageParam {
  const c = s.cards[id]
  // A token that left the battlefield no longer exists (111.7).
  if (!c) return message('word.goneToken')
  return message('word.owned', { player: playerName(s, c.controller), card: cardWord(s, id) })
}

/** A player by name, or a permanent with its controller: what an attack or a hit lands on. */
export function targetWord(s: GameState, target: PlayerId | CardId): MessageParam {
  return s.players[target] ? playerName(s, target) : ownedWord(s, target)
}

/**
 * A team as the log names it: a team named at setup keeps its name; the default "Team A" is a
 * word with the team's letter, said in the reader's language.
 */
export function teamWord(s: GameState, team: TeamId): MessageParam {
  const name = s.teams[team].name
  return name === `Team ${team}` ? message('word.team', { id: team }) : name
}

/** "A1 and A2", "A1 and A2 and B1": the engine's lists, in the reader's words. */
export function andList(items: readonly MessageParam[]): MessageParam {
  return joined(items, 'word.list.and')
}

/** "B1 or B2". */
export function orList(items: readonly MessageParam[]): MessageParam {
  return joined(items, 'word.list.or')
}

/** "A1, A2, B1, B2". */
export function commaList(items: readonly MessageParam[]): MessageParam {
  return joined(items, 'word.list.comma')
}

function joined(items: readonly MessageParam[], key: string): MessageParam {
  const [first, ...rest] = items
  if (first === undefined) return ''
  if (rest.length === 0) return first
  return message(key, { first, rest: joined(rest, key) })
}

/** Player names as a list joined with "and". */
export function playerList(s: GameState, players: readonly PlayerId[]): MessageParam {
  return andList(players.map((p) => playerName(s, p)))
}

/** The slots most log lines start with: who did it, to which card. */
// A type, not an interface: message() takes it as a record of slots.
export type PlayerNamed = { player: string; card: MessageParam }

/** "A1 3 + A2 4": shares of one payment. */
export function plusList(items: readonly MessageParam[]): MessageParam {
  return joined(items, 'word.list.plus')
}
