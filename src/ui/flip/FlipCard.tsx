import { memo } from 'react'
import type { CardData } from '../../engine'
import { CardFrame } from '../card/CardFrame'
import { frameTint } from '../card/frameTint'
import type { FaceViews } from './faceViews'
import { copyNote } from './ownName'
import './flip.css'

const SIDES = ['front', 'back'] as const

interface FlipCardProps {
  faces: FaceViews
  /** The face the rules see (the card's data-face). */
  up: 'front' | 'back'
  data: CardData
}

/**
 * A double-faced permanent with both faces drawn back to back: when `up` changes it turns over
 * in 3D (an instant cross-fade with reduced motion). The face that is down is aria-hidden and,
 * once the turn ends, hidden, so the text on screen is always the face the rules see.
 */
export const FlipCard = memo(function FlipCard({ faces, up, data }: FlipCardProps) {
  return (
    <div className={`flip is-${up}`}>
      <div className="flip-inner">
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
              note={copyNote(faces[side], data) ?? undefined}
              imageOf={data}
            />
          </div>
        ))}
      </div>
    </div>
  )
})
