import { log, mulligan, turn, type Action } from '../../engine'
import { useGame, useUi } from '../../store'

/**
 * Runs one mulligan action. When it was the last one, the game begins behind the curtain for the
 * starting team (the device may be in the other team's hands), and the engine's own words on the
 * first turn, that the starting team skips its draw (103.8b), become a notice. The game is read
 * once the action is answered: in a room, the room's view of it has come by then.
 */
export async function runMulliganAction(action: Action): Promise<boolean> {
  if (!(await useGame.getState().perform(action)).ok) return false
  const game = useGame.getState().game
  if (game && mulligan(game).done) {
    const team = turn(game).activeTeam
    useUi.getState().curtainFor(team)
    const last = log(game).at(-1)
    if (last) {
      useGame.getState().showNotice({
        kind: 'info',
        code: 'GAME_BEGINS',
        message: last.text,
        ...(last.message && { detail: last.message }),
      })
    }
  }
  return true
}
