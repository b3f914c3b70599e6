/**
 * Importing a Scryfall bulk-data file: the cards are checked, adapted, deduped by Oracle id and
 * stored only at the end; files that are not bulk-data files are refused and store nothing.
 * The worker's job runs in this thread through a stand-in for the Worker.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { runBulkJob } from '../../src/cards/bulk/bulkJob'
import {
  BulkImportError,
  importBulkFile,
  type BulkWorkerPort,
} from '../../src/cards/bulk/importBulkFile'
import type { BulkImportProgress, BulkWorkerMessage } from '../../src/cards/bulk/protocol'
import { readBulkCards } from '../../src/cards/bulk/readBulkCards'
import { clearCardCache, getCached, loadCachedCards } from '../../src/cards/cache'
import type { ScryfallCardData } from '../../src/cards/types'
import layouts from './fixtures/more-layouts.json'
import { bulkText, generateBulkCards, streamOf, streamOfText } from './bulkFile'

/** A Worker stand-in that runs the worker's job in this thread and posts back asynchronously. */
function inThreadWorker(): BulkWorkerPort & { requests: string[] } {
  const controller = new AbortController()
  const port: BulkWorkerPort & { requests: string[] } = {
    onmessage: null,
    onerror: null,
    requests: [],
    terminate: () => controller.abort(),
    postMessage: (request) => {
      port.requests.push(request.type)
      if (request.type === 'cancel') controller.abort()
      else
        void runBulkJob(
          request.type === 'import' ? request.file : request,
          deliver,
          controller.signal,
        )
    },
  }
  function deliver(message: BulkWorkerMessage): void {
    // Like a real worker: a structured clone, delivered later, and nothing after terminate.
    const data = structuredClone(message)
    setTimeout(() => {
      if (!controller.signal.aborted) port.onmessage?.(new MessageEvent('message', { data }))
    }, 0)
  }
  return port
}

const NOT_BULK = /^This is not a Scryfall bulk-data file: /

beforeEach(async () => {
  await clearCardCache()
})

describe('readBulkCards', () => {
  it('keeps the first printing of each Oracle card, drops art cards, keeps tokens', async () => {
    const secondPrinting = { ...layouts.split, id: 'reprint', set: 'ima' }
    const file = bulkText([
      layouts.split,
      layouts.art_series,
      layouts.token,
      secondPrinting,
      layouts.double_faced_token,
      layouts.reversible_card,
    ])
    const batches: ScryfallCardData[][] = []
    const result = await readBulkCards(
      streamOfText(file, () => 100),
      {
        onBatch: (cards) => batches.push(cards),
        batchSize: 2,
      },
    )
    expect(result).toEqual({ count: 4, read: 6, skipped: 0 })
    expect(batches.map((batch) => batch.map((card) => card.name))).toEqual([
      ['Fire // Ice', 'Zombie'],
      ['Incubator // Phyrexian Token', 'Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom'],
    ])
    expect(batches[0]?.[0]?.set).toBe('mh2')
  })

  it('skips an unreadable card in the middle instead of failing the whole file', async () => {
    const file = bulkText([layouts.split, { object: 'card', name: 7 }, layouts.token])
    const kept: string[] = []
    const result = await readBulkCards(streamOfText(file), {
      onBatch: (cards) => kept.push(...cards.map((card) => card.name)),
    })
    expect(result).toEqual({ count: 2, read: 3, skipped: 1 })
    expect(kept).toEqual(['Fire // Ice', 'Zombie'])
  })

  const refusals: [string, string, RegExp][] = [
    ['an empty file', '', /the file is empty/],
    ['only white space', ' \n\t ', /the file is empty/],
    ['text that is not JSON', 'Commander\n1 Sol Ring\n', /not a JSON list of cards/],
    ['a single JSON object', '{"object":"list","data":[]}', /a single JSON object/],
    ['a gzip file', '\u001f\u008b\u0008\u0000', /compressed \(gzip\)/],
    ['an empty list', '[]', /the list is empty/],
    ['a list of numbers', '[1, 2, 3]', /item 1 of the list is not a card object/],
    ['a rulings file', '[{"object":"ruling","comment":"x"}]', /is a Scryfall "ruling", not a card/],
    ['objects that are not cards', '[{"name":"Sol Ring"}]', /no "object": "card"/],
    ['a file cut short', `[${JSON.stringify(layouts.split)}, {"object":"card","na`, /cut short/],
    ['broken JSON inside an object', '[{"object":"card", name: 1}]', /item 1 .* not valid JSON/],
    ['a missing comma', `[${JSON.stringify(layouts.split)} {}]`, /broken after item 1/],
    ['text after the list', `[${JSON.stringify(layouts.split)}] trailing`, /more text after/],
  ]
  it.each(refusals)('refuses %s with a clear message', async (_, text, problem) => {
    const reading = readBulkCards(
      streamOfText(text, () => 5),
      { onBatch: () => undefined },
    )
    await expect(reading).rejects.toThrow(NOT_BULK)
    await expect(reading).rejects.toThrow(problem)
  })

  it('refuses the bytes of a real gzip file, saying to unpack it', async () => {
    const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03])
    const reading = readBulkCards(streamOf(gzip), { onBatch: () => undefined })
    await expect(reading).rejects.toThrow(/compressed \(gzip\); unpack it first/)
  })
})

describe('importBulkFile', () => {
  it('stores every kept card, findable by name, and reports progress', async () => {
    const cards = generateBulkCards(300, 5)
    const file = new Blob([bulkText([...cards, layouts.art_series])])
    const progress: BulkImportProgress[] = []
    const result = await importBulkFile(file, {
      createWorker: inThreadWorker,
      onProgress: (step) => progress.push(step),
    })

    expect(result).toEqual({ count: 300 })
    expect(await loadCachedCards()).toHaveLength(300)
    expect((await getCached('Back 3'))?.name).toBe(cards[3]?.['name'])
    expect(progress.at(-1)).toEqual({ bytesRead: file.size, total: file.size, cards: 300 })
  })

  it.each([
    ['not JSON', 'hello'],
    ['an object', '{"object":"card","name":"Sol Ring"}'],
    ['empty', ''],
    ['a list of non-cards', '[{"object":"set"}]'],
  ])('refuses a file that is %s and stores nothing', async (_, text) => {
    const importing = importBulkFile(new Blob([text]), { createWorker: inThreadWorker })
    await expect(importing).rejects.toThrow(BulkImportError)
    await expect(importing).rejects.toThrow(NOT_BULK)
    expect(await loadCachedCards()).toEqual([])
  })

  it('stores nothing when the file breaks after many good cards', async () => {
    const text = bulkText(generateBulkCards(1200)).replace(/\]\s*$/, '')
    const importing = importBulkFile(new Blob([text]), { createWorker: inThreadWorker })
    await expect(importing).rejects.toThrow(/cut short/)
    expect(await loadCachedCards()).toEqual([])
  })

  it('cancels: tells the worker, stops, and stores nothing', async () => {
    const controller = new AbortController()
    const worker = inThreadWorker()
    const importing = importBulkFile(new Blob([bulkText(generateBulkCards(3000))]), {
      createWorker: () => worker,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(importing).rejects.toThrow(/abort/i)
    expect(worker.requests).toEqual(['import', 'cancel'])
    expect(await loadCachedCards()).toEqual([])
  })
})
