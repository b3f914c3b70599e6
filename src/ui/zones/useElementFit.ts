import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * Runs `write(element, input, size)` whenever the element is attached, resized, or `input`
 * changes, so a zone writes its card size straight onto its element (CSS variables, data
 * attributes): no React state, so neither a resize nor a new card re-renders the cards
 * (useCardFit, issue 10). `fitted` turns true once the element has been measured, so cards are
 * laid out once, at their size. The element is measured (`measure`) when attached and when its
 * ResizeObserver reports, after the browser's layout; a new `input` reuses that size. Measured in
 * the layout effect instead, a drop made the browser lay the new board out inside React's commit
 * (≈ 3 ms of script before the drop's frame; issue 21). `measure` and `write` must be stable
 * functions (module level).
 */
export function useElementFit<Input, Size>(
  input: Input,
  measure: (el: HTMLElement) => Size,
  write: (el: HTMLElement, input: Input, size: Size) => void,
): [ref: (el: HTMLElement | null) => void, fitted: boolean] {
  const element = useRef<{ el: HTMLElement; size: Size } | null>(null)
  const latest = useRef(input)
  const observer = useRef<ResizeObserver | null>(null)
  const [fitted, setFitted] = useState(() => typeof ResizeObserver === 'undefined')

  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect()
      observer.current = null
      element.current = null
      if (!el || typeof ResizeObserver === 'undefined') return
      const attached = { el, size: measure(el) }
      element.current = attached
      write(el, latest.current, attached.size)
      setFitted(true)
      observer.current = new ResizeObserver(() => {
        attached.size = measure(el)
        write(el, latest.current, attached.size)
      })
      observer.current.observe(el)
    },
    [measure, write],
  )

  useLayoutEffect(() => {
    latest.current = input
    const attached = element.current
    if (attached) write(attached.el, input, attached.size)
  }, [write, input])

  return [ref, fitted]
}
