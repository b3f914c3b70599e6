import type { Action, CardView } from '../../engine'
import { actorOf } from '../actor'

/**
 * What a click or Enter does to a card: a permanent taps or untaps, a card in hand is played
 * onto the battlefield. Elsewhere there is no single obvious action (the menu opens instead).
 */
export function primaryAction(view: CardView): Action | null {
  if (view.zone === 'battlefield') {
    return { type: view.tapped ? 'card/untap' : 'card/tap', player: view.controller, card: view.id }
  }
  if (view.zone === 'hand') {
    return { type: 'card/move', player: actorOf(view), card: view.id, to: 'battlefield' }
  }
  return null
}
