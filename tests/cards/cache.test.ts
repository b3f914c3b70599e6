/**
 * The IndexedDB card cache (fake-indexeddb): every name of a card finds it, a deck resolved once
 * resolves again with no network, and only the names the cache lacks go to Scryfall.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cacheCards,
  clearCardCache,
  getCached,
  loadCachedCards,
  lookupMany,
  resolveDecklistNames,
} from '../../src/cards/cache'
import { isAdaptError, toCardData } from '../../src/cards/scryfall/adapter'
import type { ScryfallCardData } from '../../src/cards/types'
import layouts from './fixtures/more-layouts.json'
import vault from './fixtures/normal-lim-duls-vault.json'
import gatstaf from './fixtures/transform-gatstaf-shepherd.json'
import { fakeScryfall, fakeSleep, scryfallCard } from './fakeScryfall'

function adapt(raw: unknown): ScryfallCardData {
  const card = toCardData(raw)
  if (isAdaptError(card)) throw new Error(card.error)
  return card
}

const offline = vi.fn<typeof fetch>(async () => {
  throw new TypeError('Failed to fetch')
})

beforeEach(async () => {
  await clearCardCache()
  offline.mockClear()
})

describe('the card cache', () => {
  it('finds a double-faced card by its full name, either face, any spelling', async () => {
    await cacheCards([adapt(gatstaf), adapt(vault)])
    for (const name of [
      'Gatstaf Shepherd // Gatstaf Howler',
      'Gatstaf Shepherd',
      'gatstaf howler',
      'Gatstaf Shepherd/Gatstaf Howler',
      'GATSTAF SHEPHERD // something else',
    ]) {
      expect((await getCached(name))?.name, name).toBe('Gatstaf Shepherd // Gatstaf Howler')
    }
    expect((await getCached('lim-dul’s  vault'))?.name).toBe("Lim-Dûl's Vault")
    expect(await getCached('Gatstaf')).toBeUndefined()
  })

  it('gives back exactly what was stored', async () => {
    const card = adapt(gatstaf)
    await cacheCards([card])
    expect(await getCached('Gatstaf Howler')).toEqual(card)
  })

  it('looks up many names at once, keyed as asked, and lists the missing ones', async () => {
    await cacheCards([adapt(gatstaf), adapt(layouts.split)])
    const { found, missing } = await lookupMany(['Ice', 'Gatstaf Howler', 'Sol Ring'])
    expect(found.get('Ice')?.name).toBe('Fire // Ice')
    expect(found.get('Gatstaf Howler')?.layout).toBe('transform')
    expect(missing).toEqual(['Sol Ring'])
  })

  it('keeps a card over a token of the same name, and lists each card once', async () => {
    const elf = adapt(scryfallCard('Elf Warrior'))
    const token = adapt(scryfallCard('Elf Warrior', { layout: 'token', type_line: 'Token' }))
    await cacheCards([elf])
    await cacheCards([token])
    expect((await getCached('Elf Warrior'))?.layout).toBe('normal')
    await cacheCards([adapt(gatstaf)])
    const names = (await loadCachedCards()).map((card) => card.name).sort()
    expect(names).toEqual(['Elf Warrior', 'Gatstaf Shepherd // Gatstaf Howler'])
  })

  it('does not let a face name push out a card that really has that name', async () => {
    await cacheCards([adapt(scryfallCard('Stomp'))])
    await cacheCards([adapt(layouts.adventure)])
    expect((await getCached('Stomp'))?.name).toBe('Stomp')
    expect((await getCached('Bonecrusher Giant'))?.name).toBe('Bonecrusher Giant // Stomp')
  })
})

describe('resolveDecklistNames', () => {
  const pool = [gatstaf, vault, scryfallCard('Llanowar Elves')]
  const deckNames = ['Gatstaf Shepherd', "Lim-Dûl's Vault", 'Llanowar Elves', 'Llanowar Elfs']

  it('resolves a deck once online, then again offline from the cache alone', async () => {
    const scryfall = fakeScryfall(pool)
    const first = await resolveDecklistNames(deckNames, {
      fetch: scryfall.fetch,
      sleep: fakeSleep(),
    })
    expect(scryfall.fetch).toHaveBeenCalledTimes(1)
    expect([...first.byName.keys()]).toEqual(deckNames.slice(0, 3))
    expect(first.notFound).toEqual(['Llanowar Elfs'])

    const again = await resolveDecklistNames(deckNames.slice(0, 3), { fetch: offline })
    expect(offline).not.toHaveBeenCalled()
    expect(again.byName.get('Gatstaf Shepherd')).toEqual(first.byName.get('Gatstaf Shepherd'))
    expect(again).toMatchObject({ notFound: [], unresolved: [] })
    expect(again).not.toHaveProperty('error')
  })

  it('asks Scryfall only for the names the cache lacks', async () => {
    await cacheCards([adapt(gatstaf)])
    const scryfall = fakeScryfall(pool)
    const result = await resolveDecklistNames(['Gatstaf Howler', 'Llanowar Elves'], {
      fetch: scryfall.fetch,
      sleep: fakeSleep(),
    })
    expect(scryfall.sent.map((request) => request.names)).toEqual([['Llanowar Elves']])
    expect(result.byName.size).toBe(2)
    expect((await getCached('Llanowar Elves'))?.name).toBe('Llanowar Elves')
  })

  it('offline with nothing cached: says so, and leaves every name unresolved', async () => {
    const result = await resolveDecklistNames(['Sol Ring', 'Llanowar Elves'], {
      fetch: offline,
      sleep: fakeSleep(),
    })
    expect(result.error).toBe(
      'Could not reach Scryfall — check your connection. Cards already resolved are kept.',
    )
    expect(result.unresolved).toEqual(['Sol Ring', 'Llanowar Elves'])
    expect(result.notFound).toEqual([])
  })

  it('keeps and caches what the first batch found when the network drops mid-deck', async () => {
    const names = Array.from({ length: 80 }, (_, i) => `Card ${i}`)
    const scryfall = fakeScryfall(
      names.map((name) => scryfallCard(name)),
      (n) => (n === 1 ? new TypeError('Failed to fetch') : undefined),
    )
    const result = await resolveDecklistNames(names, {
      fetch: scryfall.fetch,
      sleep: fakeSleep(),
    })
    expect(result.byName.size).toBe(75)
    expect(result.unresolved).toEqual(names.slice(75))
    expect(result.error).toMatch(/Cards already resolved are kept/)
    expect((await lookupMany(names)).missing).toEqual(names.slice(75))
  })
})
