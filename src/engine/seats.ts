/**
 * Who sits where (102.3, 810.2): teams, teammates and opponents. The rule modules and the
 * selectors both ask these, so they live apart from both (no import cycle).
 */
import { otherTeam, teamOfPlayer } from './state'
import type { GameState, PlayerId, TeamId } from './types'

export function teamOf(s: GameState, p: PlayerId): TeamId {
  return teamOfPlayer(s, p)
}

/** Seat order: A1, A2, B1, B2. */
export function players(s: GameState): PlayerId[] {
  return s.seats
}

export function teammate(s: GameState, p: PlayerId): PlayerId {
  const [x, y] = s.teams[teamOf(s, p)].players
  return x === p ? y : x
}

/** "Choose an opponent" picks one of these (102.3). */
export function opponents(s: GameState, p: PlayerId): PlayerId[] {
  return [...s.teams[otherTeam(teamOf(s, p))].players]
}

/** The opponent seated directly across: the default attack target (seed 000). */
export function opponentOpposite(s: GameState, p: PlayerId): PlayerId {
  const team = s.teams[teamOf(s, p)]
  const seat = team.players.indexOf(p)
  const other = s.teams[otherTeam(team.id)].players
  return other[seat === 1 ? 1 : 0]
}
