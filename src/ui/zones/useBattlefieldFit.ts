import { CARD_RATIO, fitBattlefield, type RowWidths } from './battlefieldFit'
import { useElementFit } from './useElementFit'

/** The largest card on a battlefield, whatever room it has: about a hand card's size. */
const LARGEST = 150

function contentBox(el: HTMLElement): { width: number; height: number } {
  const style = getComputedStyle(el)
  const px = (value: string) => Number.parseFloat(value) || 0
  return {
    width: el.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
    height: el.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
  }
}

function writeBattlefield(
  el: HTMLElement,
  widths: RowWidths,
  { width, height }: { width: number; height: number },
): void {
  if (width <= 0 || height <= 0) return
  const fit = fitBattlefield(width, height, widths, LARGEST)
  const h = `${fit.height}px`
  if (el.style.getPropertyValue('--card-h') !== h) {
    el.style.setProperty('--card-h', h)
    el.style.setProperty('--card-w', `${Math.round(fit.height * CARD_RATIO)}px`)
    el.dataset['cards'] = fit.height < 76 ? 'small' : 'large'
  }
  el.dataset['rows'] = String(fit.rows)
}

/**
 * Writes a battlefield's card size straight onto its element (--card-h, --card-w, data-rows,
 * data-cards), from the area's size and how wide its rows are: no React state, so neither a
 * resize nor a new card re-renders the cards (useCardFit, issue 10). Cards are drawn once the
 * area has its size (`fitted`), so the board is not laid out twice.
 */
export function useBattlefieldFit(
  widths: RowWidths,
): [ref: (el: HTMLElement | null) => void, fitted: boolean] {
  return useElementFit(widths, contentBox, writeBattlefield)
}
