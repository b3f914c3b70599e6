import { useTranslation } from 'react-i18next'
import type { CardData, CardView } from '../../engine'
import { PreviewFaces } from '../flip/PreviewFaces'
import { CounterBadges } from './CounterBadges'

/** What the preview says about a card: its state now, then each face in full. */
export function PreviewBody({
  view,
  data,
  visible,
}: {
  view: CardView
  data: CardData
  visible: boolean
}) {
  const { t } = useTranslation('card')
  const state = [
    view.faceDown ? t('card.state.faceDown') : '',
    view.tapped ? t('card.state.tapped') : '',
    view.isToken ? t('card.state.token') : '',
    view.isCommander ? t('card.state.commander') : '',
  ].filter(Boolean)
  return (
    <div className={`preview-body ${view.faceDown ? 'is-facedown' : ''}`}>
      {state.length > 0 && <p className="preview-state">{state.join(' · ')}</p>}
      <CounterBadges counters={view.counters} damage={view.damage} />
      {visible && <PreviewFaces view={view} data={data} />}
    </div>
  )
}
