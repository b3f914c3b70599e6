import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the page matches a media query now, following it as the window changes. Where there
 * is no matchMedia (tests), `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = globalThis.matchMedia?.(query)
      list?.addEventListener('change', changed)
      return () => list?.removeEventListener('change', changed)
    },
    [query],
  )
  const now = useCallback(
    () => globalThis.matchMedia?.(query).matches ?? fallback,
    [query, fallback],
  )
  return useSyncExternalStore(subscribe, now, () => fallback)
}
