import { memo } from 'react'
import type { CardView } from '../../engine'
import { ManaCost } from './ManaCost'
import { CounterBadges } from './CounterBadges'

interface CardFrameProps {
  view: CardView
  /** Frame colour classes (frameTint). */
  tint: string
  /** For a face-down card the viewer may look at: its real name, shown small. */
  peekName?: string | undefined
}

/**
 * The text frame of a visible card: name and cost, type line, counters, P/T or loyalty.
 * Memoised: it re-renders only when the card's view changes, not when a drag starts.
 * TODO(#7): the 3D flip when a double-faced card transforms, and the showcase view.
 * TODO(#8): the card's Scryfall image instead of the text frame, when the user turns images on.
 */
export const CardFrame = memo(function CardFrame({ view, tint, peekName }: CardFrameProps) {
  if (view.faceDown) {
    return (
      <div className={`card-frame ${tint}`}>
        <div className="card-head">
          <span className="card-name">Face-down</span>
        </div>
        {peekName && <div className="card-peek">{peekName}</div>}
        <CounterBadges counters={view.counters} damage={view.damage} />
        <PowerToughness view={view} />
      </div>
    )
  }
  return (
    <div className={`card-frame ${tint}${view.isCommander ? ' is-commander' : ''}`}>
      <div className="card-head">
        <span className="card-name">{view.name}</span>
        <ManaCost cost={view.manaCost} />
      </div>
      <div className="card-type">
        {view.isToken && <span className="card-tag">Token</span>}
        {view.typeLine}
      </div>
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
    <span className={`card-pt${mood}`}>
      {view.power}/{view.toughness}
    </span>
  )
}
