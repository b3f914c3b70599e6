/**
 * The deck checks' words as catalog messages (namespace 'deck', English in messages.en.json), so
 * the interface can say a problem in the players' language (issue #11). The English `message`
 * strings the public surface promises are made here, from the same catalog.
 */
import type { Color } from '../engine'
import {
  formatMessage,
  message,
  withDetail,
  type Catalog,
  type Message,
  type MessageParam,
} from '../engine/core'
import en from './messages.en.json'
import type { DeckProblem, DeckRule } from './types'

export const DECK_MESSAGES: Catalog = en

export function deckMessage(key: string, params?: Readonly<Record<string, MessageParam>>): Message {
  return message(key, params, 'deck')
}

/** The English words of a deck message. */
export function english(msg: Message): string {
  return formatMessage(DECK_MESSAGES, msg)
}

export { withDetail } from '../engine/core'

/** A problem whose English `message` and translatable `detail` come from one catalog message. */
export function deckProblem(rule: DeckRule, detail: Message, card?: string): DeckProblem {
  const message = english(detail)
  return withDetail(card === undefined ? { rule, message } : { rule, card, message }, detail)
}

/** 'white', 'black and red', 'white, blue and black': identity words (feminine in es/pt). */
export function colourList(colours: readonly Color[], kind: 'identity' | 'mana'): Message {
  const words = colours.map((colour) => deckMessage(`colour.${kind}.${colour}`))
  return listOf(words, 'list.comma') ?? deckMessage(`colour.${kind}.none`)
}

/**
 * A list said the English way, 'a, b and c' (with `between` 'list.comma') or 'a and b and c'
 * ('list.and'), as nested messages so each language joins its own words; null when empty.
 */
export function listOf(
  items: readonly Message[],
  between: 'list.comma' | 'list.and',
): Message | null {
  const [first, ...others] = items
  if (first === undefined) return null
  const rest = others.length === 1 ? others[0] : listOf(others, between)
  if (!rest) return first
  return deckMessage(others.length === 1 ? 'list.and' : between, { first, rest })
}
