/**
 * Who an action acts for (issue 24): the seat, or the team, a device must hold for the server to
 * run it. Pure, from the action's own fields and the full state, so it is tested apart from the
 * room. The engine still decides whether the action is legal; this only decides whether this
 * device may ask for it.
 *
 * - A player's own hand and library, and their mulligans (103.5, 401.2): that player's seat.
 *   Any action naming a card in a hand or a library acts for that card's owner.
 * - Declaring attackers and assigning their damage (506.2, 508.1, 510.1): the active team.
 * - Declaring blockers (509.1, 805.10d): the defending team.
 * - Turning a face-down permanent face up or revealing a card (702.37e, 708.5, 701.20): its
 *   controller, who alone may see it.
 * - Turning a modal DFC to the face it is played or cast with (712.12): its player — the owner in
 *   hand and the command zone, the spell's controller on the stack.
 * - Everything else is a table edit (life, counters, the turn's steps, a card on the
 *   battlefield): any seat may make it, and the room logs which seats did.
 */
import { cardsNamed } from '../src/engine'
import type { Action, ActionType, GameState, PlayerId, TeamId } from '../src/engine'

export type Authority = { kind: 'player'; player: PlayerId } | { kind: 'team'; team: TeamId }

/** Actions a player takes only for themselves: the `player` field is whose they are. */
const OWN_ACTIONS = new Set<ActionType>([
  'mulligan/decide',
  'mulligan/bottom',
  'hand/reveal',
  'library/draw',
  'library/search',
  'library/arrangeTop',
  // 903.9: the owner chooses where their commander goes, and their standing answer.
  'commander/return',
  'commander/returnPreference',
  // 104.3a: a player concedes for themselves, never for someone else.
  'player/concede',
  // 701.20a: a player says their own team has seen what was revealed to it.
  'card/revealSeen',
])
/** Actions that show a card to everyone: its controller's to take. */
const REVEALS = new Set<ActionType>(['card/turnFaceUp', 'card/reveal'])
/** Choices of the card's own player (712.12): the controller on the stack, else the owner. */
const FACE_CHOICES = new Set<ActionType>(['card/chooseFace'])
const ATTACKS = new Set<ActionType>([
  'combat/declareAttackers',
  'combat/attack',
  'combat/assignDamage',
])
const BLOCKS = new Set<ActionType>(['combat/declareBlockers', 'combat/declareTeamBlockers'])

/** Every seat or team the sender must hold; empty for a table edit any seat may make. */
export function actsFor(s: GameState, action: Action): Authority[] {
  const needs: Authority[] = []
  if (OWN_ACTIONS.has(action.type) && 'player' in action) {
    needs.push({ kind: 'player', player: action.player })
  }
  const active = s.turn.activeTeam
  if (ATTACKS.has(action.type)) needs.push({ kind: 'team', team: active })
  if (BLOCKS.has(action.type)) needs.push({ kind: 'team', team: active === 'A' ? 'B' : 'A' })
  // A card revealed to a team is no longer hidden from it: confirming names no hidden card.
  const players = new Set(action.type === 'card/revealSeen' ? [] : hiddenCardOwners(s, action))
  if (REVEALS.has(action.type) && 'card' in action) {
    const controller = s.cards[action.card]?.controller
    if (controller !== undefined) players.add(controller)
  }
  if (FACE_CHOICES.has(action.type) && 'card' in action) {
    const c = s.cards[action.card]
    if (c !== undefined) players.add(c.zone === 'stack' ? c.controller : c.owner)
  }
  for (const player of players) {
    if (!needs.some((n) => n.kind === 'player' && n.player === player)) {
      needs.push({ kind: 'player', player })
    }
  }
  return needs
}

/** Whether a device holding `seats` may send `action`; spectators (no seat) may send nothing. */
export function mayAct(s: GameState, seats: readonly PlayerId[], action: Action): boolean {
  return refusal(s, seats, action) === null
}

/** Why a device holding `seats` may not send `action`, in plain words; null when it may. */
export function refusal(s: GameState, seats: readonly PlayerId[], action: Action): string | null {
  if (seats.length === 0)
    return 'A spectator (a device with no seat) may not act; join with a seat to play.'
  const teams = new Set(seats.map((p) => s.players[p]?.team))
  const unmet = actsFor(s, action).find((need) =>
    need.kind === 'player' ? !seats.includes(need.player) : !teams.has(need.team),
  )
  if (!unmet) return null
  if (unmet.kind === 'player') {
    return `Only seat ${unmet.player} may do "${action.type}" here: it is that player's own hand, library or choice.`
  }
  const whose =
    unmet.team === s.turn.activeTeam ? "the active team's attack" : "the defending team's block"
  return `Only team ${unmet.team} may do "${action.type}": it is ${whose}.`
}

/** The owners of the cards in hands and libraries the action names. */
function hiddenCardOwners(s: GameState, action: Action): Set<PlayerId> {
  const owners = new Set<PlayerId>()
  for (const id of cardsNamed(s, action)) {
    const card = s.cards[id]
    if (card && (card.zone === 'hand' || card.zone === 'library')) owners.add(card.owner)
  }
  return owners
}

/** Every card of the game the action names, wherever it names it: the engine's own reading. */
export { cardsNamed }
