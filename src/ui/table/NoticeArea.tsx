import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { TabConflictNotice } from '../reliability/TabConflictNotice'
import { SaveTroubleNotice } from '../safety/SaveTroubleNotice'
import { OfflineImagesNote } from './OfflineImagesNote'

const SHOW_FOR_MS = { error: 8000, warning: 15000, info: 5000 } as const

/**
 * Refused actions and warnings, read out at once (role="alert"), gone after a while. On the
 * table (`onTable`) also a note that stays while it holds: card images on, device offline.
 */
export function NoticeArea({ onTable = false }: { onTable?: boolean }) {
  const notice = useGame((s) => s.notice)
  const dismiss = useGame((s) => s.dismissNotice)
  const { t } = useTranslation('table')
  // English text, and the same words as a catalog message (a refusal's, the store's, the app's).
  const say = useSay()

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(dismiss, SHOW_FOR_MS[notice.kind])
    return () => clearTimeout(timer)
  }, [notice, dismiss])

  return (
    <div className="notice-area" role="alert">
      <TabConflictNotice />
      <SaveTroubleNotice />
      {onTable && <OfflineImagesNote />}
      {notice && (
        <div className={`notice notice-${notice.kind}`}>
          <span className="notice-icon" aria-hidden="true">
            {notice.kind === 'info' ? 'i' : '!'}
          </span>
          <span className="notice-text">{say(notice.detail ?? notice.message)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('table.notice.dismiss')}
            onClick={dismiss}
          >
            ×
          </button>
        </div>
      )}
    </div>
  )
}
