import { useCallback, useRef, useState } from 'react'

/** Card height for an area of this size (content box, in px). */
export type CardFit = (width: number, height: number) => number

/**
 * The area's ref callback, and whether the area has its card size: its cards may be drawn
 * (before, they would be laid out twice).
 */
export type CardFitting = [ref: (el: HTMLElement | null) => void, fitted: boolean]

/**
 * Writes the card size for an area of this content box straight onto the element. A size within
 * half a pixel of the one written writes nothing: the area's height moves by a fraction of a pixel
 * once its cards are in (284.875 for 285), and restyling every card for that would lay the board
 * out a second time.
 */
function apply(el: HTMLElement, fit: CardFit, width: number, height: number): void {
  const exact = fit(width, height)
  const was = Number.parseFloat(el.style.getPropertyValue('--card-h'))
  if (Math.abs(exact - was) < 0.5) return
  const h = Math.max(24, Math.floor(exact))
  el.style.setProperty('--card-h', `${h}px`)
  el.style.setProperty('--card-w', `${Math.round(h * 0.716)}px`)
  el.dataset['cards'] = h < 76 ? 'small' : 'large'
}

/** The element's content box, as a ResizeObserver reports it. */
function contentBox(el: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(el)
  const px = (value: string) => Number.parseFloat(value) || 0
  return {
    width: el.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: el.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
  }
}

/**
 * Sizes the cards in an area to the area: a ResizeObserver writes --card-h and --card-w (and
 * data-cards="small" for tiny cards) straight onto the element. No React state and no CSS
 * container units: a tap elsewhere never makes hundreds of cards recompute their style.
 * The area is also measured as soon as it is attached, while it holds no card yet (`fitted` is
 * false until then): otherwise the observer's first report, which comes after the first layout,
 * restyles every card and the browser lays the whole board out a second time in the same frame
 * (≈ 120 ms of a reload with 280 cards; issue 10). Where nothing can be observed (tests), the
 * cards draw at once at the stylesheet's size.
 * `fit` should be a module-level function (a new one re-attaches the observer).
 */
export function useCardFit(fit: CardFit): CardFitting {
  const observer = useRef<ResizeObserver | null>(null)
  const [fitted, setFitted] = useState(() => typeof ResizeObserver === 'undefined')
  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!el || typeof ResizeObserver === 'undefined') return
      const { width, height } = contentBox(el)
      apply(el, fit, width, height)
      setFitted(true)
      observer.current = new ResizeObserver(([entry]) => {
        if (entry) apply(el, fit, entry.contentRect.width, entry.contentRect.height)
      })
      observer.current.observe(el)
    },
    [fit],
  )
  return [ref, fitted]
}
