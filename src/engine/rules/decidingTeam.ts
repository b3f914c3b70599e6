/**
 * Which team the game waits on now: the team whose hands must hold the device (810.5). During
 * the declare blockers step the defending team decides (509.1, 805.10d) until all its players
 * have declared; otherwise the active team does. The table turns the curtain by this.
 * TODO(#26): the owner's command-zone choice (903.9), once a pending choice of the engine, is
 * decided here too: the owner's team while it is open.
 */
import { otherTeam } from '../state'
import type { GameState, TeamId } from '../types'
import { blocksOwedBy } from './declarations'

export function decidingTeam(s: GameState): TeamId {
  const defending = otherTeam(s.turn.activeTeam)
  const owed = s.teams[defending].players.some((p) => blocksOwedBy(s, p))
  return owed ? defending : s.turn.activeTeam
}
