/**
 * What the stack's buttons and menu entries do, as actions. The engine decides where the card
 * goes (608.3, 608.2n, 701.6a); whether the spell did anything else is for the players.
 */
import type { Action, CardView, StackExit } from '../../engine'

type Spell = Pick<CardView, 'id' | 'controller'>

/** The spell's controller lets it resolve; `to`: exile or hand instead of the graveyard. */
export function resolveAction(view: Spell, to?: StackExit): Action {
  const action: Action = { type: 'stack/resolve', player: view.controller, card: view.id }
  return to === undefined ? action : { ...action, to }
}

/** A countered spell goes to its owner's graveyard (701.6a), or where the effect says. */
export function counterAction(view: Spell, to?: StackExit): Action {
  const action: Action = { type: 'stack/counter', player: view.controller, card: view.id }
  return to === undefined ? action : { ...action, to }
}
