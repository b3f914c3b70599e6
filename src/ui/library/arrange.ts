import type { Action, CardId, PlayerId } from '../../engine'

export type Place = 'top' | 'bottom' | 'graveyard' | 'hand'

/** Where each kind of look may send a card (701.22a scry, 701.25a surveil). */
export const PLACES: Record<'scry' | 'surveil' | 'look', readonly Place[]> = {
  scry: ['top', 'bottom'],
  surveil: ['top', 'graveyard'],
  look: ['top', 'bottom', 'graveyard', 'hand'],
}

/**
 * The cards in the order the player left them, each sent to its place: the cards for the top
 * and for the bottom keep that order (401.4); a card with no choice stays on top.
 */
export function arrangeAction(
  player: PlayerId,
  kind: 'scry' | 'surveil' | 'look',
  ordered: readonly CardId[],
  places: Readonly<Record<CardId, Place>>,
): Action {
  const at = (place: Place) => ordered.filter((id) => (places[id] ?? 'top') === place)
  const action: Action = { type: 'library/arrangeTop', player, kind, top: at('top') }
  if (at('bottom').length > 0) action.bottom = at('bottom')
  if (at('graveyard').length > 0) action.graveyard = at('graveyard')
  if (at('hand').length > 0) action.hand = at('hand')
  return action
}
