/**
 * Cards are kept by identity, not by name: two different tokens called "Soldier" both stay, and
 * the printing kept for an Oracle card is an English, paper, card-sized one.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { readBulkCards } from '../../src/cards/bulk/readBulkCards'
import { cacheCards, clearCardCache, getCached, loadCachedCards } from '../../src/cards/cache'
import { mergeKnownCards } from '../../src/cards/knownCards'
import { isAdaptError, toCardData } from '../../src/cards/scryfall/adapter'
import type { ScryfallCardData } from '../../src/cards/types'
import { bulkText, streamOfText } from './bulkFile'
import { scryfallCard } from './fakeScryfall'

function adapt(raw: unknown): ScryfallCardData {
  const card = toCardData(raw)
  if (isAdaptError(card)) throw new Error(card.error)
  return card
}

const whiteSoldier = scryfallCard('Soldier', {
  oracle_id: 'soldier-white',
  layout: 'token',
  type_line: 'Token Creature — Soldier',
  oracle_text: '',
  colors: ['W'],
  color_identity: ['W'],
})
const redSoldier = scryfallCard('Soldier', {
  oracle_id: 'soldier-red-haste',
  layout: 'token',
  type_line: 'Token Creature — Soldier',
  oracle_text: 'Haste',
  colors: ['R'],
  color_identity: ['R'],
})

beforeEach(async () => {
  await clearCardCache()
})

describe('the card cache keeps cards by identity', () => {
  it('keeps two different tokens named "Soldier", in one import or two', async () => {
    await cacheCards([adapt(whiteSoldier)])
    await cacheCards([adapt(redSoldier)])
    const soldiers = (await loadCachedCards()).filter((card) => card.name === 'Soldier')
    expect(soldiers.map((card) => card.colors)).toEqual(expect.arrayContaining([['W'], ['R']]))
    expect(soldiers).toHaveLength(2)
    expect((await getCached('Soldier'))?.name).toBe('Soldier')
  })

  it('stores a card once however often it is cached, and the newest data wins', async () => {
    await cacheCards([adapt(scryfallCard('Sol Ring', { set: 'c21' }))])
    await cacheCards([adapt(scryfallCard('Sol Ring', { set: 'cmm' }))])
    const rings = (await loadCachedCards()).filter((card) => card.name === 'Sol Ring')
    expect(rings.map((card) => card.set)).toEqual(['cmm'])
  })

  it('keeps both tokens in the card search pool too', () => {
    const merged = mergeKnownCards([adapt(whiteSoldier), adapt(redSoldier)], [adapt(whiteSoldier)])
    expect(merged).toHaveLength(2)
  })
})

describe('the printing kept for an Oracle card', () => {
  const printing = (id: string, extra: Record<string, unknown>) =>
    scryfallCard('Sol Ring', { id, oracle_id: 'sol-ring', lang: 'en', games: ['paper'], ...extra })

  it('is English, paper and card-sized, wherever it comes in the file', async () => {
    const file = bulkText([
      printing('japanese', { lang: 'ja' }),
      printing('oversized', { oversized: true }),
      printing('arena', { games: ['arena'], digital: true }),
      printing('promo', { promo: true }),
      printing('english', {}),
      printing('later', {}),
    ])
    const kept: ScryfallCardData[] = []
    await readBulkCards(streamOfText(file), { onBatch: (cards) => kept.push(...cards) })
    expect(kept.map((card) => card.id)).toEqual(['english'])
  })

  it('is the best there is when the file has no English paper printing', async () => {
    const file = bulkText([
      printing('japanese', { lang: 'ja' }),
      printing('promo', { promo: true }),
    ])
    const kept: ScryfallCardData[] = []
    await readBulkCards(streamOfText(file), { onBatch: (cards) => kept.push(...cards) })
    expect(kept.map((card) => card.id)).toEqual(['promo'])
  })
})
