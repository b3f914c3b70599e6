/**
 * Who this screen acts as, and what the engine says that player may do now. The hot-seat table is
 * turned to one team (useUi().viewingTeam): its actions are that team's, by its first player; a
 * room's device acts for the seats it holds; a spectator for nobody. Whether the player may take
 * an action is the engine's answer (mayAct): no component decides who acts.
 */
import {
  mayAct,
  teamOf,
  type Action,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../../engine'
import { useGame, useUi } from '../../store'

/** The player a screen turned to `viewing` acts as; null for a spectator or before a game. */
export function playerOfScreen(
  game: GameState | null,
  viewing: TeamId,
  seats: readonly PlayerId[] | null,
  spectator: boolean,
): PlayerId | null {
  if (!game || spectator) return null
  const team = game.teams[viewing].players
  // Hot-seat: the team's first player a person plays (a bot teammate acts for itself; issue 39).
  if (seats === null) return team.find((p) => game.players[p]?.bot !== true) ?? team[0]
  return seats.find((p) => team.includes(p)) ?? null
}

/** The player this screen acts as now (outside React: handlers and shortcuts). */
export function screenPlayer(): PlayerId | null {
  const { game, room } = useGame.getState()
  const { viewingTeam, heldSide } = useUi.getState()
  return playerOfScreen(game, viewingTeam, room ? room.seats : null, heldSide === 'spectator')
}

/** The player this screen acts as, for a component. */
export function useScreenPlayer(): PlayerId | null {
  const viewing = useUi((s) => s.viewingTeam)
  const spectator = useUi((s) => s.heldSide === 'spectator')
  return useGame((s) => playerOfScreen(s.game, viewing, s.room ? s.room.seats : null, spectator))
}

/** Whether `player` may take the action now, as the engine says (null action: nothing to take). */
export function mayTake(g: GameState | null, player: PlayerId | null, action: Action | null) {
  return g !== null && player !== null && action !== null && mayAct(g, player, action) === null
}

/** The action with the screen's player as who acts: the engine checks that team (805.4a). */
export function asScreen<A extends Action>(action: A, player: PlayerId | null): A {
  return player === null ? action : { ...action, player }
}

/**
 * Whether this screen may take the action the game state calls for now (`build` returns it, or
 * null): a primitive, so a component re-renders only when the answer changes.
 */
export function useMayTake(build: (g: GameState) => Action | null): boolean {
  const player = useScreenPlayer()
  return useGame((s) => (s.game ? mayTake(s.game, player, build(s.game)) : false))
}

/**
 * Whether `player` sits at this screen: a player of the team the hot-seat table is turned to, or
 * a seat this room's device holds. Their own choices (810.5: a mulligan, a commander's 903.9
 * choice) are asked here and nowhere else.
 */
export function useSitsHere(player: PlayerId | null): boolean {
  const viewing = useUi((s) => s.viewingTeam)
  const spectator = useUi((s) => s.heldSide === 'spectator')
  return useGame((s) => {
    const g = s.game
    if (!g || player === null || spectator || !Object.hasOwn(g.players, player)) return false
    return s.room ? s.room.seats.includes(player) : teamOf(g, player) === viewing
  })
}
