/**
 * Every card the app has ever resolved, kept in IndexedDB under its identity (Scryfall's Oracle
 * id), so a deck resolved once works offline forever after and two different tokens that share a
 * name ('Soldier') both stay. Its name, face names and 'Front // Back' point to the card.
 */
import { clear, createStore, get, getMany, set, setMany, values } from 'idb-keyval'
import type { Message } from '../engine'
import { cardNameKeys, frontKey, normaliseName } from './names'
import { isAdaptError, toCardData } from './scryfall/adapter'
import { resolveNames, type ResolveOptions } from './scryfall/client'
import { isJsonObject } from './scryfall/fields'
import type { ScryfallCardData } from './types'

const store = createStore('duotable-cards', 'cards')

/**
 * Stored under a name or other spelling: the key of the card itself, and how strongly the name
 * belongs to it (a card's own name over a token's, either over a face name). Older entries have
 * no rank: they count as face names.
 */
interface NameAlias {
  aliasOf: string
  rank?: number
}

type CacheEntry = ScryfallCardData | NameAlias

function isAlias(entry: unknown): entry is NameAlias {
  return isJsonObject(entry) && typeof entry['aliasOf'] === 'string'
}

/** Stored data goes through the same checks as Scryfall's, so a damaged entry reads as missing. */
function asCard(entry: unknown): ScryfallCardData | undefined {
  if (entry === undefined || isAlias(entry)) return undefined
  const card = toCardData(entry)
  return isAdaptError(card) ? undefined : card
}

const TOKEN_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token', 'emblem'])
const RANK = { faceName: 0, token: 1, card: 2 } as const

function cardRank(card: ScryfallCardData): number {
  return TOKEN_LAYOUTS.has(card.layout ?? '') ? RANK.token : RANK.card
}

/** Who keeps a contested key: a card over a token of the same name, either over a face name. */
function claimRank(entry: CacheEntry | undefined): number {
  if (entry === undefined) return -1
  if (isAlias(entry)) return entry.rank ?? RANK.faceName
  return cardRank(entry)
}

/** The key a card is stored under: its Oracle id, else its printing's id, else its name. */
function identityKey(card: ScryfallCardData): string {
  if (card.oracle_id !== undefined) return `oracle:${card.oracle_id}`
  if (card.id !== undefined) return `id:${card.id}`
  return normaliseName(card.name)
}

export async function cacheCards(cards: readonly ScryfallCardData[]): Promise<void> {
  if (cards.length === 0) return
  const named = cards.map((card) => ({ card, identity: identityKey(card), ...cardNameKeys(card) }))
  const keys = [
    ...new Set(named.flatMap(({ identity, own, aliases }) => [identity, own, ...aliases])),
  ]
  const stored = await getMany<CacheEntry>(keys, store)
  const current = new Map(keys.map((key, i) => [key, stored[i]]))
  const planned = new Map<string, CacheEntry>()
  // Newer data wins a key among equals, so a re-import refreshes what was there.
  const claim = (key: string, entry: CacheEntry): void => {
    if (claimRank(entry) >= claimRank(planned.get(key) ?? current.get(key))) planned.set(key, entry)
  }
  for (const { card, identity } of named) claim(identity, card)
  for (const { card, identity, own } of named) {
    if (own !== identity) claim(own, { aliasOf: identity, rank: cardRank(card) })
  }
  for (const { identity, aliases } of named) {
    for (const alias of aliases) claim(alias, { aliasOf: identity, rank: RANK.faceName })
  }
  // One transaction: all of it is stored or none of it.
  await setMany([...planned], store)
}

export async function getCached(name: string): Promise<ScryfallCardData | undefined> {
  const { found } = await lookupMany([name])
  return found.get(name)
}

/** Cards for many names in two reads; `found` is keyed by the names as given. */
export async function lookupMany(
  names: readonly string[],
): Promise<{ found: Map<string, ScryfallCardData>; missing: string[] }> {
  const candidates = names.map((name) => {
    const key = normaliseName(name)
    return key === frontKey(key) ? [key] : [key, frontKey(key)]
  })
  const keys = [...new Set(candidates.flat())]
  const entries = new Map(zip(keys, await getMany<unknown>(keys, store)))
  const targets = [...entries.values()].filter(isAlias).map((alias) => alias.aliasOf)
  const aliased = new Map(zip(targets, await getMany<unknown>(targets, store)))
  const found = new Map<string, ScryfallCardData>()
  const missing: string[] = []
  names.forEach((name, i) => {
    const card = (candidates[i] ?? []).reduce<ScryfallCardData | undefined>((hit, key) => {
      if (hit) return hit
      const entry = entries.get(key)
      return isAlias(entry) ? asCard(aliased.get(entry.aliasOf)) : asCard(entry)
    }, undefined)
    if (card) found.set(name, card)
    else missing.push(name)
  })
  return { found, missing }
}

function zip<A, B>(left: readonly A[], right: readonly B[]): [A, B | undefined][] {
  return left.map((item, i) => [item, right[i]])
}

/** Every cached card once (aliases left out): the pool for card search. */
export async function loadCachedCards(): Promise<ScryfallCardData[]> {
  const all = await values<unknown>(store)
  return all.flatMap((entry) => asCard(entry) ?? [])
}

/**
 * Which Scryfall file the last "Download every card" stored. It lives among the cards (its key
 * is no card's), so clearing the cache forgets it too; it is no card, so searches skip it.
 */
export interface BulkDownloadRecord {
  /** Scryfall's `updated_at` of the file: a newer one on Scryfall offers an update. */
  updatedAt: string
  /** Cards stored. */
  count: number
}

const DOWNLOAD_KEY = 'meta:bulk-download'

export async function getDownloadRecord(): Promise<BulkDownloadRecord | undefined> {
  const entry = await get<unknown>(DOWNLOAD_KEY, store)
  if (!isJsonObject(entry)) return undefined
  const { updatedAt, count } = entry
  if (typeof updatedAt !== 'string' || typeof count !== 'number') return undefined
  return { updatedAt, count }
}

export async function setDownloadRecord(record: BulkDownloadRecord): Promise<void> {
  await set(DOWNLOAD_KEY, record, store)
}

export async function clearCardCache(): Promise<void> {
  await clear(store)
}

export interface ResolvedNames {
  /** Each name found, as it was given, with its card. */
  byName: Map<string, ScryfallCardData>
  notFound: string[]
  /** Set when Scryfall could not be asked; the cards found so far are kept and cached. */
  error?: string
  /** `error` as a catalog message, for the interface. */
  detail?: Message
  /** Names that neither the cache nor Scryfall answered because of `error`. */
  unresolved: string[]
}

/** The cache first, then Scryfall for the rest; whatever Scryfall finds is cached. */
export async function resolveDecklistNames(
  names: readonly string[],
  options: ResolveOptions = {},
): Promise<ResolvedNames> {
  // The cache is a convenience: a browser that refuses IndexedDB (some private modes) still
  // resolves the deck online, it just won't remember it.
  const { found, missing } = await lookupMany(names).catch(() => ({
    found: new Map<string, ScryfallCardData>(),
    missing: [...names],
  }))
  const resolved: ResolvedNames = { byName: found, notFound: [], unresolved: [] }
  if (missing.length === 0) return resolved
  const online = await resolveNames(missing, options)
  await cacheCards(online.found).catch(() => undefined)
  const byKey = new Map([...online.byName].map(([name, card]) => [normaliseName(name), card]))
  const unresolvedKeys = new Set(online.unresolved.map(normaliseName))
  for (const name of missing) {
    const key = normaliseName(name)
    const card = byKey.get(key)
    if (card) resolved.byName.set(name, card)
    else if (unresolvedKeys.has(key)) resolved.unresolved.push(name)
    else resolved.notFound.push(name)
  }
  if (online.error !== undefined) resolved.error = online.error
  if (online.detail !== undefined) resolved.detail = online.detail
  return resolved
}
