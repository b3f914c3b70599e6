/**
 * When the card under the pointer becomes the preview. The pointer has to rest on a card for a
 * moment (as for a tooltip): sweeping across the table, or pointing at a card and tapping it at
 * once, does not redraw the sidebar for every card passed, and that redraw no longer lands
 * between a tap and its frame (≈ 8 ms; issue 10). Focus (the keyboard) previews at once.
 */
import type { CardId } from '../../engine'
import { useUi } from '../../store'
import { isDragActive } from '../dnd/dragState'

/** How long the pointer rests on a card before it is previewed (ms). */
export const PREVIEW_DELAY_MS = 80

let pending: { card: CardId; timer: ReturnType<typeof setTimeout> } | null = null

function cancel(): void {
  if (pending) clearTimeout(pending.timer)
  pending = null
}

/** Shows `card` in the preview now (focus); not while a card is carried. */
export function previewNow(card: CardId): void {
  cancel()
  if (!isDragActive()) useUi.getState().setPreview(card)
}

/** The pointer came onto `card`: preview it once it has rested there. */
export function previewSoon(card: CardId): void {
  cancel()
  if (isDragActive()) return
  pending = { card, timer: setTimeout(() => previewNow(card), PREVIEW_DELAY_MS) }
}

/** The pointer left `card` before its preview came up: it does not come up. */
export function previewLeft(card: CardId): void {
  if (pending?.card === card) cancel()
}
