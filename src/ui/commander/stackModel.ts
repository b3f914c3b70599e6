/**
 * What the stack's two buttons do, as actions. The engine decides where the card goes (608.3,
 * 608.2n, 701.6a); whether the spell did anything else is for the players.
 */
import type { Action, CardView } from '../../engine'

/** The spell's controller lets it resolve. */
export function resolveAction(view: Pick<CardView, 'id' | 'controller'>): Action {
  return { type: 'stack/resolve', player: view.controller, card: view.id }
}

/** A countered spell goes to its owner's graveyard (701.6a). */
export function counterAction(view: Pick<CardView, 'id' | 'controller'>): Action {
  return { type: 'stack/counter', player: view.controller, card: view.id }
}
