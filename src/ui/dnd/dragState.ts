/**
 * Whether a drag is under way, outside React and outside the stores: cards read it in their key
 * handlers (so the Enter that drops a card does not also tap it) without subscribing to it.
 */
let dragging = false

export function isDragActive(): boolean {
  return dragging
}

/**
 * Also governs the hover mark (markHover), which rests while a card is carried: each card the
 * pointer passes would otherwise repaint, and one repaint costs a frame (issue 10).
 */
export function setDragActive(value: boolean): void {
  dragging = value
  if (value) markHover(null)
  // The pointer may have come to rest on a card while carrying one: that card lights up now.
  else if (typeof document !== 'undefined') markHover(document.querySelector('.card-slot:hover'))
}

let hovered: Element | null = null

/**
 * The card slot under the pointer carries `data-hover`, which the stylesheet lights up (the veil
 * and the "⋯" button), instead of `:hover` under a page-wide "not while dragging" condition:
 * switching that condition at each drag's start and end restyled every card on the table
 * (≈ 4 ms of the drop; issue 10), where this touches one or two elements.
 */
export function markHover(slot: Element | null): void {
  if (slot === hovered || (slot && dragging)) return
  hovered?.removeAttribute('data-hover')
  hovered = slot
  slot?.setAttribute('data-hover', '')
}

/** The pointer left `slot`: unmark it if it is the marked one. */
export function unmarkHover(slot: Element): void {
  if (slot === hovered) markHover(null)
}
