import { useEffect } from 'react'
import { outcome } from '../../engine'
import { useGame, useUi } from '../../store'

/**
 * The end-of-game screen opens when the game ends (it takes the place of any other dialog) and
 * goes away when an undo takes the game back to before the ending action.
 */
export function useGameOverDialog(): void {
  const over = useGame((s) => (s.game ? outcome(s.game).over : false))
  useEffect(() => {
    const ui = useUi.getState()
    if (over) ui.openDialog({ kind: 'gameOver' })
    else if (ui.dialog?.kind === 'gameOver') ui.closeDialog()
  }, [over])
}
