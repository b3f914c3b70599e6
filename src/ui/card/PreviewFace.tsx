import { useTranslation } from 'react-i18next'
import type { CardData, CardFaceData } from '../../engine'
import { CardImage } from '../cards/CardImage'
import { ManaCost } from './ManaCost'
import { RulesText } from './RulesText'

/** One face of a card, large and complete: for reading, not for playing. */
export function PreviewFace({
  face,
  card,
  side = 'front',
  current,
}: {
  face: CardFaceData
  /** The whole card, for the image of this face (a face alone has no image of its own). */
  card?: CardData | undefined
  side?: 'front' | 'back'
  current?: string | undefined
}) {
  const { t } = useTranslation('card')
  const stats =
    face.power !== undefined
      ? `${face.power}/${face.toughness ?? '?'}`
      : face.loyalty !== undefined
        ? t('card.loyalty', { loyalty: face.loyalty })
        : null
  return (
    <article className="preview-face">
      {card && <CardImage data={card} faceUp={side} variant="preview" />}
      <header className="preview-head">
        <h3>{face.name}</h3>
        {face.mana_cost && <ManaCost cost={face.mana_cost} />}
      </header>
      {current && <p className="preview-current">{current}</p>}
      <p className="preview-type">{face.type_line}</p>
      <RulesText text={face.oracle_text ?? ''} />
      {stats && <p className="preview-stats">{stats}</p>}
    </article>
  )
}
