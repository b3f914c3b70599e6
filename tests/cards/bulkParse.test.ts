/**
 * The streaming bulk-data parser: whatever sizes the chunks come in (even one byte, splitting a
 * UTF-8 character or an escape), it yields exactly the objects of the array, in order.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_OBJECT_CHARS,
  parseBulkStream,
  type BulkParseProgress,
} from '../../src/cards/bulk/parseBulkStream'
import { bulkText, generateBulkCards, seededRandom, streamOf, streamOfText } from './bulkFile'

async function parseAll(stream: ReadableStream<Uint8Array>) {
  const items: unknown[] = []
  const progress: BulkParseProgress[] = []
  const result = await parseBulkStream(
    stream,
    (item, index) => {
      expect(index).toBe(items.length)
      items.push(item)
    },
    (step) => progress.push(step),
  )
  return { items, progress, result }
}

describe('parseBulkStream', () => {
  it('yields exactly the 2,000 cards of a generated file cut into random chunks', async () => {
    const cards = generateBulkCards(2000, 7)
    const bytes = new TextEncoder().encode(bulkText(cards))
    const random = seededRandom(42)
    // Mostly small chunks (many cuts inside strings and escapes), some large ones.
    const size = () => (random() < 0.8 ? 1 + random() * 64 : 1 + random() * 20_000)
    const { items, progress, result } = await parseAll(streamOf(bytes, size))

    expect(items).toEqual(cards)
    expect(result).toEqual({ bytesRead: bytes.length, items: 2000 })
    expect(progress.at(-1)).toEqual({ bytesRead: bytes.length, items: 2000 })
    const read = progress.map((step) => step.bytesRead)
    expect(read).toEqual([...read].sort((a, b) => a - b))
  })

  it('yields the same objects for any way of cutting the bytes', async () => {
    const cards = generateBulkCards(12, 3)
    const bytes = new TextEncoder().encode(bulkText(cards))
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1 }),
        async (sizes) => {
          let next = 0
          const size = () => sizes[next++ % sizes.length] ?? 1
          const { items } = await parseAll(streamOf(bytes, size))
          expect(items).toEqual(cards)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('cuts objects whose strings are made of quotes, backslashes, braces and emoji', async () => {
    const tricky = fc.string({
      unit: fc.constantFrom('\\', '"', '{', '}', '[', ']', ',', ' ', 'a', 'é', '🐉', '\n'),
      maxLength: 40,
    })
    const objects = fc.array(fc.dictionary(tricky, fc.oneof(tricky, fc.array(tricky))), {
      maxLength: 8,
    })
    await fc.assert(
      fc.asyncProperty(objects, fc.integer({ min: 1, max: 17 }), async (items, size) => {
        const { items: parsed } = await parseAll(streamOfText(JSON.stringify(items), () => size))
        expect(parsed).toEqual(items)
      }),
      { numRuns: 200 },
    )
  })

  it('reads any JSON array of objects, compact or pretty-printed, with a byte-order mark', async () => {
    const cards = generateBulkCards(5)
    for (const text of [
      JSON.stringify(cards),
      JSON.stringify(cards, null, 2),
      `\ufeff  ${JSON.stringify(cards)}  \n`,
    ]) {
      const { items } = await parseAll(streamOfText(text, () => 7))
      expect(items).toEqual(cards)
    }
    expect((await parseAll(streamOfText('[ ]'))).items).toEqual([])
  })

  it('keeps nested objects and arrays inside one card whole', async () => {
    const card = { object: 'card', a: { b: { c: [{ d: '}' }, [], {}] } }, e: '\\"{' }
    const { items } = await parseAll(streamOfText(JSON.stringify([card, card]), () => 3))
    expect(items).toEqual([card, card])
  })

  it('refuses an object too large to be a card instead of holding it all', async () => {
    let served = 0
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"object":"list","data":"'))
      },
      pull(controller) {
        served += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61))
      },
    })
    await expect(parseBulkStream(endless, () => undefined)).rejects.toThrow(
      /item 1 of the list is far too large to be a card/,
    )
    expect(served).toBeLessThan(MAX_OBJECT_CHARS + 128 * 1024)
  })

  it('stops reading as soon as the caller aborts', async () => {
    const bytes = new TextEncoder().encode(bulkText(generateBulkCards(200)))
    const controller = new AbortController()
    let seen = 0
    const parsing = parseBulkStream(
      streamOf(bytes, () => 512),
      () => {
        seen += 1
        if (seen === 10) controller.abort()
      },
      undefined,
      controller.signal,
    )
    await expect(parsing).rejects.toThrow(/abort/i)
    expect(seen).toBeLessThan(200)
  })
})
