import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import type { CardData, CardView } from '../../engine'
import type { ReaderAt } from '../../store'
import { fromKeyboard } from '../card/fromKeyboard'
import { PREVIEW_DELAY_MS, SWITCH_DELAY_MS } from '../card/previewIntent'
import { CardReader } from './CardReader'

interface Reading {
  key: string
  view: CardView
  data: CardData
  at: ReaderAt
}

/** What a card in a list needs to be read: the events that bring the reader up and put it away. */
export interface ReadProps {
  onPointerEnter: (e: PointerEvent<HTMLElement>) => void
  onPointerLeave: () => void
  onFocus: (e: FocusEvent<HTMLElement>) => void
  onBlur: () => void
  onClick: (e: { currentTarget: HTMLElement }) => void
}

function boxOf(el: HTMLElement, how: ReaderAt['how']): ReaderAt {
  const r = el.getBoundingClientRect()
  return { left: r.left, top: r.top, width: r.width, height: r.height, how }
}

/**
 * The card reader for a list of cards a dialog holds (a library searched, the top of a library):
 * cards the table does not show, so the reader is the dialog's own and goes with it — nothing of
 * a library stays on the page once the dialog closes. A mouse reads a card by resting on it, the
 * keyboard by focusing it, a click or a finger's tap by pressing it (and again to put it away).
 */
export function useListReader() {
  const [reading, setReading] = useState<Reading | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])

  const bind = (key: string, view: CardView, data: CardData): ReadProps => {
    const show = (el: HTMLElement, how: ReaderAt['how']) => {
      cancel()
      setReading({ key, view, data, at: boxOf(el, how) })
    }
    const hideIf = (test: (r: Reading) => boolean) =>
      setReading((r) => (r && r.key === key && test(r) ? null : r))
    return {
      onPointerEnter: (e) => {
        if (e.pointerType === 'touch') return
        cancel()
        const el = e.currentTarget
        timer.current = setTimeout(
          () => show(el, 'pointer'),
          reading ? SWITCH_DELAY_MS : PREVIEW_DELAY_MS,
        )
      },
      onPointerLeave: () => {
        cancel()
        hideIf((r) => r.at.how === 'pointer')
      },
      onFocus: (e) => {
        if (fromKeyboard(e.currentTarget)) show(e.currentTarget, 'focus')
      },
      onBlur: () => hideIf((r) => r.at.how !== 'pointer'),
      onClick: (e) => {
        if (reading?.key === key && reading.at.how === 'key') setReading(null)
        else show(e.currentTarget, 'key')
      },
    }
  }

  const reader = reading ? (
    <CardReader view={reading.view} data={reading.data} visible at={reading.at} />
  ) : null
  return { reader, bind }
}
