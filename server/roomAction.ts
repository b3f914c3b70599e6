/**
 * What the room does with an `action` message (issue 24), as a pure decision on the room's game
 * and the sending device's seats: checked in order — the envelope and the action's fields
 * (valibot), the seat (authority.ts), the rules (tryAction) — with the first refusal's code and
 * words, or the new state. The engine names hidden cards "a card" (words.ts); should its words
 * ever name a card this device may not see, only the code goes back (810.5, 708.5).
 */
import * as v from 'valibot'
import {
  actionFromView,
  seenBy,
  tryAction,
  type Action,
  type GameState,
  type PlayerId,
  type TeamId,
  type Viewer,
} from '../src/engine'
import { parseAction } from './actionSchema'
import { cardsNamed, refusal } from './authority'
import { namesOf } from './hiddenNames'
import { ActionMessage, LibrarySearchMessage, problemOf, TO_DEVICE } from './messages'
import { libraryForSearch, libraryTop } from './librarySearch'

export interface Sender {
  seats: readonly PlayerId[]
  team: TeamId | null
}

export type ActionDecision =
  | { ok: true; action: Action; state: GameState }
  | { ok: false; code: string; message: string; detail?: unknown }

export function decideAction(game: GameState, sender: Sender, message: unknown): ActionDecision {
  const envelope = problemOf(ActionMessage, message)
  if (envelope !== null) return { ok: false, code: 'BAD_MESSAGE', message: envelope }
  const parsed = parseAction((message as { action: unknown }).action)
  if (!parsed.ok) return { ok: false, code: 'BAD_ACTION', message: parsed.problem }
  // The device names hidden cards by its view's ids; the engine needs the real ones.
  const action: Action = actionFromView(game, parsed.action)
  const notYours = refusal(game, [...sender.seats], action)
  if (notYours !== null) return { ok: false, code: 'NOT_YOUR_SEAT', message: notYours }
  const result = tryAction(game, action)
  if (result.ok) return { ok: true, action, state: result.state }
  const { code, message: words, detail } = result.error
  const viewer: Viewer = sender.team ? { team: sender.team } : 'spectator'
  const said = `${words} ${JSON.stringify(detail ?? '')}`
  const unseen = cardsNamed(game, action).filter((id) => !seenBy(game, viewer, id))
  if (unseen.some((id) => namesOf(game, id).some((name) => said.includes(name)))) {
    return { ok: false, code, message: `The rules refuse this action (${code}).` }
  }
  return detail === undefined
    ? { ok: false, code, message: words }
    : { ok: false, code, message: words, detail }
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
  if (!sender.seats.includes(player)) {
    const words = `Only seat ${player} may search that player's library.`
    return { ok: false, code: 'NOT_YOUR_SEAT', message: words }
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
