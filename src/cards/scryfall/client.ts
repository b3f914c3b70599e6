/**
 * Scryfall's API for card data by name: a whole decklist through /cards/collection (75 names a
 * request), one card through /cards/named?fuzzy=. Failures come back as plain English words
 * (`error`) and as the same words in a catalog message (`detail`) the interface translates.
 */
import { makeCardIndex } from '../../deck'
import { nameKey } from '../../deck/resolve'
import type { Message } from '../../engine'
import { cardDataMessage, inEnglish } from '../messages'
import type { ScryfallCardData } from '../types'
import { isAdaptError, toCardData } from './adapter'
import { isJsonObject, type JsonObject } from './fields'
import { scryfallRequest, type RequestOptions } from './request'

export const SCRYFALL_API = 'https://api.scryfall.com'
/** The most identifiers /cards/collection accepts in one request. */
export const COLLECTION_BATCH_SIZE = 75

const UNREACHABLE = cardDataMessage('scryfall.unreachable')
/** A problem met partway through a decklist: what was found before it stays found. */
const kept = (problem: Message): Message => cardDataMessage('scryfall.kept', { problem })

export const UNREACHABLE_MESSAGE = inEnglish(kept(UNREACHABLE))

/** A failure in English words and as a message for the interface. */
export interface ScryfallProblem {
  error: string
  detail: Message
}

function problem(detail: Message): ScryfallProblem {
  return { error: inEnglish(detail), detail }
}

export interface ResolveOptions extends RequestOptions {
  /** After each batch: how many of the names have an answer so far. */
  onProgress?: (progress: { resolved: number; total: number }) => void
}

export interface ResolveResult {
  /** Each card once, in the order Scryfall sent them. */
  found: ScryfallCardData[]
  /** Names Scryfall does not know (its `not_found`), as they were asked for. */
  notFound: string[]
  /** Every name that was found, as it was asked for, with its card. */
  byName: Map<string, ScryfallCardData>
  /** Why resolving stopped early; `found` still holds what earlier batches brought back. */
  error?: string
  /** `error` as a catalog message, for the interface. */
  detail?: Message
  /** Names never answered because of `error`. */
  unresolved: string[]
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' }

export async function resolveNames(
  names: readonly string[],
  options: ResolveOptions = {},
): Promise<ResolveResult> {
  const asked = distinctNames(names)
  const result: ResolveResult = { found: [], notFound: [], byName: new Map(), unresolved: [] }
  for (let start = 0; start < asked.length; start += COLLECTION_BATCH_SIZE) {
    const batch = asked.slice(start, start + COLLECTION_BATCH_SIZE)
    const answer = await fetchCollection(batch, options)
    if ('error' in answer) {
      result.error = answer.error
      result.detail = answer.detail
      result.unresolved = asked.slice(start)
      break
    }
    matchBatch(batch, answer, result)
    options.onProgress?.({ resolved: start + batch.length, total: asked.length })
  }
  return result
}

/** One name per spelling-insensitive key, trimmed; the first spelling is the one reported. */
function distinctNames(names: readonly string[]): string[] {
  const byKey = new Map<string, string>()
  for (const name of names) {
    const key = nameKey(name)
    if (key !== '' && !byKey.has(key)) byKey.set(key, name.trim())
  }
  return [...byKey.values()]
}

interface CollectionAnswer {
  cards: ScryfallCardData[]
  notFoundKeys: Set<string>
}

async function fetchCollection(
  batch: readonly string[],
  options: RequestOptions,
): Promise<CollectionAnswer | ScryfallProblem> {
  const body = JSON.stringify({ identifiers: batch.map((name) => ({ name })) })
  const outcome = await scryfallRequest(
    `${SCRYFALL_API}/cards/collection`,
    { method: 'POST', headers: JSON_HEADERS, body },
    options,
  )
  if (outcome.kind === 'unreachable') return problem(kept(UNREACHABLE))
  const json = await readJson(outcome.response)
  if (!outcome.response.ok) return problem(kept(httpProblem(outcome.response, json)))
  if (!isJsonObject(json) || !Array.isArray(json['data'])) {
    return problem(kept(cardDataMessage('scryfall.notCardList')))
  }
  // A card Scryfall sent but that fails its checks leaves its name unmatched: not found.
  const cards = json['data']
    .map(toCardData)
    .filter((card): card is ScryfallCardData => !isAdaptError(card))
  const notFound = Array.isArray(json['not_found']) ? json['not_found'] : []
  const notFoundKeys = new Set(
    notFound.flatMap((identifier: unknown) =>
      isJsonObject(identifier) && typeof identifier['name'] === 'string'
        ? [nameKey(identifier['name'])]
        : [],
    ),
  )
  return { cards, notFoundKeys }
}

/** Pairs each asked name with its card; a name with no readable card counts as not found. */
function matchBatch(batch: readonly string[], answer: CollectionAnswer, result: ResolveResult) {
  const seen = new Set(result.found.map(cardKey))
  for (const card of answer.cards) {
    if (!seen.has(cardKey(card))) result.found.push(card)
    seen.add(cardKey(card))
  }
  const lookup = makeCardIndex(answer.cards)
  for (const name of batch) {
    const card = answer.notFoundKeys.has(nameKey(name)) ? undefined : lookup(name)
    // The index hands back one of answer.cards, which are ScryfallCardData.
    if (card) result.byName.set(name, card as ScryfallCardData)
    else result.notFound.push(name)
  }
}

function cardKey(card: ScryfallCardData): string {
  return card.id ?? nameKey(card.name)
}

/** One card by a name that may be misspelled or partial ('jace tmp' → Jace, the Mind Sculptor). */
export async function searchCard(
  name: string,
  options: RequestOptions = {},
): Promise<{ card: ScryfallCardData } | { error: string }> {
  const answer = await fuzzyCard(name, options)
  return 'error' in answer ? { error: answer.error } : answer
}

/** `searchCard` with the failure also as a message, for the interface to say in its language. */
export async function fuzzyCard(
  name: string,
  options: RequestOptions = {},
): Promise<{ card: ScryfallCardData } | ScryfallProblem> {
  const url = `${SCRYFALL_API}/cards/named?fuzzy=${encodeURIComponent(name.trim())}`
  const outcome = await scryfallRequest(
    url,
    { method: 'GET', headers: { Accept: 'application/json' } },
    options,
  )
  if (outcome.kind === 'unreachable') return problem(UNREACHABLE)
  const json = await readJson(outcome.response)
  if (!outcome.response.ok) return problem(httpProblem(outcome.response, json))
  const card = toCardData(json)
  if (isAdaptError(card))
    return problem(cardDataMessage('scryfall.unreadableCard', { error: card.error }))
  return { card }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch {
    return undefined
  }
}

/** Scryfall's error objects carry a `details` sentence meant for people; use it when present. */
function httpProblem(response: Response, json: unknown): Message {
  if (response.status === 429) return cardDataMessage('scryfall.limited')
  const details = isJsonObject(json) ? scryfallDetails(json) : undefined
  // Scryfall's own sentence is English: passed on as it is, in any language.
  if (details) return cardDataMessage('scryfall.details', { details })
  return cardDataMessage('scryfall.http', { status: response.status })
}

function scryfallDetails(json: JsonObject): string | undefined {
  const details = json['details']
  return json['object'] === 'error' && typeof details === 'string' ? details : undefined
}
