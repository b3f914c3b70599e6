import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { card, type CardId } from '../../engine'
import { useGame } from '../../store'
import { CardFrame } from '../card/CardFrame'
import { cardLabel } from '../card/cardLabel'
import { frameTint } from '../card/frameTint'
import { useCardInfo } from '../card/useCardInfo'
import { Dialog } from '../common/Dialog'
import { focusCard } from '../focusCard'
import { exploreReveal } from './exploreReveal'
import './flip.css'

/**
 * Explore's one choice (701.44a): the revealed nonland card stays on top or goes to the
 * graveyard; the explorer gets its +1/+1 counter either way. Closing it explores nothing.
 */
export function ExploreDialog({ id, onClose }: { id: CardId; onClose: () => void }) {
  const { t } = useTranslation('flip')
  const info = useCardInfo(id)
  // Explore reveals the top card to everyone (701.44a): the one look into a library the page takes.
  const game = useGame((s) => s.fullGame)
  const reveal = useMemo(() => (game && info ? exploreReveal(game, info.view) : null), [game, info])
  const data = reveal && game?.cards[reveal.card]?.data
  if (!info || !game || !reveal || !data) return null
  const revealed = card(game, reveal.card)
  const explore = (toGraveyard: boolean) => {
    const done = useGame.getState().dispatch({
      type: 'card/explore',
      player: info.view.controller,
      card: id,
      toGraveyard,
    })
    if (done) {
      onClose()
      focusCard(id)
    }
  }
  return (
    <Dialog
      title={t('flip.exploreDialog.title', { card: reveal.name })}
      onClose={onClose}
      className="explore-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('flip.exploreDialog.cancel')}
          </button>
          <button type="button" onClick={() => explore(true)}>
            {t('flip.exploreDialog.graveyard')}
          </button>
          <button type="button" className="primary" data-autofocus onClick={() => explore(false)}>
            {t('flip.exploreDialog.keep')}
          </button>
        </>
      }
    >
      <div className="explore-reveal">
        <div className="explore-card">
          <div className="card">
            <CardFrame view={revealed} tint={frameTint(revealed, data)} />
          </div>
        </div>
        <p>{t('flip.exploreDialog.body', { card: reveal.name, explorer: cardLabel(info.view) })}</p>
      </div>
    </Dialog>
  )
}
