/**
 * Passing the device to a team by hand (the pass button, P, the pass offer). A team that owes its
 * blocks is asked first: passing on would hand its undeclared blocks to the attackers, and the
 * game can't go on without them (509.1). The engine says whose blocks are owed.
 */
import type { TeamId } from '../../engine'
import { useGame, useUi } from '../../store'
import { owingDefenders } from '../combat/teamBlocks'
import { screenPlayer } from '../turns/screenPlayer'
import { useTurnAsk } from '../turns/turnAsk'

export function passDevice(team: TeamId): void {
  const ui = useUi.getState()
  const game = useGame.getState().game
  if (game && team !== ui.viewingTeam) {
    if (owingDefenders(game, ui.viewingTeam, screenPlayer()).length > 0) {
      useTurnAsk.getState().open({ kind: 'blocks' })
      return
    }
  }
  ui.passTo(team)
}
