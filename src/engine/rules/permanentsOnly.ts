/**
 * Only permanents are on the battlefield (110.4): an instant or sorcery that would enter it stays
 * where it was (400.4a). The table refuses such a move, says where the spell goes instead (cast
 * onto the stack, then to its owner's graveyard as it resolves), and changes nothing. A modal DFC
 * is judged by the face it would enter with (712.8a, 712.14b): Valakut Awakening can't enter, its
 * back face Valakut Stoneforge can. A face-down card enters as a 2/2 creature (708.2a), so
 * manifesting an instant is allowed.
 */
import { refuse } from '../errors'
import { message } from '../message'
import type { CardData, CardFaceData, CardInstance } from '../types'
import { backFace, frontFace } from './faces'
import { isInstantOrSorcery } from './typeLine'

function refuseFace(face: CardFaceData, data: CardData, named = true): void {
  if (!isInstantOrSorcery(face.type_line ?? data.type_line ?? '')) return
  const said = named
    ? message('entering.notAPermanent', { card: face.name })
    : message('entering.notAPermanentUnseen')
  refuse('NOT_A_PERMANENT', said, '400.4a')
}

/**
 * Refuses a card entering the battlefield with `face` up when that face is no permanent. A card
 * nobody has seen in a library (the top card put onto the battlefield) is not named.
 */
export function refuseNonPermanent(c: CardInstance, face: 'front' | 'back'): void {
  const entering = face === 'back' ? (backFace(c.data) ?? frontFace(c.data)) : frontFace(c.data)
  refuseFace(entering, c.data, c.zone !== 'library' || c.revealed)
}

/** Refuses a new object (a token, a card from outside the game) that would be no permanent. */
export function refuseNonPermanentData(data: CardData): void {
  refuseFace(frontFace(data), data)
}
