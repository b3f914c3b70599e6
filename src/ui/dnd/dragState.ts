/**
 * Whether a drag is under way, outside React and outside the stores: cards read it in their key
 * handlers (so the Enter that drops a card does not also tap it) without subscribing to it.
 */
let dragging = false

export function isDragActive(): boolean {
  return dragging
}

export function setDragActive(value: boolean): void {
  dragging = value
}
