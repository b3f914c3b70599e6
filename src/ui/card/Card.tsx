import { memo } from 'react'
import type { CardId } from '../../engine'
import { HiddenCard } from './HiddenCard'
import { VisibleCard } from './VisibleCard'
import type { CardPlacement } from './cardLayout'
import { useCardInfo } from './useCardInfo'

/**
 * One card on the table (`data-card-id`). What the viewing team may not see is drawn as a back
 * that carries no name at all; everything else is a draggable text frame.
 */
export const Card = memo(function Card({ id, ...placement }: { id: CardId } & CardPlacement) {
  const info = useCardInfo(id)
  if (!info) return null
  // A face-down permanent stays on the table for everyone to handle; only its identity is hidden.
  if (!info.visible && !info.view.faceDown) return <HiddenCard id={id} placement={placement} />
  return <VisibleCard id={id} info={info} placement={placement} />
})
