/**
 * "Download every card": Scryfall's index names the Oracle Cards file, its body streams through
 * the worker's job into the card cache, and a newer file on Scryfall is noticed. The index and
 * the file are stand-ins; nothing goes to the network.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import {
  checkDownload,
  downloadBulkFile,
  findOracleCardsFile,
  isBulkHost,
} from '../../src/cards/bulk/downloadBulk'
import { BulkImportError, type BulkWorkerPort } from '../../src/cards/bulk/importBulkFile'
import { clearCardCache, getCached, loadCachedCards } from '../../src/cards/cache'
import { inThreadWorker } from '../ui/cards/inThreadWorker'
import { generateBulkCards } from './bulkFile'
import { fakeBulkData, FAKE_FILE_URI } from './fakeBulkData'
import { fakeSleep } from './fakeScryfall'

const CARDS = generateBulkCards(40, 7)
const sleep = fakeSleep()

beforeEach(async () => {
  await clearCardCache()
})

describe('downloading every card', () => {
  it('finds the Oracle Cards file in the index, downloads it and stores every card', async () => {
    const scryfall = fakeBulkData({ cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' })
    const file = await findOracleCardsFile({ fetch: scryfall.fetch, sleep })
    expect(file).toMatchObject({
      updatedAt: '2026-12-01T10:00:00+00:00',
      downloadUri: FAKE_FILE_URI,
    })
    const progress: number[] = []
    const { count } = await downloadBulkFile(file, {
      fetch: scryfall.fetch,
      createWorker: inThreadWorker,
      onProgress: ({ bytesRead }) => progress.push(bytesRead),
    })
    expect(count).toBe(40)
    expect(progress.at(-1)).toBe(file.size)
    expect(await loadCachedCards()).toHaveLength(40)
    expect(await getCached(String(CARDS[4]?.['name']))).toBeDefined()
    expect(scryfall.asked).toEqual(['https://api.scryfall.com/bulk-data', FAKE_FILE_URI])
  })

  it('says the stored file is current, then offers the newer one Scryfall publishes', async () => {
    const scryfall = fakeBulkData({ cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' })
    const file = await findOracleCardsFile({ fetch: scryfall.fetch, sleep })
    await downloadBulkFile(file, { fetch: scryfall.fetch, createWorker: inThreadWorker })
    expect(await checkDownload(file)).toEqual({
      kind: 'current',
      updatedAt: '2026-12-01T10:00:00+00:00',
      count: 40,
    })
    scryfall.state.data = { cards: CARDS, updatedAt: '2026-12-02T10:00:00+00:00' }
    const newer = await findOracleCardsFile({ fetch: scryfall.fetch, sleep })
    expect(await checkDownload(newer)).toMatchObject({ kind: 'outdated', newer })
  })

  it('trusts no download address outside data.scryfall.io', async () => {
    const scryfall = fakeBulkData({
      cards: CARDS,
      updatedAt: '2026-12-01T10:00:00+00:00',
      downloadUri: 'https://data.scryfall.io.evil.test/oracle-cards.json',
    })
    await expect(findOracleCardsFile({ fetch: scryfall.fetch, sleep })).rejects.toThrow(
      BulkImportError,
    )
    expect(scryfall.asked).toEqual(['https://api.scryfall.com/bulk-data'])
    expect(isBulkHost('https://data.scryfall.io/x.json')).toBe(true)
    expect(isBulkHost('http://data.scryfall.io/x.json')).toBe(false)
    expect(isBulkHost('https://user@data.scryfall.io/x.json')).toBe(false)
  })

  it('reads the file whole where a browser cannot hand a stream to the worker', async () => {
    const scryfall = fakeBulkData({ cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' })
    const file = await findOracleCardsFile({ fetch: scryfall.fetch, sleep })
    const noStreams = (): BulkWorkerPort => {
      const port = inThreadWorker()
      const post = port.postMessage.bind(port)
      port.postMessage = (request, transfer) => {
        if (request.type === 'stream') throw new DOMException('no', 'DataCloneError')
        post(request, transfer)
      }
      return port
    }
    const { count } = await downloadBulkFile(file, {
      fetch: scryfall.fetch,
      createWorker: noStreams,
    })
    expect(count).toBe(40)
    expect(await loadCachedCards()).toHaveLength(40)
  })

  it('stores nothing when cancelled part way', async () => {
    const scryfall = fakeBulkData({ cards: CARDS, updatedAt: '2026-12-01T10:00:00+00:00' })
    const file = await findOracleCardsFile({ fetch: scryfall.fetch, sleep })
    const controller = new AbortController()
    const download = downloadBulkFile(file, {
      fetch: scryfall.fetch,
      createWorker: inThreadWorker,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(download).rejects.toBeDefined()
    expect(await loadCachedCards()).toEqual([])
    expect(await checkDownload(null)).toEqual({ kind: 'none' })
  })
})
