/**
 * What the stack's two buttons do, as actions. The table resolves by hand: whether the spell
 * did anything is for the players; where the card goes afterwards follows its type.
 */
import type { Action, CardView } from '../../engine'

/**
 * A permanent spell becomes a permanent under its controller (608.3); an instant or sorcery
 * goes to its owner's graveyard as the last step of resolving (608.2n).
 */
export function resolveAction(view: Pick<CardView, 'id' | 'controller' | 'typeLine'>): Action {
  const to = /\b(Instant|Sorcery)\b/.test(view.typeLine) ? 'graveyard' : 'battlefield'
  return { type: 'card/move', player: view.controller, card: view.id, to }
}

/** A countered spell goes to its owner's graveyard (701.6a). */
export function counterAction(view: Pick<CardView, 'id' | 'controller'>): Action {
  return { type: 'card/move', player: view.controller, card: view.id, to: 'graveyard' }
}
