import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardData, CardId } from '../../engine'
import { CardFrame } from '../card/CardFrame'
import { frameTint } from '../card/frameTint'
import { focusCard } from '../focusCard'
import { spotOf } from './cardSpot'
import type { FaceViews } from './faceViews'
import { copyNote } from './ownName'
import {
  FADE_MS,
  LAND_MS,
  LIFT_MS,
  TURN_MS,
  liftedCentre,
  liftedSize,
  placeOn,
  type CardSpot,
} from './turningMotion'

const SIDES = ['front', 'back'] as const
const EASE = 'cubic-bezier(0.45, 0.05, 0.25, 1)'
/** Even through the middle, so the frames of a busy machine still catch the card edge-on. */
const TURN_EASE = 'ease-in-out'

export interface Turn {
  /** Grows with each turn, so a card turned again starts a new one. */
  serial: number
  id: CardId
  from: CardSpot
  faces: FaceViews
  data: CardData
  to: 'front' | 'back'
  /** The card had the keyboard focus: it gets it back where it lands. */
  focused: boolean
  /** prefers-reduced-motion: a cross-fade where the card is, instead of the turn. */
  still: boolean
}

/** Where the copy is drawn: lifted and grown over the card's spot (at its spot, when still). */
function framing(turn: Turn) {
  const viewport = { width: window.innerWidth, height: window.innerHeight }
  const size = turn.still ? turn.from : liftedSize(turn.from, viewport)
  const centre = turn.still ? turn.from : liftedCentre(turn.from, size, viewport)
  return { size, centre, start: placeOn(turn.from, centre, size) }
}

/**
 * A copy of a double-faced card turning over above the table: it lifts and grows where the card
 * is, turns in 3D, then goes down onto where the card is now (another row, when its new face is
 * another kind of permanent). The 3D scene exists only for as long as this copy does.
 */
export function TurningCard({ turn, onDone }: { turn: Turn; onDone: (serial: number) => void }) {
  const { t } = useTranslation('flip')
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const { size, centre, start } = useMemo(() => framing(turn), [turn])

  useLayoutEffect(() => {
    const card = outer.current
    const faces = inner.current
    if (!card || !faces) return
    let live = true
    const run = async () => {
      if (turn.still) {
        const [shown, coming] = turn.to === 'back' ? [0, 1] : [1, 0]
        const fade = { duration: FADE_MS, fill: 'forwards' } as const
        faces.children[shown]?.animate([{ opacity: 1 }, { opacity: 0 }], fade)
        await faces.children[coming]?.animate([{ opacity: 0 }, { opacity: 1 }], fade).finished
        return
      }
      card.animate([{ transform: start }, { transform: 'none' }], {
        duration: LIFT_MS,
        easing: 'ease-out',
        fill: 'forwards',
      })
      const from = turn.to === 'back' ? 0 : 180
      await faces.animate(
        [{ transform: `rotateY(${from}deg)` }, { transform: `rotateY(${from + 180}deg)` }],
        { duration: TURN_MS, delay: LIFT_MS, easing: TURN_EASE, fill: 'forwards' },
      ).finished
      const landing = live ? spotOf(turn.id) : null
      if (!landing) return
      await card.animate([{ transform: 'none' }, { transform: placeOn(landing, centre, size) }], {
        duration: LAND_MS,
        easing: EASE,
        fill: 'forwards',
      }).finished
    }
    run()
      .catch(() => undefined)
      .finally(() => {
        if (!live) return
        onDone(turn.serial)
        const active = document.activeElement
        if (turn.focused && (!active || active === document.body)) focusCard(turn.id)
      })
    return () => {
      live = false
    }
  }, [turn, onDone, size, centre, start])

  const style = {
    left: centre.x - size.width / 2,
    top: centre.y - size.height / 2,
    width: size.width,
    height: size.height,
    transform: start,
    '--card-w': `${size.width}px`,
    '--card-h': `${size.height}px`,
  } as CSSProperties
  const order = turn.to === 'back' ? 'is-to-back' : 'is-to-front'
  return (
    <div
      ref={outer}
      className={`turning-card ${turn.still ? 'is-fading' : 'is-turning'} ${order}`}
      style={style}
      data-turning-card={turn.id}
      aria-hidden="true"
    >
      <div ref={inner} className="turning-inner">
        {SIDES.map((side) => (
          <div key={side} className={`turning-face turning-${side}`} data-side={side}>
            <CardFrame
              view={turn.faces[side]}
              tint={frameTint(turn.faces[side], turn.data)}
              note={copyNote(turn.faces[side], turn.data, t) ?? undefined}
              imageOf={turn.data}
            />
          </div>
        ))}
      </div>
    </div>
  )
}
