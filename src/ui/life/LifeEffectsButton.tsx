import type { TeamId } from '../../engine'
import { useUi } from '../../store'
import { LIFE_KEY } from './useLifeHotkey'
import './life.css'

/** Opens the life panel with this team's life actor as "you". L does the same for the side shown. */
export function LifeEffectsButton({ team }: { team: TeamId }) {
  return (
    <button
      type="button"
      className="life-effects-button"
      aria-label={`Team ${team}: life effects…`}
      aria-keyshortcuts={LIFE_KEY}
      title={`Life effects (${LIFE_KEY})`}
      onClick={() => useUi.getState().openDialog({ kind: 'life', team })}
    >
      Life effects…
    </button>
  )
}
