/**
 * Seats held by tokens (issue 24). The server issues a token when a device takes seats; the seats
 * stay its own while the room lives, through a dropped connection or a server restart, and only
 * that token gets them back. A device may hold several seats of one team (two friends on one
 * laptop) or none (the table screen, a spectator); never seats of both teams, whose hands are
 * secret from each other (810.5).
 */
import { randomBytes } from 'node:crypto'
import type { GameState, PlayerId, TeamId } from '../src/engine'

export interface SeatHold {
  token: string
  seats: PlayerId[]
}

export type SeatClaim = { ok: true; hold: SeatHold } | { ok: false; problem: string }

/** A new token, unguessable: whoever has it plays those seats. */
export function newToken(): string {
  return randomBytes(18).toString('base64url')
}

/** Takes `wanted` seats for a new token, if they are free and of one team. */
export function claimSeats(
  game: GameState,
  holds: readonly SeatHold[],
  wanted: readonly PlayerId[],
): SeatClaim {
  const seats = [...new Set(wanted)]
  const unknown = seats.find((p) => !game.seats.includes(p))
  if (unknown !== undefined)
    return { ok: false, problem: `There is no seat "${unknown}" at this table.` }
  const held = seats.find((p) => holds.some((h) => h.seats.includes(p)))
  if (held !== undefined) return { ok: false, problem: `Seat ${held} is already taken.` }
  const bot = seats.find((p) => game.players[p]?.bot === true)
  if (bot !== undefined) return { ok: false, problem: `DuoTable plays seat ${bot}.` }
  if (new Set(seats.map((p) => game.players[p]?.team)).size > 1) {
    return { ok: false, problem: 'One device may hold seats of one team only.' }
  }
  return { ok: true, hold: { token: newToken(), seats } }
}

export function holdOf(holds: readonly SeatHold[], token: string): SeatHold | undefined {
  return holds.find((h) => h.token === token)
}

/** The team a device holding `seats` plays for, or null for a spectator. */
export function teamOfSeats(game: GameState, seats: readonly PlayerId[]): TeamId | null {
  const first = seats[0]
  return first === undefined ? null : (game.players[first]?.team ?? null)
}

/** A seat as a joining device lists it (GET /api/rooms/<CODE>). */
export interface SeatSummary {
  id: PlayerId
  name: string
  team: TeamId
  taken: boolean
  /** DuoTable plays it (issue 39): taken for good. */
  bot?: true
}

export function seatSummaries(game: GameState, holds: readonly SeatHold[]): SeatSummary[] {
  return game.seats.flatMap((id) => {
    const player = game.players[id]
    if (!player) return []
    const bot = player.bot === true
    const taken = bot || holds.some((h) => h.seats.includes(id))
    return [{ id, name: player.name, team: player.team, taken, ...(bot && { bot }) }]
  })
}
