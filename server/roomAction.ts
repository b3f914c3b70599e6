/**
 * What the room does with an `action` message (issues 24, 35), as a pure decision on the room's
 * game and the sending device's seats: checked in order — the envelope and the action's fields
 * (valibot), who acts (the engine's `actingSeat`, by the same authority table as the hot-seat
 * table's), the rules (tryAction) — with the first refusal's code and words, or the new state,
 * its log lines signed with the seat that acted. The engine names hidden cards "a card"
 * (words.ts); should its words ever name a card this device may not see, only the code goes back
 * (810.5, 708.5).
 */
import * as v from 'valibot'
import {
  actingSeat,
  actionFromView,
  AUTHORITY,
  cardsNamed,
  seenBy,
  signLog,
  teamsTouched,
  tryAction,
  type Action,
  type GameState,
  type Message,
  type PlayerId,
  type RuleError,
  type TeamId,
  type Viewer,
} from '../src/engine'
import { parseAction } from '../src/shared/protocol/actionSchema'
import type { MoveNote } from './roomFile'
import { namesOf } from './hiddenNames'
import {
  ActionMessage,
  LibrarySearchMessage,
  problemOf,
  TO_DEVICE,
} from '../src/shared/protocol/messages'
import { libraryForSearch, libraryTop } from './librarySearch'

export interface Sender {
  seats: readonly PlayerId[]
  team: TeamId | null
}

export type ActionDecision =
  | {
      ok: true
      /** The action as it ran: a turn action naming nobody gets the acting seat. */
      action: Action
      /** The seat it acted as. */
      actor: PlayerId
      state: GameState
      /** A table edit's teams (the engine's teamsTouched); null for a row of one seat or team. */
      touches: TeamId[] | null
    }
  | {
      ok: false
      code: string
      /** English, for the server's own tests and logs; the device gets the code and `detail`. */
      message: string
      /** The engine's message, when it names no card this device may not see. */
      detail?: Message
      /**
       * The rule refused ('810.9b'), when the engine names one; for a move the room cannot read,
       * the field that is wrong (for the developer: the device says only that it was unreadable).
       */
      params?: { rule: string } | { problem: string }
    }

/** The engine's answers that say "not this device's to do": the room calls them NOT_YOUR_SEAT. */
const SEAT_CODES = new Set(['NO_SEAT', 'NOT_YOURS', 'NOT_YOUR_TURN', 'NOT_DEFENDING'])

export function decideAction(game: GameState, sender: Sender, message: unknown): ActionDecision {
  const envelope = problemOf(ActionMessage, message)
  if (envelope !== null) {
    return { ok: false, code: 'BAD_MESSAGE', message: envelope, params: { problem: envelope } }
  }
  const parsed = parseAction((message as { action: unknown }).action)
  if (!parsed.ok) {
    const { problem } = parsed
    return { ok: false, code: 'BAD_ACTION', message: problem, params: { problem } }
  }
  // The device names hidden cards by its view's ids; the engine needs the real ones.
  const viewed: Action = actionFromView(game, parsed.action)
  const seat = actingSeat(game, sender.seats, viewed)
  if (!seat.ok) return refusalOf(game, sender, viewed, seat.error, true)
  const { action, actor } = seat
  const ran = runAction(game, action, actor)
  if (!ran.ok) return refusalOf(game, sender, action, ran.error, false)
  return { ok: true, action, actor, state: ran.state, touches: ran.touches }
}

/**
 * The rules on one action the room has let through (or a journal line replayed): the new state,
 * its lines signed with the seat that acted (none in an older journal), and for a table edit the
 * teams it touched.
 */
export function runAction(
  game: GameState,
  action: Action,
  actor: PlayerId | undefined,
): { ok: true; state: GameState; touches: TeamId[] | null } | { ok: false; error: RuleError } {
  const result = tryAction(game, action)
  if (!result.ok) return result
  const touches = AUTHORITY[action.type] === 'public' ? teamsTouched(game, action) : null
  const state = actor === undefined ? result.state : signLog(game, result.state, actor)
  return { ok: true, state, touches }
}

/** What the room notes of an accepted action (roomFile.ts). */
export function moveNoteOf(
  state: GameState,
  action: Action,
  by: readonly PlayerId[],
  actor: PlayerId | undefined,
  touches: TeamId[] | null,
): MoveNote {
  return {
    ...{ seq: state.seq, type: action.type, by: [...by] },
    ...(actor !== undefined && { actor }),
    ...(touches && { touches }),
  }
}

/** The engine's refusal, in words that name no card this device may not see. */
function refusalOf(
  game: GameState,
  sender: Sender,
  action: Action,
  error: RuleError,
  seat: boolean,
): ActionDecision {
  const { code: rule, message: words, detail, rule: cr } = error
  const code = seat && SEAT_CODES.has(rule) ? 'NOT_YOUR_SEAT' : rule
  const params = cr === undefined ? {} : { params: { rule: cr } }
  const viewer: Viewer = sender.team ? { team: sender.team } : 'spectator'
  const said = `${words} ${JSON.stringify(detail ?? '')}`
  const unseen = cardsNamed(game, action).filter((id) => !seenBy(game, viewer, id))
  if (unseen.some((id) => namesOf(game, id).some((name) => said.includes(name)))) {
    return { ok: false, code, message: `The rules refuse this action (${rule}).`, ...params }
  }
  return detail === undefined
    ? { ok: false, code, message: words, ...params }
    : { ok: false, code, message: words, detail, ...params }
}

export type SearchDecision =
  | { ok: true; type: string; answer: unknown; logLine: string }
  | { ok: false; code: string; message: string }

/**
 * A player searching their own library (701.19) sees its cards: sent to this device only,
 * sorted by name so the list says nothing of the library's order, with the cards' own ids
 * (a number tells no place either) for the 'library/search' action that follows. With `top`,
 * the player looks at the top N (401.4; scry, surveil) in order, for the 'library/arrangeTop'
 * that follows. Another seat's library, a spectator, a device of the other team: refused, nothing
 * sent. The log line says who searched and how many cards, never a name.
 */
export function decideLibrarySearch(
  game: GameState,
  sender: Sender,
  message: unknown,
): SearchDecision {
  const problem = problemOf(LibrarySearchMessage, message)
  if (problem !== null) return { ok: false, code: 'BAD_MESSAGE', message: problem }
  const { player, top } = v.parse(LibrarySearchMessage, message)
  // The action the answer is for decides who may ask: a player's own search or look (701.19).
  const then: Action =
    top === undefined
      ? { type: 'library/search', player, found: [] }
      : { type: 'library/arrangeTop', player, kind: 'look', top: [] }
  const seat = actingSeat(game, sender.seats, then)
  if (!seat.ok) {
    const { code, message: words } = seat.error
    return { ok: false, code: SEAT_CODES.has(code) ? 'NOT_YOUR_SEAT' : code, message: words }
  }
  const type = TO_DEVICE.libraryCards
  if (top !== undefined) {
    const cards = libraryTop(game, player, top)
    const logLine = `${player} looks at the top ${cards.length} of their library.`
    return { ok: true, type, answer: { player, cards, top }, logLine }
  }
  const cards = libraryForSearch(game, player)
  const logLine = `${player} searches their library (${cards.length} cards).`
  return { ok: true, type, answer: { player, cards }, logLine }
}
