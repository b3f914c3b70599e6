/**
 * What the card-data code (Scryfall, bulk import, cache) tells people, as catalog messages of the
 * 'cardData' namespace, so the interface says them in the players' language (issue #11). The
 * English words are made from the same catalog, so `error` strings and Error messages stay as
 * they were for logs and tests.
 */
import english from '../i18n/locales/en/cardData.json'
import { formatMessage, message, type Message, type MessageParam } from '../engine/core'

export const CARD_DATA_NS = 'cardData'

export function cardDataMessage(
  key: string,
  params?: Readonly<Record<string, MessageParam>>,
): Message {
  return message(key, params, CARD_DATA_NS)
}

export function inEnglish(msg: Message): string {
  return formatMessage(english, msg)
}
