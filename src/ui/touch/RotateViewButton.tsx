import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRotateView } from './rotateView'
import './touch.css'

/**
 * Turns the far team's cards and seat headers round (touch.css) for players sitting across a
 * tablet. Each card turns in place, so seats, drop positions and keyboard moves stay as they are.
 */
export function RotateViewButton() {
  const rotated = useRotateView((s) => s.rotated)
  const { t } = useTranslation('table')
  useEffect(() => {
    document.documentElement.toggleAttribute('data-rotate-far', rotated)
    return () => document.documentElement.removeAttribute('data-rotate-far')
  }, [rotated])
  return (
    <button
      type="button"
      className="rotate-view"
      aria-pressed={rotated}
      aria-label={t('table.rotate.label')}
      title={t('table.rotate.title')}
      onClick={() => useRotateView.getState().toggle()}
    >
      <span aria-hidden="true">⟲</span>
      <span className="rotate-view-text">{t('table.rotate.text')}</span>
    </button>
  )
}
