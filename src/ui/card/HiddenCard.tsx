import type { CardId } from '../../engine'
import { slotClass, slotData, type CardPlacement } from './cardLayout'
import { useWords } from '../../i18n/useWords'

/** A card the viewing team may not see: a plain back, named "Card back", with nothing inside. */
export function HiddenCard({ id, placement }: { id: CardId; placement: CardPlacement }) {
  const t = useWords('card')
  return (
    <div className={slotClass(placement)} {...slotData(placement)}>
      <div className="card-hit" data-card-id={id} role="img" aria-label={t('card.back')}>
        <div className="card card-back" />
      </div>
    </div>
  )
}
