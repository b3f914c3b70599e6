import { memo } from 'react'
import type { CardData, CardFaceData, CardView } from '../../engine'
import { CardImage } from '../cards/CardImage'
import { FaceDownPeek } from '../flip/FaceDownPeek'
import { ManaCost } from './ManaCost'
import { CounterBadges } from './CounterBadges'
import { useWords } from '../../i18n/useWords'
import { nameFit } from './nameFit'

interface CardFrameProps {
  view: CardView
  /** Frame colour classes (frameTint). */
  tint: string
  /** For a face-down card the viewer may look at (708.5): its real face, marked "Face down". */
  peekFace?: CardFaceData | undefined
  /** A line under the type: "Clone — copying Gatstaf Howler" (copyNote). */
  note?: string | undefined
  /** The printed card, for its Scryfall image when images are on (a layer over the frame). */
  imageOf?: CardData | undefined
  /** On the table, inside a labelled card: lighter mana symbols (ManaSymbol's `compact`). */
  compact?: boolean | undefined
}

/**
 * The text frame of a visible card: name and cost, type line, counters, P/T or loyalty.
 * Memoised: it re-renders only when the card's view changes, not when a drag starts.
 * Double-faced permanents draw two of these back to back (flip/FlipCard).
 */
export const CardFrame = memo(function CardFrame({
  view,
  tint,
  peekFace,
  note,
  imageOf,
  compact,
}: CardFrameProps) {
  const t = useWords('card')
  if (view.faceDown) {
    return (
      <div className={`card-frame ${tint}${peekFace ? '' : ' is-back'}`}>
        <FaceDownPeek face={peekFace} compact={compact} />
        <CounterBadges counters={view.counters} damage={view.damage} />
        <PowerToughness view={view} />
      </div>
    )
  }
  return (
    <div className={`card-frame ${tint}${view.isCommander ? ' is-commander' : ''}`}>
      {/* A copy looks like what it copies (707.2), which the printed card's image is not. */}
      {imageOf && view.copyOf === undefined && <CardImage data={imageOf} faceUp={view.faceUp} />}
      {/* Name and cost straight in the frame, no box around them: one element fewer a card. */}
      <bdi className="card-name" style={nameFit(view.name)}>
        {view.name}
      </bdi>
      <ManaCost cost={view.manaCost} compact={compact} />
      <div className="card-type">
        {view.isToken && <span className="card-tag">{t('card.token')}</span>}
        {view.typeLine}
      </div>
      {note && <div className="card-note">{note}</div>}
      <CounterBadges counters={view.counters} damage={view.damage} />
      {view.isDoubleFaced && (
        <span className="card-face-mark" aria-hidden="true">
          {view.faceUp === 'front' ? '☀' : '☾'}
        </span>
      )}
      <PowerToughness view={view} />
    </div>
  )
})

function PowerToughness({ view }: { view: CardView }) {
  if (view.loyalty !== undefined && view.power === undefined) {
    return <span className="card-pt card-loyalty">{view.loyalty}</span>
  }
  if (view.power === undefined || view.toughness === undefined) return null
  const boost = (view.counters['+1/+1'] ?? 0) - (view.counters['-1/-1'] ?? 0)
  const mood = boost > 0 ? ' is-up' : boost < 0 ? ' is-down' : ''
  return (
    // One text node, not three ({power}, '/', {toughness}).
    <span className={`card-pt${mood}`}>{`${view.power}/${view.toughness}`}</span>
  )
}
