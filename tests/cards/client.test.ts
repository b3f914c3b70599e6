/**
 * The Scryfall client against a fake Scryfall: batches of 75, spacing between requests, backing
 * off on 429, plain-words errors that keep what was found, and not_found names reported.
 */
import { describe, expect, it } from 'vitest'
import {
  COLLECTION_BATCH_SIZE,
  UNREACHABLE_MESSAGE,
  resolveNames,
  searchCard,
} from '../../src/cards/scryfall/client'
import { MAX_TRIES, REQUEST_SPACING_MS } from '../../src/cards/scryfall/request'
import collection from './fixtures/collection-with-not-found.json'
import { fakeScryfall, fakeSleep, json, scryfallCard, type ScryfallObject } from './fakeScryfall'

const hundred = Array.from({ length: 100 }, (_, i) => `Test Card ${i + 1}`)
const hundredCards = hundred.map((name) => scryfallCard(name))

describe('resolveNames', () => {
  it('asks /cards/collection for 100 names in two requests of at most 75, spaced out', async () => {
    const log: string[] = []
    const sentAt: number[] = []
    const scryfall = fakeScryfall(hundredCards, (_, request) => {
      log.push(`fetch ${request.names.length}`)
      sentAt.push(Date.now())
      return undefined
    })
    const progress: number[] = []
    const result = await resolveNames(hundred, {
      fetch: scryfall.fetch,
      sleep: fakeSleep(log),
      onProgress: ({ resolved }) => progress.push(resolved),
    })

    expect(scryfall.sent.map((request) => request.names.length)).toEqual([75, 25])
    expect(COLLECTION_BATCH_SIZE).toBe(75)
    const [first] = scryfall.sent
    expect(first?.url).toBe('https://api.scryfall.com/cards/collection')
    expect(first?.method).toBe('POST')
    expect(first?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    })
    expect(scryfall.sent.flatMap((request) => request.names)).toEqual(hundred)
    // The two requests are REQUEST_SPACING_MS apart (Scryfall's 2 a second): the sleeps the
    // client asked for (fake, so instant) plus the real time that passed between them. A loaded
    // machine may pass the whole spacing on its own, and the client then need not sleep. (The
    // first request's time is read a moment after the client's own reading: 20 ms allowed.)
    const between = log.slice(log.indexOf('fetch 75') + 1, log.indexOf('fetch 25'))
    const slept = between.reduce((sum, entry) => sum + Number(entry.replace('sleep ', '')), 0)
    const passed = (sentAt[1] ?? 0) - (sentAt[0] ?? 0)
    expect(slept + passed).toBeGreaterThanOrEqual(REQUEST_SPACING_MS - 20)

    expect(result.found).toHaveLength(100)
    expect(result.notFound).toEqual([])
    expect(result.byName.get('Test Card 100')?.name).toBe('Test Card 100')
    expect(result).not.toHaveProperty('error')
    expect(progress).toEqual([75, 100])
  })

  it('asks once per name, whatever its spelling', async () => {
    const scryfall = fakeScryfall(hundredCards)
    await resolveNames(['Test Card 1', 'test card 1', ' TEST  CARD 1 '], {
      fetch: scryfall.fetch,
      sleep: fakeSleep(),
    })
    expect(scryfall.sent.map((request) => request.names)).toEqual([['Test Card 1']])
  })

  it('waits and retries after HTTP 429: 1 s, then 2 s, honouring Retry-After when sent', async () => {
    const sleep = fakeSleep()
    const scryfall = fakeScryfall(hundredCards, (n) => {
      if (n === 0) return json({ object: 'error', status: 429 }, 429)
      if (n === 1) return json({ object: 'error', status: 429 }, 429)
      if (n === 3) return json({ object: 'error', status: 429 }, 429, { 'Retry-After': '3' })
      return undefined
    })
    const result = await resolveNames(hundred, { fetch: scryfall.fetch, sleep })

    expect(scryfall.fetch).toHaveBeenCalledTimes(5)
    const waits = sleep.mock.calls.map(([ms]) => ms)
    expect(waits).toContain(1000)
    expect(waits).toContain(2000)
    expect(waits).toContain(3000)
    expect(waits).not.toContain(4000)
    expect(result.found).toHaveLength(100)
    expect(result).not.toHaveProperty('error')
  })

  it(`gives up after ${MAX_TRIES} tries of 429 with a clear message`, async () => {
    const sleep = fakeSleep()
    const scryfall = fakeScryfall(hundredCards, () => json({ object: 'error' }, 429))
    const result = await resolveNames(['Test Card 1'], { fetch: scryfall.fetch, sleep })

    expect(scryfall.fetch).toHaveBeenCalledTimes(4)
    const backoffs = sleep.mock.calls.map(([ms]) => ms).filter((ms) => ms >= 1000)
    expect(backoffs).toEqual([1000, 2000, 4000])
    expect(result.error).toBe(
      'Scryfall is limiting requests from this page; wait a minute, then try again. Cards already resolved are kept.',
    )
    expect(result.unresolved).toEqual(['Test Card 1'])
  })

  it('keeps the cards found before the network failed, and says what happened', async () => {
    const scryfall = fakeScryfall(hundredCards, (n) =>
      n === 1 ? new TypeError('Failed to fetch') : undefined,
    )
    const result = await resolveNames(hundred, { fetch: scryfall.fetch, sleep: fakeSleep() })

    expect(result.error).toBe(UNREACHABLE_MESSAGE)
    expect(UNREACHABLE_MESSAGE).toBe(
      'Could not reach Scryfall — check your connection. Cards already resolved are kept.',
    )
    expect(result.found.map((card) => card.name)).toEqual(hundred.slice(0, 75))
    expect(result.unresolved).toEqual(hundred.slice(75))
    expect(result.notFound).toEqual([])
  })

  it('reports the names in Scryfall’s not_found list, as they were asked for', async () => {
    const fetch = fakeScryfall([], () => json(collection)).fetch
    const result = await resolveNames(
      ['Llanowar Elves', 'Llanowar Elfs', 'Gatstaf Shepherd', 'pir, imaginative rascal'],
      { fetch, sleep: fakeSleep() },
    )
    expect(result.notFound).toEqual(['Llanowar Elfs'])
    expect(result.found.map((card) => card.name)).toEqual([
      'Llanowar Elves',
      'Gatstaf Shepherd // Gatstaf Howler',
      'Pir, Imaginative Rascal',
    ])
    // A front-face name finds the whole double-faced card.
    expect(result.byName.get('Gatstaf Shepherd')?.card_faces).toHaveLength(2)
    expect(result.byName.get('pir, imaginative rascal')?.keywords).toEqual(['Partner with'])
  })

  it('counts a card Scryfall sent in a shape it cannot read as not found', async () => {
    const broken: ScryfallObject = scryfallCard('Broken Card', { colors: 'green' })
    const fetch = fakeScryfall([broken]).fetch
    const result = await resolveNames(['Broken Card'], { fetch, sleep: fakeSleep() })
    expect(result.found).toEqual([])
    expect(result.notFound).toEqual(['Broken Card'])
  })

  it('passes on Scryfall’s own words for a refused request', async () => {
    const fetch = fakeScryfall([], () =>
      json(
        { object: 'error', status: 400, details: 'Your request had too many identifiers.' },
        400,
      ),
    ).fetch
    const result = await resolveNames(['Sol Ring'], { fetch, sleep: fakeSleep() })
    expect(result.error).toBe(
      'Scryfall: Your request had too many identifiers. Cards already resolved are kept.',
    )
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const scryfall = fakeScryfall(hundredCards)
    await expect(
      resolveNames(hundred, {
        fetch: scryfall.fetch,
        sleep: fakeSleep(),
        signal: controller.signal,
      }),
    ).rejects.toThrow()
    expect(scryfall.fetch).not.toHaveBeenCalled()
  })

  it('asks nothing for an empty list', async () => {
    const scryfall = fakeScryfall([])
    const result = await resolveNames([], { fetch: scryfall.fetch })
    expect(result).toEqual({ found: [], notFound: [], byName: new Map(), unresolved: [] })
    expect(scryfall.fetch).not.toHaveBeenCalled()
  })
})

describe('searchCard', () => {
  const pool = [scryfallCard('Jace, the Mind Sculptor'), scryfallCard('Lightning Bolt')]

  it('finds one card with a fuzzy GET /cards/named', async () => {
    const scryfall = fakeScryfall(pool)
    const result = await searchCard('jace, the mind', { fetch: scryfall.fetch, sleep: fakeSleep() })
    expect(result).toMatchObject({ card: { name: 'Jace, the Mind Sculptor' } })
    expect(scryfall.sent[0]?.url).toBe(
      'https://api.scryfall.com/cards/named?fuzzy=jace%2C%20the%20mind',
    )
    expect(scryfall.sent[0]?.method).toBe('GET')
    expect(scryfall.sent[0]?.headers).toEqual({ Accept: 'application/json' })
  })

  it('says what Scryfall says when nothing matches', async () => {
    const scryfall = fakeScryfall(pool)
    const result = await searchCard('Nonexistent', { fetch: scryfall.fetch, sleep: fakeSleep() })
    expect(result).toEqual({ error: 'Scryfall: No cards found matching “Nonexistent”' })
  })

  it('says it could not reach Scryfall when offline', async () => {
    const scryfall = fakeScryfall(pool, () => new TypeError('Failed to fetch'))
    const result = await searchCard('Bolt', { fetch: scryfall.fetch, sleep: fakeSleep() })
    expect(result).toEqual({ error: 'Could not reach Scryfall — check your connection.' })
  })
})
