import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'

export const TOUCH_HINT_KEY = 'duotable:touchHoldHintSeen'
/** DndRoot's finger sensor picks a card up after this hold, so that a quick swipe scrolls. */
const HOLD_MS = 250
const MOVED_PX = 10

function seen(): boolean {
  try {
    return globalThis.localStorage?.getItem(TOUCH_HINT_KEY) === 'yes'
  } catch {
    return false
  }
}

/**
 * The first time a finger swipes quickly from a card (which scrolls instead of picking it up),
 * a notice explains the hold, once per device (issue 37: the hold was unexplained).
 */
export function useTouchHoldHint(): void {
  const { t } = useTranslation('table')
  useEffect(() => {
    if (seen()) return
    let start: { x: number; y: number; at: number } | null = null
    const down = (e: TouchEvent) => {
      const touch = e.touches[0]
      const onCard = e.target instanceof Element && e.target.closest('[data-card-id]') !== null
      start = touch && onCard ? { x: touch.clientX, y: touch.clientY, at: e.timeStamp } : null
    }
    const move = (e: TouchEvent) => {
      const touch = e.touches[0]
      if (!start || !touch) return
      const quick = e.timeStamp - start.at < HOLD_MS
      if (quick && Math.hypot(touch.clientX - start.x, touch.clientY - start.y) > MOVED_PX) {
        start = null
        try {
          globalThis.localStorage?.setItem(TOUCH_HINT_KEY, 'yes')
        } catch {
          // Not remembered: it may come again next time.
        }
        stop()
        const message = t('table.touchHint.text')
        useGame.getState().showNotice({ kind: 'info', code: 'TOUCH_HOLD', message })
      }
    }
    const stop = () => {
      document.removeEventListener('touchstart', down, true)
      document.removeEventListener('touchmove', move, true)
    }
    document.addEventListener('touchstart', down, { capture: true, passive: true })
    document.addEventListener('touchmove', move, { capture: true, passive: true })
    return stop
  }, [t])
}
