import { useEffect } from 'react'

/** ArrowRight / ArrowLeft step through the showcase, Home and End jump to the ends. */
export function useShowcaseKeys(total: number, go: (to: (index: number) => number) => void): void {
  useEffect(() => {
    if (total === 0) return
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || e.defaultPrevented) return
      const target = e.target as HTMLElement | null
      if (target?.closest('input, select, textarea, [contenteditable="true"], [role="dialog"]'))
        return
      const last = total - 1
      const moves: Record<string, (i: number) => number> = {
        ArrowRight: (i) => Math.min(i + 1, last),
        ArrowLeft: (i) => Math.max(i - 1, 0),
        Home: () => 0,
        End: () => last,
      }
      const move = moves[e.key]
      if (!move) return
      e.preventDefault()
      go(move)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [total, go])
}
