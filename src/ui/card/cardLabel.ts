import type { TFunction } from 'i18next'
import type { CardView } from '../../engine'
import { i18n } from '../../i18n/i18n'

/**
 * The accessible name of a shown card (docs/architecture.md: hooks): its visible name (card data, never
 * translated), or "Face-down card" in the interface's language.
 */
export function cardLabel(view: CardView, t: TFunction = i18n.t.bind(i18n)): string {
  if (!view.faceDown) return view.name
  return t('card.faceDown', { ns: 'card' })
}
