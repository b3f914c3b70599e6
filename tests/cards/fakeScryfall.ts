/**
 * A stand-in for api.scryfall.com: a fetch that answers /cards/collection and /cards/named from a
 * pool of card objects in Scryfall's format, and records what it was asked. No network.
 */
import { vi } from 'vitest'
import { nameKey } from '../../src/deck/resolve'
import type { Sleep } from '../../src/cards/scryfall/request'

export type ScryfallObject = Record<string, unknown> & { name: string }

/** A minimal Scryfall card object, the way /cards/collection sends one. */
export function scryfallCard(name: string, extra: Record<string, unknown> = {}): ScryfallObject {
  return {
    object: 'card',
    id: `id-${name}`,
    oracle_id: `oracle-${name}`,
    name,
    layout: 'normal',
    mana_cost: '{1}{G}',
    cmc: 2,
    type_line: 'Creature — Elf',
    oracle_text: '{T}: Add {G}.',
    power: '1',
    toughness: '1',
    colors: ['G'],
    color_identity: ['G'],
    keywords: [],
    prices: { usd: '0.25' },
    ...extra,
  }
}

function namesOf(card: ScryfallObject): string[] {
  const faces = Array.isArray(card['card_faces']) ? (card['card_faces'] as { name: string }[]) : []
  return [card.name, ...faces.map((face) => face.name)].map(nameKey)
}

export interface SentRequest {
  url: string
  method: string
  headers: Record<string, string>
  /** The names asked for, for /cards/collection. */
  names: string[]
}

/** A fetch over `pool`; `respond` may replace the answer to the n-th request (0-based). */
export function fakeScryfall(
  pool: readonly ScryfallObject[],
  respond?: (n: number, request: SentRequest) => Response | Error | undefined,
) {
  const sent: SentRequest[] = []
  const find = (name: string) => pool.find((card) => namesOf(card).includes(nameKey(name)))
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input)
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const identifiers = (body as { identifiers?: { name: string }[] } | undefined)?.identifiers
    const request: SentRequest = {
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      names: identifiers?.map((identifier) => identifier.name) ?? [],
    }
    sent.push(request)
    const special = respond?.(sent.length - 1, request)
    if (special instanceof Error) throw special
    if (special) return special
    if (url.includes('/cards/named')) {
      const fuzzy = new URL(url).searchParams.get('fuzzy') ?? ''
      const card = pool.find((candidate) => nameKey(candidate.name).includes(nameKey(fuzzy)))
      return card ? json(card) : json(notFoundError(fuzzy), 404)
    }
    const data = request.names.flatMap((name) => find(name) ?? [])
    const notFound = request.names.filter((name) => !find(name)).map((name) => ({ name }))
    return json({ object: 'list', not_found: notFound, data })
  })
  return { fetch, sent }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

export function notFoundError(name: string) {
  return {
    object: 'error',
    code: 'not_found',
    status: 404,
    details: `No cards found matching “${name}”`,
  }
}

/** A sleep that returns at once and writes down how long it was asked to wait. */
export function fakeSleep(log?: string[]) {
  return vi.fn<Sleep>(async (ms) => {
    log?.push(`sleep ${ms}`)
  })
}
