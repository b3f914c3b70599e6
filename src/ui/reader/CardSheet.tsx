import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardId } from '../../engine'
import { PreviewBody } from '../card/PreviewBody'
import { cardLabel } from '../card/cardLabel'
import { useCardInfo } from '../card/useCardInfo'
import './reader.css'

/**
 * A card read with a finger: a long press brings up this sheet, the card in full (as the reader
 * shows it beside a mouse) with its actions under it. A tap outside, × or Escape closes it.
 */
export function CardSheet({
  id,
  onClose,
  children,
}: {
  id: CardId
  onClose: () => void
  /** The card's actions (its menu, laid out in the sheet). */
  children: ReactNode
}) {
  const info = useCardInfo(id)
  const { t } = useTranslation(['card', 'a11y'])
  if (!info) return null
  const label = cardLabel(info.shown, t)
  return (
    <div
      className="card-sheet-backdrop"
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <section className="card-sheet" role="dialog" aria-modal="true" aria-label={label}>
        <header className="card-sheet-head">
          <h2>{label}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('a11y.dialog.close', { ns: 'a11y' })}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        <div className="card-sheet-body">
          <div className="card-sheet-card">
            <PreviewBody view={info.view} data={info.data} visible={info.visible} />
          </div>
          {children}
        </div>
      </section>
    </div>
  )
}
