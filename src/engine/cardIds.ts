/**
 * A card's id is its number in the game as a string ("12"), tokens and conjured cards included.
 * V8 keeps integer-like keys in an array, so the copy of GameState.cards that each action makes
 * is a plain array copy (≈ 1 µs for 400 cards) instead of rebuilding a 400-property object
 * (≈ 75–230 µs, most of tryAction's time). Games saved before this named cards "c12" and tokens
 * "t12"; those ids stay as they are and still play: ids are opaque everywhere but here.
 */
import type { CardId } from './types'

export function cardIdOf(n: number): CardId {
  return String(n)
}

/** The card's number, for the order in which the game made its cards (old ids carry a letter). */
export function cardNumber(id: CardId): number {
  return Number(/^\d+$/.test(id) ? id : id.slice(1))
}
