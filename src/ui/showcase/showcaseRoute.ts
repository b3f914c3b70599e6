/**
 * Whether the transform showcase is open: `/?showcase` opens it directly, the setup screen's
 * button opens it, Exit closes it. The address follows, so Back and reload behave.
 */
import { create } from 'zustand'

const PARAM = 'showcase'

function inAddress(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(PARAM)
}

export const useShowcaseRoute = create<{ open: boolean }>()(() => ({ open: inAddress() }))

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => useShowcaseRoute.setState({ open: inAddress() }))
}

export function openShowcase(): void {
  if (!inAddress()) window.history.pushState(null, '', `${window.location.pathname}?${PARAM}`)
  useShowcaseRoute.setState({ open: true })
}

export function closeShowcase(): void {
  if (inAddress()) {
    const params = new URLSearchParams(window.location.search)
    params.delete(PARAM)
    const rest = params.toString()
    window.history.pushState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`)
  }
  useShowcaseRoute.setState({ open: false })
}
