import { useEffect, useRef } from 'react'

/**
 * Focus for a screen that replaces the one the user just acted on (a hand-off button that is
 * gone now): the heading takes it, so a screen reader reads where they are and Tab goes on
 * from there, rather than from the top of the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}
