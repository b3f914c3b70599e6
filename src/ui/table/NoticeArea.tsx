import { useEffect } from 'react'
import { useGame } from '../../store'

const SHOW_FOR_MS = { error: 8000, warning: 15000, info: 5000 } as const

/** Refused actions and warnings, read out at once (role="alert"), gone after a while. */
export function NoticeArea() {
  const notice = useGame((s) => s.notice)
  const dismiss = useGame((s) => s.dismissNotice)

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(dismiss, SHOW_FOR_MS[notice.kind])
    return () => clearTimeout(timer)
  }, [notice, dismiss])

  return (
    <div className="notice-area" role="alert">
      {notice && (
        <div className={`notice notice-${notice.kind}`}>
          <span className="notice-icon" aria-hidden="true">
            {notice.kind === 'info' ? 'i' : '!'}
          </span>
          <span className="notice-text">{notice.message}</span>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  )
}
