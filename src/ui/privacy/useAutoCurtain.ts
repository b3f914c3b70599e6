import { useEffect } from 'react'
import { useGame, useUi } from '../../store'
import { curtainAfter } from './deviceHolder'

/**
 * The curtain comes up by itself when the turn passes to the team not looking (End turn, the last
 * step of a turn, an undo or a redo across a turn's end), before anything of the new state is
 * painted: the store notifies subscribers before React renders the change.
 */
export function useAutoCurtain(): void {
  useEffect(
    () =>
      useGame.subscribe((state, previous) => {
        const before = previous.game
        const after = state.game
        if (!before || !after || before === after) return
        const ui = useUi.getState()
        const team = curtainAfter(before, after, ui.viewingTeam)
        if (team) ui.passTo(team)
      }),
    [],
  )
}
