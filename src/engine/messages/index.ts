/**
 * The engine's words in English: refusals and log lines. The same JSON is the English catalog
 * of the interface's `engine` namespace; the other languages live in src/i18n/locales/<lang>/engine.json.
 */
import type { Catalog, Message } from '../message'
import { formatMessage } from '../message'
import en from './en.json'

export const ENGINE_MESSAGES: Catalog = en

/** The English words of an engine message. */
export function english(msg: Message): string {
  return formatMessage(ENGINE_MESSAGES, msg)
}
