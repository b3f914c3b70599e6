/**
 * The words shared code says on its own: catalog messages, and their English made from English
 * catalogs. The English of the namespaces this folder speaks ('sanity': a game that makes no
 * sense; 'saves': a save that cannot be read) lives here, next to the code, as the engine's and
 * the deck checks' do: the server and this folder may not import the interface's catalogs
 * (src/i18n), which hold the other languages.
 */
import {
  formatMessage,
  message,
  type Catalog,
  type Message,
  type MessageParam,
} from '../engine/core'
import sanity from './english/sanity.json'
import saves from './english/saves.json'

/** The English catalogs of the namespaces shared code owns. */
export const SHARED_ENGLISH: Readonly<Record<string, Catalog>> = { sanity, saves }

/** A message of the save checks (namespace 'saves'). */
export function saveMessage(key: string, params?: Readonly<Record<string, MessageParam>>): Message {
  return message(key, params, 'saves')
}

/**
 * English of a message, each namespace read from `catalogOf` (a message without one is the
 * engine's); a nested message without a namespace speaks its parent's.
 */
export function englishIn(catalogOf: (ns: string) => Catalog): (msg: Message) => string {
  const englishOf = (msg: Message): string => {
    const ns = msg.ns ?? 'engine'
    const params: Record<string, MessageParam> = {}
    for (const [name, value] of Object.entries(msg.params ?? {})) {
      params[name] = typeof value === 'object' ? englishOf({ ns, ...value }) : value
    }
    return formatMessage(catalogOf(ns), { key: msg.key, params })
  }
  return englishOf
}
