/**
 * Words the combat helpers produce outside components (labels, marks, previews) as catalog
 * messages of the `combat` namespace, so a component says them in the players' language and a
 * cache kept per game state (the damage preview) holds no language at all.
 */
import type { Message, MessageParam } from '../../engine'

/** A card's or player's own name (never translated), or words from the catalog. */
export type Words = Message | string

export function words(key: string, params?: Readonly<Record<string, MessageParam>>): Message {
  return params === undefined ? { key, ns: 'combat' } : { key, ns: 'combat', params }
}
