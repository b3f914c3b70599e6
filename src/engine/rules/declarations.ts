/**
 * Whose combat declaration is still owed: the engine's own answer, which its handlers, the team
 * the game waits on (decidingTeam) and the table's combat controls all read.
 */
import { teamOf } from '../seats'
import type { GameState, PlayerId } from '../types'
import { combatExtras } from './combatState'

/**
 * The active team has made its one declaration of attackers this combat (805.10b, 508.1),
 * even one of no attackers.
 */
export function attackDeclared(s: GameState): boolean {
  return combatExtras(s).attackersDeclared === true || s.combat.attacks.length > 0
}

/**
 * The game waits on this player's blocks: the declare blockers step of a combat with attackers,
 * and a defending player (805.10a) who hasn't declared yet (509.1, 805.10d: each on their own).
 */
export function blocksOwedBy(s: GameState, player: PlayerId): boolean {
  return (
    s.turn.step === 'declareBlockers' &&
    s.combat.attacks.length > 0 &&
    Object.hasOwn(s.players, player) &&
    teamOf(s, player) !== s.turn.activeTeam &&
    !s.combat.blockersDeclared.includes(player)
  )
}
