import { useMemo } from 'react'
import {
  card,
  choosesFace,
  faceView,
  type CardData,
  type CardId,
  type CardView,
  type Position,
} from '../../engine'
import { useCardInstance, useGame, useUi } from '../../store'
import { teamCanSee } from '../visibility'

export interface CardInfo {
  view: CardView
  /**
   * The face drawn up: the rules' view, except for a modal DFC in hand or the command zone, which
   * shows the face its player turned up though the rules see its front (712.8a, 712.12).
   */
  shown: CardView
  /** A modal DFC whose player chooses the face here (hand, command zone, stack; 712.12). */
  choosing: boolean
  /** The viewing team may see what the card is (false: draw a back, name nothing). */
  visible: boolean
  /** The printed card: both faces for the preview. Never rendered unless `visible`. */
  data: CardData
  /** Free table position on the battlefield (its controller's view), or null for auto layout. */
  position: Position | null
}

/**
 * A card as the screen shows it. Subscribes to that one card instance only (useCardInstance), so
 * a change to another card neither re-renders this one nor runs anything for it
 * (docs/architecture.md: the path of one action).
 */
export function useCardInfo(id: CardId): CardInfo | null {
  const instance = useCardInstance(id)
  const team = useUi((s) => s.viewingTeam)
  return useMemo(() => {
    const game = useGame.getState().game
    if (!instance || !game) return null
    const view = card(game, id)
    const choosing = choosesFace(game, id)
    return {
      view,
      shown: choosing ? faceView(game, id, view.faceUp) : view,
      choosing,
      visible: teamCanSee(game, team, id),
      data: instance.data,
      position: instance.position,
    }
  }, [instance, team, id])
}
