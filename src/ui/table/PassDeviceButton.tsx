import { useUi } from '../../store'

/** Turns the table round for the other team. TODO(#5): a privacy curtain until they confirm. */
export function PassDeviceButton() {
  const viewing = useUi((s) => s.viewingTeam)
  const next = viewing === 'A' ? 'B' : 'A'
  return (
    <button
      type="button"
      className={`pass-button team-${next}`}
      onClick={() => useUi.getState().passTo(next)}
    >
      Pass to team {next}
    </button>
  )
}
