import type { CardId } from '../../engine'
import type { CardSpot } from './turningMotion'

/** The card's element on the table (`data-card-id`), escaped for a selector. */
export function cardElement(id: CardId): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-card-id="${id.replace(/["\\]/g, '\\$&')}"]`)
}

/**
 * Where a card is drawn now: the card itself inside its hit area (which a later card in a pile
 * may partly cover), its size before any rotation, and the rotation (a tapped card: 90°).
 */
export function spotOf(id: CardId): CardSpot | null {
  const hit = cardElement(id)
  const card = hit?.querySelector<HTMLElement>('.card') ?? hit
  if (!card) return null
  const box = card.getBoundingClientRect()
  if (box.width === 0 && box.height === 0) return null
  const rotate = Number.parseFloat(getComputedStyle(card).rotate) || 0
  return {
    x: box.left + box.width / 2,
    y: box.top + box.height / 2,
    width: card.offsetWidth || box.width,
    height: card.offsetHeight || box.height,
    rotate,
  }
}
