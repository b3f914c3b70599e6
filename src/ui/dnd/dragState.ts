/**
 * Whether a drag is under way, outside React and outside the stores: cards read it in their key
 * handlers (so the Enter that drops a card does not also tap it) without subscribing to it.
 */
let dragging = false

export function isDragActive(): boolean {
  return dragging
}

/**
 * Also marks the page (`<html data-card-drag>`) so hover styles rest while a card is carried:
 * each card the pointer passes would otherwise repaint, and one repaint costs a frame (issue 10).
 */
export function setDragActive(value: boolean): void {
  dragging = value
  if (typeof document !== 'undefined')
    document.documentElement.toggleAttribute('data-card-drag', value)
}
