import { useTranslation } from 'react-i18next'
import type { CardData, CardFaceData, CardView } from '../../engine'
import { PreviewFace } from '../card/PreviewFace'
import { copiedFace } from './copiedFace'
import { copyNote } from './ownName'
import './flip.css'

/**
 * The faces of a card the viewer may see, in full: a double-faced card's two faces side by side
 * with the one that is up marked (712.6: whoever may see one face may see both), and for a copy
 * what it copies first ("Clone — copying Gatstaf Howler", 707.2).
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
          {faces.map((face, i) => {
            const up = !view.faceDown && (i === 0) === (view.faceUp === 'front')
            const current = double
              ? join(up ? t('flip.faceUp') : '', up && !note ? now : '')
              : note
                ? ''
                : now
            return (
              <div key={`${i}:${face.name}`} className={up ? 'is-up' : 'is-down'}>
                <PreviewFace face={face} current={current || undefined} />
              </div>
            )
          })}
        </div>
      </div>
    </>
  )
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' · ')
}
