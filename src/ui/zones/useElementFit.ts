import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * Runs `write(element, input)` whenever the element is attached, resized, or `input` changes, so a
 * zone writes its card size straight onto its element (CSS variables, data attributes): no React
 * state, so neither a resize nor a new card re-renders the cards (useCardFit, issue 10). `fitted`
 * turns true once the element has been measured, so cards are laid out once, at their size.
 * `write` must be a stable function (module level).
 */
export function useElementFit<Input>(
  input: Input,
  write: (el: HTMLElement, input: Input) => void,
): [ref: (el: HTMLElement | null) => void, fitted: boolean] {
  const element = useRef<HTMLElement | null>(null)
  const latest = useRef(input)
  const observer = useRef<ResizeObserver | null>(null)
  const [fitted, setFitted] = useState(() => typeof ResizeObserver === 'undefined')

  const ref = useCallback(
    (el: HTMLElement | null) => {
      observer.current?.disconnect()
      observer.current = null
      element.current = el
      if (!el || typeof ResizeObserver === 'undefined') return
      write(el, latest.current)
      setFitted(true)
      observer.current = new ResizeObserver(() => write(el, latest.current))
      observer.current.observe(el)
    },
    [write],
  )

  useLayoutEffect(() => {
    latest.current = input
    if (element.current) write(element.current, input)
  }, [write, input])

  return [ref, fitted]
}
