/**
 * Which team the game waits on now: the team whose hands must hold the device (810.5).
 *
 * - An open command-zone choice (903.9) is its owner's to make, whoever's turn it is: 903.9a is
 *   a state-based action (704.6d), settled before any player receives priority again (704.3),
 *   and 903.9b replaces the move as it happens. So the oldest open choice comes first, even
 *   before blocks owed.
 * - During the declare blockers step the defending team decides (509.1, 805.10d) until all its
 *   players have declared.
 * - Otherwise the active team does.
 *
 * The table turns the curtain by this, so the active team's hands are never on screen while the
 * other team decides.
 */
import { otherTeam, teamOfPlayer } from '../state'
import type { GameState, TeamId } from '../types'
import { blocksOwedBy } from './declarations'
import { pendingChoices } from './commanderChoices'

/** Why the game waits on a team: its turn, its blocks, or a commander's owner's choice. */
export type Decision = 'turn' | 'blocks' | 'commanderReturn'

export interface AwaitedDecision {
  team: TeamId
  why: Decision
}

export function awaitedDecision(s: GameState): AwaitedDecision {
  const choice = pendingChoices(s)[0]
  if (choice && s.players[choice.owner]) {
    return { team: teamOfPlayer(s, choice.owner), why: 'commanderReturn' }
  }
  const active = s.turn.activeTeam
  const defending = otherTeam(active)
  const owed = s.teams[defending].players.some((p) => blocksOwedBy(s, p))
  return owed ? { team: defending, why: 'blocks' } : { team: active, why: 'turn' }
}

export function decidingTeam(s: GameState): TeamId {
  return awaitedDecision(s).team
}
