/**
 * Hot-seat privacy: the screen shows what the viewing team may see. A card is shown when either
 * member may see it (teammates share hands, 810.5); the engine's canSee decides for each player.
 */
import { canSee, players, teamOf, type CardId, type GameState, type TeamId } from '../engine'

export function teamCanSee(s: GameState, team: TeamId, id: CardId): boolean {
  return players(s).some((p) => teamOf(s, p) === team && canSee(s, p, id))
}
