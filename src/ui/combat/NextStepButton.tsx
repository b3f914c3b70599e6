import { useGame } from '../../store'

/** Moves the turn on from the combat panel, so a whole combat can be run from here. */
export function NextStepButton({ label, primary = true }: { label: string; primary?: boolean }) {
  const dispatch = useGame((s) => s.dispatch)
  return (
    <div className="combat-actions">
      <button
        type="button"
        className={primary ? 'primary' : undefined}
        onClick={() => dispatch({ type: 'turn/nextStep' })}
      >
        {label}
      </button>
    </div>
  )
}
