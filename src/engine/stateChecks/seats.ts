/**
 * Four seats, four players, two teams of two (810.1, 810.2), and every place that names a
 * player agreeing on who they are and which team they play for.
 */
import type { GameState, TeamId } from '../types'
import { has, problem, type StateCheck } from './problem'

const TEAMS: readonly TeamId[] = ['A', 'B']

export const seatsAndTeams: StateCheck = (s: GameState) => {
  if (s.seats.length !== 4) return problem('seatCount', { count: s.seats.length })
  const seated = new Set<string>()
  for (const seat of s.seats) {
    if (seated.has(seat)) return problem('seatTwice', { player: seat })
    if (!has(s.players, seat)) return problem('seatNobody', { player: seat })
    seated.add(seat)
  }
  for (const [id, player] of Object.entries(s.players)) {
    if (!seated.has(id)) return problem('playerUnseated', { player: id })
    if (player.id !== id) return problem('playerId', { player: id, id: player.id })
  }
  for (const teamId of TEAMS) {
    const team = s.teams[teamId]
    if (team.id !== teamId) return problem('teamId', { team: teamId })
    const [first, second] = team.players
    if (first === second) return problem('seatTwice', { player: first })
    for (const member of team.players) {
      const player = has(s.players, member) ? s.players[member] : undefined
      if (!player) return problem('teamMemberMissing', { team: teamId, player: member })
      if (player.team !== teamId) {
        return problem('teamDisagrees', { team: teamId, player: member, other: player.team })
      }
    }
  }
  return null
}
