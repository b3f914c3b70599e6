import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { flushAutosave } from '../store'
import './pwa.css'

/** The notice's English words (pwa.update in the 'pwa' catalog). */
export const UPDATE_MESSAGE = 'A new version of DuoTable is ready — Reload to update'

/**
 * Registers the service worker and, when a new version is waiting, offers to reload. It never
 * reloads on its own: the game is autosaved, but a reload mid-action would still surprise the
 * table. "Later" leaves the new version waiting until every DuoTable tab is closed.
 */
export function UpdateNotice() {
  const { t } = useTranslation('pwa')
  const reloadChosen = useRef(false)
  // Another tab chose to update: this page now runs under the new worker and should reload.
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false)
  const {
    needRefresh: [waiting, setWaiting],
    offlineReady: [offlineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onNeedReload: () => {
      if (reloadChosen.current) window.location.reload()
      else setUpdatedElsewhere(true)
    },
  })
  const shown = waiting || updatedElsewhere

  const reload = async () => {
    reloadChosen.current = true
    await flushAutosave()
    if (updatedElsewhere) window.location.reload()
    else await updateServiceWorker(true)
  }
  const later = () => {
    setWaiting(false)
    setUpdatedElsewhere(false)
  }

  return (
    <>
      <p className="sr-only" role="status">
        {shown ? t('pwa.update') : offlineReady ? t('pwa.offlineReady') : ''}
      </p>
      {shown && (
        <aside className="update-notice" aria-label={t('pwa.label')}>
          <p>{t('pwa.update')}</p>
          <button type="button" className="primary" onClick={() => void reload()}>
            {t('pwa.reload')}
          </button>
          <button type="button" onClick={later}>
            {t('pwa.later')}
          </button>
        </aside>
      )}
    </>
  )
}
