import { useTranslation } from 'react-i18next'
import { useUi } from '../../store'
import { passDevice } from '../privacy/passDevice'

/**
 * Turns the table round for the other team, behind the curtain until they confirm (810.5); a
 * team owing its blocks is asked first (passDevice). A device held at one side (a room's, issue
 * 24) is never passed: no button.
 */
export function PassDeviceButton() {
  const viewing = useUi((s) => s.viewingTeam)
  const held = useUi((s) => s.heldSide !== null)
  const next = viewing === 'A' ? 'B' : 'A'
  const { t } = useTranslation('table')
  if (held) return null
  return (
    <button type="button" className={`pass-button team-${next}`} onClick={() => passDevice(next)}>
      {t('table.passTo', { team: next })}
    </button>
  )
}
