import type { CardId } from '../../engine'
import { useUi } from '../../store'

/** How long a tap waits for a second one: a double tap casts or plays the card instead. */
export const DOUBLE_TAP_MS = 300

let waiting: ReturnType<typeof setTimeout> | undefined

/**
 * A finger's tap on a hand card: once no second tap follows, the card is read in its sheet with
 * Cast (or Play) and the rest of its menu, as a long press does (DndRoot).
 */
export function sheetAfterTap(card: CardId, x: number, y: number): void {
  clearTimeout(waiting)
  // A long press's sheet is up already (the browser may still send the press's click).
  if (useUi.getState().menu) return
  waiting = setTimeout(() => {
    waiting = undefined
    const ui = useUi.getState()
    if (!ui.menu && !ui.dialog) ui.openMenu({ kind: 'card', card, x, y, sheet: true })
  }, DOUBLE_TAP_MS)
}

/** The second tap came (a double tap): it casts or plays the card, and no sheet comes up. */
export function cancelTapSheet(): void {
  clearTimeout(waiting)
  waiting = undefined
}

/** A click a finger made: Chromium's click is a PointerEvent that says which pointer. */
export function byFinger(e: { nativeEvent: Event }): boolean {
  const native: Partial<PointerEvent> = e.nativeEvent
  return native.pointerType === 'touch'
}
