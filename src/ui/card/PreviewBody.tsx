import type { CardData, CardFaceData, CardView } from '../../engine'
import { CounterBadges } from './CounterBadges'
import { PreviewFace } from './PreviewFace'

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
  const faces: CardFaceData[] =
    data.card_faces && data.card_faces.length >= 2 ? data.card_faces : [data]
  const pt =
    view.power !== undefined && !view.faceDown ? `Now ${view.power}/${view.toughness ?? '?'}` : ''
  const state = [
    view.faceDown ? 'Face down (a 2/2 creature with no name)' : '',
    view.tapped ? 'Tapped' : '',
    view.isToken ? 'Token' : '',
    view.isCommander ? 'Commander' : '',
  ].filter(Boolean)
  return (
    <div className={`preview-body ${view.faceDown ? 'is-facedown' : ''}`}>
      {state.length > 0 && <p className="preview-state">{state.join(' · ')}</p>}
      <CounterBadges counters={view.counters} damage={view.damage} />
      {visible &&
        faces.map((face, i) => {
          const up = faces.length > 1 && !view.faceDown && (i === 0) === (view.faceUp === 'front')
          const current = [up ? 'Face up' : '', up || faces.length === 1 ? pt : '']
            .filter(Boolean)
            .join(' · ')
          return <PreviewFace key={face.name} face={face} current={current || undefined} />
        })}
    </div>
  )
}
