import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { fitFan } from './fanFit'

/**
 * Sizes a hand's fan on its element (fanFit): the cards' size, the step from one card to the
 * next, the strip of each card nothing covers (its name and cost are laid out in it: card.css)
 * and the tiers. Written straight onto the element, so a resize re-renders no card (useCardFit).
 */
export function useFanFit(count: number): [ref: (el: HTMLElement | null) => void, fitted: boolean] {
  const element = useRef<HTMLElement | null>(null)
  const latest = useRef(count)
  const observer = useRef<ResizeObserver | null>(null)
  const [fitted, setFitted] = useState(() => typeof ResizeObserver === 'undefined')

  const apply = useCallback((el: HTMLElement) => {
    const { clientWidth: width, clientHeight: height } = el
    if (width <= 0 || height <= 0) return
    const fit = fitFan(width, Math.floor(height), latest.current)
    el.style.setProperty('--card-h', `${fit.height}px`)
    el.style.setProperty('--card-w', `${fit.width}px`)
    el.style.setProperty('--step', `${Math.max(8, Math.floor(fit.step))}px`)
    el.style.setProperty('--strip', `${Math.max(8, Math.floor(fit.strip))}px`)
    el.style.setProperty('--tier-drop', `${fit.drop}px`)
    el.dataset['tiers'] = String(fit.tiers)
  }, [])

  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect()
      observer.current = null
      element.current = el
      if (!el || typeof ResizeObserver === 'undefined') return
      apply(el)
      setFitted(true)
      observer.current = new ResizeObserver(() => apply(el))
      observer.current.observe(el)
    },
    [apply],
  )

  useLayoutEffect(() => {
    latest.current = count
    if (element.current) apply(element.current)
  }, [apply, count])

  return [ref, fitted]
}
