import { nameFit } from '../card/nameFit'
import { useTranslation } from 'react-i18next'
import type { CardFaceData } from '../../engine'
import { ManaCost } from '../card/ManaCost'
import './flip.css'

/**
 * The top of a face-down permanent's frame. Everyone reads "Face-down card" (its name on the
 * table) over the public 2/2 (708.2a); its controller's team also sees its real face (708.5).
 */
export function FaceDownPeek({
  face,
  compact,
}: {
  face?: CardFaceData | undefined
  compact?: boolean | undefined
}) {
  const { t } = useTranslation('flip')
  return (
    <>
      <div className="facedown-label">{t('flip.faceDown')}</div>
      {face && (
        <>
          <div className="card-head">
            <span className="card-name" style={nameFit(face.name)}>
              {face.name}
            </span>
            <ManaCost cost={face.mana_cost ?? ''} compact={compact} />
          </div>
          <div className="card-type">{face.type_line}</div>
        </>
      )}
    </>
  )
}
