import { mulligan, players, teamOf, turn, type GameState, type PlayerId } from '../../engine'

/** Who uses the device next during the mulligans, and for what. */
export interface MulliganTurn {
  stage: 'decide' | 'bottom'
  player: PlayerId
  /** Players who could equally go now: the team picks its order (805.3a); bottoms are simultaneous. */
  others: PlayerId[]
}

/**
 * The engine says who may act (deciding players, or those who owe cards to the bottom); among
 * them this picks who the device goes to: whoever already holds it, else the one the table
 * chose to go first, else the first in line, the starting team first. `here`: the seats this
 * device holds (a room's device, issue 24); the others decide on their own devices.
 */
export function mulliganTurn(
  s: GameState,
  holder: PlayerId | null,
  preferred: PlayerId | null,
  here: readonly PlayerId[] | null = null,
): MulliganTurn | null {
  const m = mulligan(s)
  if (m.done) return null
  const starting = turn(s).activeTeam
  const bottoming = players(s)
    .filter((p) => (m.mustBottom[p] ?? 0) > 0)
    .sort((a, b) => Number(teamOf(s, b) === starting) - Number(teamOf(s, a) === starting))
  const open = (bottoming.length > 0 ? bottoming : m.deciding).filter(
    (p) => here === null || here.includes(p),
  )
  const player = [holder, preferred].find((p) => p !== null && open.includes(p)) ?? open[0]
  if (player === undefined) return null
  return {
    stage: bottoming.length > 0 ? 'bottom' : 'decide',
    player,
    others: open.filter((p) => p !== player),
  }
}
