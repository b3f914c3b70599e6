/**
 * The interface's words for one namespace in components drawn hundreds of times (the cards on the
 * table), at a fraction of react-i18next's useTranslation: that hook sets up about ten hooks, a
 * translation function and a language subscription for every card, and each card's fixed words
 * ("card", "Card back") went through i18next's whole lookup again. Here all cards share one
 * subscription and one function per namespace, and a word without options is looked up once per
 * language (issue 21: board ready after a reload draws ~280 cards at once).
 * Re-renders the component when the language or the loaded words change, as useTranslation does.
 */
import type { TFunction } from 'i18next'
import { useSyncExternalStore } from 'react'
import { i18n } from './i18n'

type Namespace = 'card'

const listeners = new Set<() => void>()
let revision = 0
const fixed = new Map<Namespace, TFunction>()

function changed(): void {
  revision += 1
  fixed.clear()
  for (const listener of listeners) listener()
}

/** The store exists once i18next has started (startI18n); words added or removed change too. */
function bindStore(): void {
  i18n.store.on('added', changed)
  i18n.store.on('removed', changed)
}

let bound = false
function subscribe(listener: () => void): () => void {
  if (!bound) {
    bound = true
    i18n.on('languageChanged', changed)
    if (i18n.isInitialized) bindStore()
    else i18n.on('initialized', bindStore)
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const current = () => revision

/** `t` for the namespace; the plain words (no options) come from a cache kept per language. */
function wordsOf(ns: Namespace): TFunction {
  const known = fixed.get(ns)
  if (known) return known
  const t = i18n.getFixedT(null, ns) as unknown as (...args: unknown[]) => string
  const plain = new Map<string, string>()
  const words = (key: string, ...rest: unknown[]): string => {
    if (rest.length > 0 || typeof key !== 'string') return t(key, ...rest)
    let found = plain.get(key)
    if (found === undefined) {
      found = t(key)
      plain.set(key, found)
    }
    return found
  }
  fixed.set(ns, words as unknown as TFunction)
  return words as unknown as TFunction
}

export function useWords(ns: Namespace): TFunction {
  useSyncExternalStore(subscribe, current, current)
  return wordsOf(ns)
}
