import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { card, type CardId } from '../../engine'
import { useGame } from '../../store'
import { PreviewBody } from '../card/PreviewBody'

/** The pointed-at or focused card of the hands on screen, in full. */
export function MulliganPreview({ id }: { id: CardId | null }) {
  const { t } = useTranslation('mulligan')
  const instance = useGame((s) => (id ? s.game?.cards[id] : undefined))
  const view = useMemo(() => {
    const game = useGame.getState().game
    return id && instance && game ? card(game, id) : null
  }, [instance, id])
  return (
    <aside className="mulligan-preview panel" aria-label={t('mulligan.preview')}>
      {view && instance ? (
        <PreviewBody view={view} data={instance.data} visible />
      ) : (
        <p className="preview-empty">{t('mulligan.preview.empty')}</p>
      )}
    </aside>
  )
}
