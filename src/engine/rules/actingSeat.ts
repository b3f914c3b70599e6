/**
 * Who acts when the seats of one room device send an action (issue 35): the game server's
 * question, answered by the same authority table as the hot-seat table's (authority.ts). A device
 * holds one or two seats of one team; the action's own claim of who acts is believed only for a
 * seat it holds (810.5: each player handles their own cards and choices).
 *
 * - The rows whose `player` is who acts ('self', and the turn's and combat's 'activeTeam' and
 *   'defendingTeam'): that seat must be held. A turn or combat action naming nobody acts for the
 *   device's seat, written into the action, so the team check runs and the record names who acted.
 * - 'reveals': the player whose cards it would show must be held.
 * - 'public': anyone, in the open; the actor is the action's `player` when held (the effect's
 *   "you"), else the device's first seat — for the record, never for a check.
 * - Whatever the row, a card the action names in a hand or a library must be a held seat's own.
 */
import type { Action } from '../actions'
import { RuleError } from '../errors'
import { message } from '../message'
import { playerName } from '../state'
import type { PlayerId } from '../types'
import type { GameState } from '../types'
import { playerList } from '../words'
import { actorOf, AUTHORITY, heldRefusal } from './authority'

export type SeatDecision =
  /** `action` is what runs: with the acting seat written in where the turn's action had none. */
  { ok: true; actor: PlayerId; action: Action } | { ok: false; error: RuleError }

/** Rows whose `player` names who acts (not whom the effect is for). */
const ACTOR_ROWS = new Set(['self', 'activeTeam', 'defendingTeam'])
const TEAM_ROWS = new Set(['activeTeam', 'defendingTeam'])

/** Whether, and as whom, a device holding `seats` may take `action` now. */
export function actingSeat(s: GameState, seats: readonly PlayerId[], action: Action): SeatDecision {
  const first = seats[0]
  if (first === undefined) {
    return refused(new RuleError('NO_SEAT', message('authority.noSeat')))
  }
  const unknown = seats.find((p) => !Object.hasOwn(s.players, p))
  if (unknown !== undefined) {
    return refused(new RuleError('NO_SUCH_PLAYER', message('state.noSuchPlayer', { id: unknown })))
  }
  const row = AUTHORITY[action.type]
  const claimed = ACTOR_ROWS.has(row) ? actorOf(action) : undefined
  if (claimed !== undefined && !seats.includes(claimed)) {
    const words = { owner: playerName(s, claimed), player: playerName(s, first) }
    const held = { player: playerName(s, claimed), seats: playerList(s, seats) }
    return refused(
      row === 'self'
        ? new RuleError('NOT_YOURS', message('authority.onlySelf', words), '810.5')
        : new RuleError('NOT_YOURS', message('authority.notHeld', held), '810.5'),
    )
  }
  const named = 'player' in action && seats.includes(action.player as PlayerId)
  const actor = claimed ?? (named ? (action.player as PlayerId) : first)
  const acted =
    TEAM_ROWS.has(row) && claimed === undefined ? ({ ...action, player: actor } as Action) : action
  const error = heldRefusal(s, seats, actor, acted)
  return error ? refused(error) : { ok: true, actor, action: acted }
}

function refused(error: RuleError): SeatDecision {
  return { ok: false, error }
}
