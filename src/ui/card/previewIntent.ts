/**
 * When the card reader comes up and goes. A mouse or pen has to rest on a card for a moment (as
 * for a tooltip): sweeping across the table does not pop a reader up for every card passed, and
 * pointing at a card and tapping it at once does not draw one between the tap and its frame
 * (issue 10). Once a reader is up, the next card the pointer rests on takes it over sooner; the
 * pointer leaving the card puts it away after a breath, so moving to a neighbour does not blink.
 * Keyboard focus reads the focused card at once; R (READER_KEY) puts it away and back. A finger
 * reads a card with a long press, in a sheet with the card's actions (DndRoot, ContextMenu).
 */
import type { CardId } from '../../engine'
import { useUi, type ReaderAt } from '../../store'
import { isDragActive } from '../dnd/dragState'

/** How long a mouse or pen rests on a card before the reader comes up (ms). */
export const PREVIEW_DELAY_MS = 300
/** … and, with a reader already up, before it moves to the card now pointed at. */
export const SWITCH_DELAY_MS = 80
/** How long the reader stays once the pointer left its card, for the pointer to come to another. */
export const LEAVE_DELAY_MS = 150
/** The key that shows or puts away the focused card's reader (the shortcut sheet lists it). */
export const READER_KEY = 'R'

let pending: { card: CardId; timer: ReturnType<typeof setTimeout> } | null = null
let leaving: ReturnType<typeof setTimeout> | null = null

function cancel(): void {
  if (pending) clearTimeout(pending.timer)
  pending = null
}

function stayOpen(): void {
  if (leaving) clearTimeout(leaving)
  leaving = null
}

/** The card's box in the window, which the reader keeps clear of. */
function boxOf(el: Element, how: ReaderAt['how']): ReaderAt {
  // The frame inside the slot may overflow it, turned or raised: measure what is drawn.
  const drawn = el.querySelector(':scope > .card') ?? el
  const r = drawn.getBoundingClientRect()
  return { left: r.left, top: r.top, width: r.width, height: r.height, how }
}

function show(card: CardId, el: Element, how: ReaderAt['how']): void {
  cancel()
  stayOpen()
  if (!isDragActive() && el.isConnected) useUi.getState().setPreview(card, boxOf(el, how))
}

/** Keyboard focus came to `card`: read it now. */
export function previewNow(card: CardId, el: Element): void {
  show(card, el, 'focus')
}

/** A mouse or pen came onto `card`: read it once the pointer has rested there. */
export function previewSoon(card: CardId, el: Element): void {
  cancel()
  if (isDragActive()) return
  const ui = useUi.getState()
  if (ui.previewCardId === card && ui.previewAt?.how === 'pointer') {
    stayOpen()
    return
  }
  const delay = ui.previewCardId !== null ? SWITCH_DELAY_MS : PREVIEW_DELAY_MS
  pending = { card, timer: setTimeout(() => show(card, el, 'pointer'), delay) }
}

/** The pointer left `card`: its reader does not come up, or goes unless another card takes it. */
export function previewLeft(card: CardId): void {
  if (pending?.card === card) cancel()
  const ui = useUi.getState()
  if (ui.previewCardId !== card || ui.previewAt?.how !== 'pointer') return
  stayOpen()
  leaving = setTimeout(() => {
    leaving = null
    const now = useUi.getState()
    if (now.previewCardId === card && now.previewAt?.how === 'pointer') now.setPreview(null)
  }, LEAVE_DELAY_MS)
}

/** Focus left `card`: a reader the focus brought up goes with it. */
export function previewBlurred(card: CardId): void {
  const ui = useUi.getState()
  if (ui.previewCardId === card && ui.previewAt?.how !== 'pointer') ui.setPreview(null)
}

/** R on a focused card: its reader comes up, or goes if it is up. Says which it did. */
export function previewToggle(card: CardId, el: Element): boolean {
  const ui = useUi.getState()
  if (ui.previewCardId === card) {
    cancel()
    ui.setPreview(null)
    return false
  }
  show(card, el, 'key')
  return true
}

/** Reads `card` where the table draws it, as if its key was pressed (a name in a list). */
export function readOnTable(card: CardId): void {
  const selector = `[data-card-id="${card.replace(/["\\]/g, '\\$&')}"]`
  const el = document.querySelector(selector)
  if (el) show(card, el, 'key')
}

/** Puts the reader away at once (a drag starts, the table goes). */
export function previewClose(): void {
  cancel()
  stayOpen()
  useUi.getState().setPreview(null)
}
