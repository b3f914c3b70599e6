import { useMemo } from 'react'
import { card, type CardData, type CardId, type CardView, type Position } from '../../engine'
import { useGame, useUi } from '../../store'
import { teamCanSee } from '../visibility'

export interface CardInfo {
  view: CardView
  /** The viewing team may see what the card is (false: draw a back, name nothing). */
  visible: boolean
  /** The printed card: both faces for the preview. Never rendered unless `visible`. */
  data: CardData
  /** Free table position on the battlefield (its controller's view), or null for auto layout. */
  position: Position | null
}

/**
 * A card as the screen shows it. Subscribes to that one card instance only, so a change to
 * another card does not re-render this one (docs/architecture.md: the path of one action).
 */
export function useCardInfo(id: CardId): CardInfo | null {
  const instance = useGame((s) => s.game?.cards[id])
  const team = useUi((s) => s.viewingTeam)
  return useMemo(() => {
    const game = useGame.getState().game
    if (!instance || !game) return null
    return {
      view: card(game, id),
      visible: teamCanSee(game, team, id),
      data: instance.data,
      position: instance.position,
    }
  }, [instance, team, id])
}
