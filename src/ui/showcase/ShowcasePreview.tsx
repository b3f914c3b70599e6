import { useTranslation } from 'react-i18next'
import { card, type CardId, type GameState } from '../../engine'
import { PreviewBody } from '../card/PreviewBody'
import { teamCanSee } from '../visibility'

/**
 * The showcase's card preview, the table's own PreviewBody: both faces of a double-faced card
 * to team A, and nothing of a card team A may not see.
 */
export function ShowcasePreview({ game, id }: { game: GameState; id: CardId | null }) {
  const { t } = useTranslation('showcase')
  const data = id === null ? undefined : game.cards[id]?.data
  const view = id !== null && data ? card(game, id) : null
  const visible = id !== null && view !== null && teamCanSee(game, 'A', id)
  const shown = view && data && (visible || view.faceDown)
  return (
    <aside className="card-preview showcase-preview panel" aria-label={t('showcase.preview')}>
      {shown ? (
        <PreviewBody view={view} data={data} visible={visible} />
      ) : (
        <p className="preview-empty">{t('showcase.previewHint')}</p>
      )}
    </aside>
  )
}
