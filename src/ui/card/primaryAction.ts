import { isPlayedAsLand, type Action, type CardView, type GameState } from '../../engine'
import { actorOf } from '../actor'

/**
 * What a double-click or Enter does to a card: a permanent taps or untaps; a card in hand is cast
 * onto the stack (601.2a), or played onto the battlefield when it is a land (305.9; a modal DFC
 * by the face its player turned up, 712.12): which one the engine says. Elsewhere there is no
 * single obvious action (the menu opens instead).
 */
export function primaryAction(s: GameState, view: CardView): Action | null {
  if (view.zone === 'battlefield') {
    return { type: view.tapped ? 'card/untap' : 'card/tap', player: view.controller, card: view.id }
  }
  if (view.zone === 'hand') {
    const player = actorOf(view)
    return isPlayedAsLand(s, view.id)
      ? { type: 'card/move', player, card: view.id, to: 'battlefield' }
      : { type: 'card/cast', player, card: view.id }
  }
  return null
}
