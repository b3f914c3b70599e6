import type { CardId } from '../engine'

/** Puts keyboard focus back on a card after it moved (it re-mounts in its new zone). */
export function focusCard(id: CardId): void {
  requestAnimationFrame(() => {
    const selector = `[data-card-id="${id.replace(/["\\]/g, '\\$&')}"]`
    document.querySelector<HTMLElement>(selector)?.focus()
  })
}
