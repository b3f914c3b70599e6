import { useTranslation } from 'react-i18next'
import type { CardData, CardFaceData, CardView } from '../../engine'
import { PreviewFace } from '../card/PreviewFace'
import { copiedFace } from './copiedFace'
import { copyNote } from './ownName'
import './flip.css'

/**
 * The faces of a card the viewer may see, in full: a double-faced card's two faces side by side,
 * the one that is up first and marked (712.6: whoever may see one face may see both), so a
 * transformed card reads as what it is now; and for a copy what it copies first ("Clone —
 * copying Gatstaf Howler", 707.2).
 */
export function PreviewFaces({ view, data }: { view: CardView; data: CardData }) {
  const { t } = useTranslation('flip')
  const faces: CardFaceData[] =
    data.card_faces && data.card_faces.length >= 2 ? data.card_faces : [data]
  const double = faces.length > 1
  const now =
    view.power !== undefined && !view.faceDown
      ? t('flip.now', { power: view.power, toughness: view.toughness ?? '?' })
      : ''
  const note = copyNote(view, data, t)
  return (
    <>
      {note && <p className="preview-copy">{note}</p>}
      {note && <PreviewFace face={copiedFace(view)} current={join(t('flip.copiedValues'), now)} />}
      <div className="preview-faces">
        <div className={double ? 'preview-faces-grid is-double' : 'preview-faces-grid'}>
          {order(faces, view).map(({ face, side }) => {
            const up = !view.faceDown && side === view.faceUp
            const current = double
              ? join(up ? t('flip.faceUp') : '', up && !note ? now : '')
              : note
                ? ''
                : now
            return (
              <div key={`${side}:${face.name}`} className={up ? 'is-up' : 'is-down'}>
                <PreviewFace face={face} card={data} side={side} current={current || undefined} />
              </div>
            )
          })}
        </div>
      </div>
    </>
  )
}

/** Each face with its side, the face that is up first. */
function order(faces: CardFaceData[], view: CardView) {
  const sided = faces.map((face, i) => ({
    face,
    side: (i === 0 ? 'front' : 'back') as 'front' | 'back',
  }))
  return view.faceUp === 'back' && !view.faceDown ? [...sided].reverse() : sided
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' · ')
}
