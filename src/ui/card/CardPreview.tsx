import { useTranslation } from 'react-i18next'
import { useUi } from '../../store'
import { PreviewBody } from './PreviewBody'
import { useCardInfo } from './useCardInfo'

/**
 * The hovered or focused card, large: full rules text, and both faces of a double-faced card
 * (712: whoever may see one face may see both). Nothing at all for a card the viewing team may
 * not see.
 */
export function CardPreview() {
  const id = useUi((s) => s.previewCardId)
  const info = useCardInfo(id ?? '')
  const { t } = useTranslation('card')
  const shown = info && (info.visible || info.view.faceDown) ? info : null
  return (
    // It scrolls inside itself when the side column is short: focusable, so the keyboard can too.
    <aside
      className="card-preview panel"
      role="complementary"
      aria-label={t('card.preview')}
      tabIndex={0}
    >
      {shown ? (
        <PreviewBody view={shown.view} data={shown.data} visible={shown.visible} />
      ) : (
        <p className="preview-empty">{t('card.preview.empty')}</p>
      )}
    </aside>
  )
}
