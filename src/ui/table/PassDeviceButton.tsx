import { useTranslation } from 'react-i18next'
import { useUi } from '../../store'

/** Turns the table round for the other team, behind the curtain until they confirm (810.5). */
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
