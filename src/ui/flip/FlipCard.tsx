import { memo, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardData } from '../../engine'
import { CardFrame } from '../card/CardFrame'
import { frameTint } from '../card/frameTint'
import type { FaceViews } from './faceViews'
import { copyNote } from './ownName'
import './flip.css'

const SIDES = ['front', 'back'] as const
/** The turn ends with its animation; this is only for when there is none (reduced motion). */
const TURN_MS = 1500

interface FlipCardProps {
  faces: FaceViews
  /** The face the rules see (the card's data-face). */
  up: 'front' | 'back'
  data: CardData
  /** On the table: lighter mana symbols (CardFrame's `compact`). */
  compact?: boolean
  /**
   * Whether it turns over in place when `up` changes. The table's cards don't: the transform
   * overlay turns a larger copy above them (TransformOverlay), and they show the new face at once.
   */
  turns?: boolean
}

/**
 * A double-faced permanent with both faces drawn back to back: when `up` changes it turns over
 * in 3D (an instant cross-fade with reduced motion). The face that is down is aria-hidden and,
 * once the turn ends, hidden, so the text on screen is always the face the rules see.
 */
export const FlipCard = memo(function FlipCard({
  faces,
  up,
  data,
  compact,
  turns = true,
}: FlipCardProps) {
  const { t } = useTranslation('flip')
  // The 3D scene (layers the compositor must keep) exists only while the card turns: a card
  // mounted face up or face down is drawn flat (issue 10).
  const [shown, setShown] = useState(up)
  const [turning, setTurning] = useState(false)
  if (shown !== up) {
    setShown(up)
    setTurning(turns)
  }
  useEffect(() => {
    if (!turning) return
    const done = setTimeout(() => setTurning(false), TURN_MS)
    return () => clearTimeout(done)
  }, [turning, up])
  return (
    <div className={`flip is-${up}${turning ? ' is-turning' : ''}${turns ? '' : ' is-still'}`}>
      <div
        className="flip-inner"
        onAnimationEnd={(e) => {
          if (e.target === e.currentTarget) setTurning(false)
        }}
      >
        {SIDES.map((side) => (
          <div
            key={side}
            className={`flip-face flip-${side}`}
            data-side={side}
            aria-hidden={side === up ? undefined : true}
          >
            <CardFrame
              view={faces[side]}
              tint={frameTint(faces[side], data)}
              note={copyNote(faces[side], data, t) ?? undefined}
              imageOf={data}
              compact={compact}
            />
          </div>
        ))}
      </div>
    </div>
  )
})
