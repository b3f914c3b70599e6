import { fitFan } from './fanFit'
import { useElementFit } from './useElementFit'

/** Nothing kept between writes: the fan measures itself each time (writeFan). */
const unmeasured = () => null

/**
 * Measured afresh on every write, not from the size the ResizeObserver last reported: with that
 * size, a hand that had just lost a card left the card now under the pointer raised over its
 * neighbour's name (tests/e2e/library.spec.ts, the extra land drop). A hand is one element, so
 * this is one small layout.
 */
function writeFan(el: HTMLElement, count: number): void {
  const { clientWidth: width, clientHeight: height } = el
  if (width <= 0 || height <= 0) return
  // Set on a phone, whose hand scrolls sideways rather than cut its names (zones.css).
  const minStrip = parseFloat(getComputedStyle(el).getPropertyValue('--fan-min-strip')) || 0
  const fit = fitFan(width, Math.floor(height), count, minStrip)
  el.style.setProperty('--card-h', `${fit.height}px`)
  el.style.setProperty('--card-w', `${fit.width}px`)
  el.style.setProperty('--step', `${Math.max(8, Math.floor(fit.step))}px`)
  el.style.setProperty('--strip', `${Math.max(8, Math.floor(fit.strip))}px`)
  el.style.setProperty('--tier-drop', `${fit.drop}px`)
  el.dataset['tiers'] = String(fit.tiers)
}

/**
 * Sizes a hand's fan on its element (fanFit): the cards' size, the step from one card to the
 * next, the strip of each card nothing covers (its name and cost are laid out in it: card.css)
 * and the tiers. Written straight onto the element, so a resize re-renders no card (useCardFit).
 */
export function useFanFit(count: number): [ref: (el: HTMLElement | null) => void, fitted: boolean] {
  return useElementFit(count, unmeasured, writeFan)
}
