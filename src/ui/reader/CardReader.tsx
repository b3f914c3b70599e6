import { useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { CardData, CardView } from '../../engine'
import { PreviewBody } from '../card/PreviewBody'
import { footprint, placeReader, type Box } from './readerPlace'
import './reader.css'

interface CardReaderProps {
  view: CardView
  data: CardData
  /** The viewing team may see what the card is (false: a face-down card, its state only). */
  visible: boolean
  /** The box of the card it reads, in viewport pixels: the reader stands beside it. */
  at: Box
}

/**
 * The card reader: a card read in full, at a size one can read — every face of a double-faced
 * card side by side, the face that is up first, its cost, type, whole rules text, P/T or
 * loyalty, its counters and what the rules see now. It stands beside the card it reads
 * (readerPlace) and lets every pointer event through, so it never stands between the pointer
 * and the table.
 */
export function CardReader({ view, data, visible, at }: CardReaderProps) {
  const ref = useRef<HTMLElement>(null)
  const { t } = useTranslation('card')
  const double = visible && (data.card_faces?.length ?? 0) >= 2

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    // Placed before the frame is drawn; again when an image arrives and the reader grows.
    const place = () => {
      const size = { width: el.offsetWidth, height: el.offsetHeight }
      const view = { width: window.innerWidth, height: window.innerHeight }
      const spot = placeReader(footprint(at), size, view)
      el.style.left = `${Math.round(spot.left)}px`
      el.style.top = `${Math.round(spot.top)}px`
      el.style.scale = spot.scale < 1 ? String(spot.scale) : ''
      el.dataset['side'] = spot.side
    }
    place()
    if (typeof ResizeObserver === 'undefined') return
    const grow = new ResizeObserver(place)
    grow.observe(el)
    return () => grow.disconnect()
  }, [at])

  return createPortal(
    <aside
      ref={ref}
      className={double ? 'card-reader is-double' : 'card-reader'}
      role="complementary"
      aria-label={t('card.preview')}
    >
      <PreviewBody view={view} data={data} visible={visible} />
    </aside>,
    document.body,
  )
}
