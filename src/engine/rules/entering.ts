/**
 * How a card may enter the battlefield or the stack, checked before it moves: a modal DFC with
 * either face up (712.12), a transforming DFC transformed (712.14a). A card that can't enter
 * transformed stays where it is; a back face asked of a card without one is refused.
 */
import type { ActionOf } from '../actions'
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard } from '../state'
import type { CardId, GameState, ZoneName } from '../types'
import { cardWord } from '../words'
import { canTransform } from './transformable'

export function isModalDoubleFaced(s: GameState, id: CardId): boolean {
  const c = getCard(s, id)
  return c.data.layout === 'modal_dfc' && (c.data.card_faces?.length ?? 0) >= 2
}

/** Refuses a back face for a card that has no face to choose (712.12). */
export function checkChosenFace(
  s: GameState,
  a: { card: CardId; to: ZoneName; face?: 'front' | 'back' | undefined },
): void {
  if (a.face !== 'back') return
  if (a.to !== 'battlefield' && a.to !== 'stack') {
    refuse('FACE_ONLY_IN_PLAY', message('zones.faceOnlyInPlay'), '712.8a')
  }
  if (!isModalDoubleFaced(s, a.card)) {
    refuse('NOT_MODAL', message('zones.notModal', { card: cardWord(s, a.card) }), '712.12')
  }
}

/**
 * 712.14a: a card that isn't a transforming double-faced card, told to enter transformed, stays
 * in its zone. Returns the state with that said, or null when the card may go.
 */
export function staysPut(s: GameState, a: ActionOf<'card/move'>): GameState | null {
  if (a.to !== 'battlefield' || a.transformed !== true) return null
  const c = getCard(s, a.card)
  if (c.zone === 'battlefield' || canTransform(c)) return null
  return addLog(s, message('log.zones.staysTransformed', { card: cardWord(s, a.card) }), '712.14a')
}
