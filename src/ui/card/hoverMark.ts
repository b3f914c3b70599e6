/**
 * The card slot under the pointer carries `data-hover`, which the stylesheet lights up (the veil
 * and the "⋯" button), instead of `:hover` under a page-wide "not while dragging" condition:
 * switching that condition at each drag's start and end restyled every card on the table
 * (≈ 4 ms of the drop; issue 10), where this touches one or two elements. The mark rests while a
 * card is carried: each card the pointer passes would otherwise repaint, and one repaint costs a
 * frame.
 */
import { isDragActive } from '../dnd/dragState'

let hovered: Element | null = null

export function markHover(slot: Element | null): void {
  if (slot === hovered || (slot && isDragActive())) return
  hovered?.removeAttribute('data-hover')
  hovered = slot
  slot?.setAttribute('data-hover', '')
}

/** The pointer left `slot`: unmark it if it is the marked one. */
export function unmarkHover(slot: Element): void {
  if (slot === hovered) markHover(null)
}

/**
 * A drag ended: the card the pointer came to rest on lights up once the browser says what is
 * under the pointer. While a card was carried a shield covered the page (DndRoot); when it goes
 * the browser sends the element now under the pointer a pointerover, but React sends no
 * pointerenter (the pointer "left" an element that is gone), so this listens for that one event.
 */
export function markHoverOnceSettled(): void {
  document.addEventListener(
    'pointerover',
    (e) => markHover(e.target instanceof Element ? e.target.closest('.card-slot') : null),
    { capture: true, once: true },
  )
}
