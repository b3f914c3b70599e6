import { useTranslation } from 'react-i18next'
import { useUi } from '../../store'

/** Turns the table round for the other team. TODO(#5): a privacy curtain until they confirm. */
export function PassDeviceButton() {
  const viewing = useUi((s) => s.viewingTeam)
  const next = viewing === 'A' ? 'B' : 'A'
  const { t } = useTranslation('table')
  return (
    <button
      type="button"
      className={`pass-button team-${next}`}
      onClick={() => useUi.getState().passTo(next)}
    >
      {t('table.passTo', { team: next })}
    </button>
  )
}
