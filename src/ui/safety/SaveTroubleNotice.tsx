import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { gameFileName, gameFileText } from '../../store/gameFile'
import { useSaveHealth } from '../../store/saveHealth'
import { downloadFile } from '../files/download'
import './safety.css'

/**
 * The autosave is failing (a full disk, a refused storage): said until a save lands, with the one
 * thing that keeps the game safe meanwhile, a file (issue 27).
 */
export function SaveTroubleNotice() {
  const { t } = useTranslation('safety')
  const say = useSay()
  const failing = useSaveHealth((s) => s.failing)
  const hasGame = useGame((s) => s.game !== null)
  if (failing === null || !hasGame) return null
  const reason = typeof failing === 'number' ? String(failing) : say(failing)
  const save = () => {
    const { fullGame: game, past, future } = useGame.getState()
    if (game) downloadFile(gameFileName(game), gameFileText(game, past, future), 'application/json')
  }
  return (
    <section className="notice notice-warning save-trouble" aria-label={t('trouble.label')}>
      <span className="notice-icon" aria-hidden="true">
        !
      </span>
      <p className="notice-text">{t('trouble.text', { reason })}</p>
      <button type="button" className="primary" onClick={save}>
        {t('trouble.saveToFile')}
      </button>
    </section>
  )
}
