import type { Action, CardView, GameState } from '../../engine'
import { faceChoice } from './faceChoice'

/**
 * The Transform the table offers (menu item, T key): for a face-up double-faced permanent only.
 * A face-down one gets no offer, or the offer itself would tell the other team it is a DFC
 * (712.7). Whether it really transforms is the engine's call (701.27, 712.9).
 */
export function transformAction(view: CardView): Action | null {
  if (view.zone !== 'battlefield' || !view.isDoubleFaced || view.faceDown) return null
  return { type: 'card/transform', player: view.controller, card: view.id }
}

interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}

/**
 * T (no modifier) on a focused card: its Transform, if the table offers one, or for a modal DFC
 * in hand, the command zone or on the stack, turning it to its other face (712.12).
 */
export function transformOnKey(e: KeyLike, view: CardView, s: GameState | null): Action | null {
  if (e.key.toLowerCase() !== 't' || e.ctrlKey || e.metaKey || e.altKey) return null
  return transformAction(view) ?? (s ? (faceChoice(s, view)?.action ?? null) : null)
}
