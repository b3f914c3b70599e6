/**
 * Reading the bot's own side of the table from its team's view: whose seats it plays, its
 * creatures and the other team's, whether it drives the team's turn. Every read goes through
 * the engine's selectors; nothing here looks at a card the team may not see.
 */
import {
  battlefield,
  card,
  isCreatureType,
  teamOf,
  type CardId,
  type CardView,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../engine'
import type { BotContext, BotMove } from './types'

export function otherTeamOf(team: TeamId): TeamId {
  return team === 'A' ? 'B' : 'A'
}

/** The permanents these players control that are creatures now. */
export function creaturesOf(view: GameState, players: readonly PlayerId[]): CardView[] {
  return battlefield(view)
    .map((id) => card(view, id))
    .filter((c) => players.includes(c.controller) && isCreatureType(c.typeLine))
}

/** The team's players, in seat order. */
export function teamPlayers(view: GameState, team: TeamId): PlayerId[] {
  return view.seats.filter((p) => teamOf(view, p) === team)
}

/**
 * The bot drives the team's turn (moving steps, attacking, ending the turn) only when it plays
 * both seats: a person's teammate plays its own seat and leaves the turn to the person.
 */
export function drivesTurn(view: GameState, ctx: BotContext): boolean {
  return teamPlayers(view, ctx.team).every((p) => ctx.seats.includes(p))
}

/** Whether the engine refused this very move before, in this state. */
export function wasRefused(ctx: BotContext, move: BotMove): boolean {
  const text = JSON.stringify(move.actions)
  return (ctx.refused ?? []).some((m) => JSON.stringify(m.actions) === text)
}

/**
 * The first move the engine has not refused in this state: each policy lists its moves in the
 * order it wants them, so a refusal makes it fall back to the next, never ask again (issue 39).
 */
export function firstFresh(ctx: BotContext, moves: Iterable<BotMove>): BotMove | null {
  for (const move of moves) if (move.actions.length > 0 && !wasRefused(ctx, move)) return move
  return null
}

export function ids(cards: readonly CardView[]): CardId[] {
  return cards.map((c) => c.id)
}
