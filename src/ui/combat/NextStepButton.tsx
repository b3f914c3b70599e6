import { useGame } from '../../store'
import { mayMove, moveOn } from '../turns/moveOn'
import { useScreenPlayer } from '../turns/screenPlayer'

/**
 * Moves the turn on from the combat panel, so a whole combat can be run from here — for the
 * active team only, as the turn bar's Next step (805.4a).
 */
export function NextStepButton({ label, primary = true }: { label: string; primary?: boolean }) {
  const player = useScreenPlayer()
  const may = useGame((s) => mayMove(s.game, player, 'next'))
  if (!may) return null
  return (
    <div className="combat-actions">
      <button
        type="button"
        className={primary ? 'primary' : undefined}
        onClick={() => moveOn('next')}
      >
        {label}
      </button>
    </div>
  )
}
