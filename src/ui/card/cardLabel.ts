import type { CardView } from '../../engine'

/** The accessible name of a shown card (CONTRACT.md): its visible name, or "Face-down card". */
export function cardLabel(view: CardView): string {
  return view.faceDown ? 'Face-down card' : view.name
}
