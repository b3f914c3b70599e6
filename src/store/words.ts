/**
 * The store's words as catalog messages (namespace 'store'), so the interface says notices and
 * storage failures in the players' language (issue #11). The English text a notice or an error
 * also carries is made here from the English catalogs, so it reads exactly as the interface's.
 */
import { isMessage, message, type Catalog, type Message, type MessageParam } from '../engine/core'
import { englishIn, SHARED_ENGLISH } from '../shared/words'
import { loadedRules } from './engineLoader'
import app from '../i18n/locales/en/app.json'
import files from '../i18n/locales/en/files.json'
import store from '../i18n/locales/en/store.json'

/**
 * The English catalogs of the namespaces a notice may speak; the engine's is the default. The
 * engine's own comes with the rules (engineLoader.ts), off the first screen: its messages come
 * from the rules, so they are in before any of them is said.
 */
const ENGLISH: Readonly<Record<string, Catalog>> = { store, app, files, ...SHARED_ENGLISH }
const NO_WORDS: Catalog = {}

function englishCatalog(ns: string): Catalog {
  return ENGLISH[ns] ?? loadedRules()?.ENGINE_MESSAGES ?? NO_WORDS
}

export function storeMessage(
  key: string,
  params?: Readonly<Record<string, MessageParam>>,
): Message {
  return message(key, params, 'store')
}

/** The English words of a message of any namespace above (nested messages use their own). */
export const englishOf = englishIn(englishCatalog)

/** An error whose words the interface can translate: `message` is English, `detail` the message. */
export class StoreError extends Error {
  readonly detail: Message

  constructor(detail: Message, options?: ErrorOptions) {
    super(englishOf(detail), options)
    this.name = 'StoreError'
    this.detail = detail
  }
}

/** An error's catalog message (a RuleError's or StoreError's `detail`), if it has one. */
export function detailOf(error: unknown): Message | undefined {
  const detail = error instanceof Error ? (error as { detail?: unknown }).detail : undefined
  // A refusal's message names no namespace: it is the engine's, whatever message it sits in.
  return isMessage(detail) ? { ns: 'engine', ...detail } : undefined
}

/**
 * What went wrong, as a message slot: the error's catalog message, else its own text. A full
 * storage says so in words (issue 40: Chromium's QuotaExceededError from IndexedDB has an empty
 * message, and the warning read "not being saved ()"); an error with no words says it was refused.
 */
export function reasonOf(error: unknown): MessageParam {
  const detail = detailOf(error)
  if (detail) return detail
  if (isQuotaError(error)) return storeMessage('save.reason.full')
  const text = error instanceof Error ? error.message : error == null ? '' : String(error)
  return text.trim() === '' ? storeMessage('save.reason.refused') : text
}

/** The browser refused a write for want of room (IndexedDB, localStorage, Cache Storage). */
export function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    error.name === 'QuotaExceededError'
  )
}
