import { useCallback, useRef } from 'react'

/** Card height for an area of this size (content box, in px). */
export type CardFit = (width: number, height: number) => number

/**
 * Sizes the cards in an area to the area: a ResizeObserver writes --card-h and --card-w (and
 * data-cards="small" for tiny cards) straight onto the element. No React state and no CSS
 * container units: a tap elsewhere never makes hundreds of cards recompute their style.
 * `fit` should be a module-level function (a new one re-attaches the observer).
 */
export function useCardFit(fit: CardFit): (el: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null)
  return useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect()
      observer.current = null
      if (!el || typeof ResizeObserver === 'undefined') return
      observer.current = new ResizeObserver(([entry]) => {
        if (!entry) return
        const { width, height } = entry.contentRect
        const h = Math.max(24, Math.floor(fit(width, height)))
        el.style.setProperty('--card-h', `${h}px`)
        el.style.setProperty('--card-w', `${Math.round(h * 0.716)}px`)
        el.dataset['cards'] = h < 76 ? 'small' : 'large'
      })
      observer.current.observe(el)
    },
    [fit],
  )
}
