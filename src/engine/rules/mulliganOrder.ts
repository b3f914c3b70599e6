/**
 * Who declares next in the mulligan (103.5, 805.3a): the starting team's players first, then the
 * other team's, each once per round; nobody while a player still has cards to bottom.
 */
import { otherTeam } from '../state'
import type { GameState, PlayerId } from '../types'

/** Players who still have to declare in this round, in the order the rules ask them (805.3a). */
export function decidingPlayers(s: GameState): PlayerId[] {
  const m = s.mulligan
  if (m.done) return []
  if (Object.values(m.mustBottom).some((n) => n > 0)) return []
  const first = s.teams[s.turn.startingTeam].players
  const second = s.teams[otherTeam(s.turn.startingTeam)].players
  const open = (p: PlayerId) => !m.kept[p] && m.declared[p] === null
  const firstOpen = first.filter(open)
  if (firstOpen.length > 0) return firstOpen
  return second.filter(open)
}
