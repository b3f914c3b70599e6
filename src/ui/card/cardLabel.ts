import type { TFunction } from 'i18next'
import type { CardView } from '../../engine'

/**
 * The accessible name of a shown card (CONTRACT.md): its visible name (card data, never
 * translated), or "Face-down card" — in the interface's language when given a `t`.
 */
export function cardLabel(view: CardView, t?: TFunction): string {
  if (!view.faceDown) return view.name
  return t ? t('card.faceDown', { ns: 'card' }) : 'Face-down card'
}
