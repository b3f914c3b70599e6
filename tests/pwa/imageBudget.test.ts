/**
 * Issue 40: the card-image cache keeps a byte budget, not a count: after each image is cached the
 * oldest go until the images take at most 50 MB, or a tenth of the origin's quota when that is
 * less, measured from the responses. The plugin runs in the service worker; here it meets a Cache
 * Storage of its own (the browser test, tests/e2e/imageCache.spec.ts, runs it in the real worker).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  IMAGE_CACHE_BYTES,
  IMAGE_QUOTA_SHARE,
  imageBudget,
  imageBudgetPlugin,
} from '../../src/pwa/imageBudget'

const MB = 1_000_000
const CACHE = 'scryfall-card-images'
const url = (i: number) => `https://cards.scryfall.io/normal/front/${i}.jpg`

/** One cache, in insertion order as Cache Storage keeps it; `quota` as storage.estimate says. */
function fakeStorage(quota?: number) {
  const stored = new Map<string, Response>()
  const cache = {
    keys: async () => [...stored.keys()].map((key) => new Request(key)),
    match: async (key: string) => stored.get(key)?.clone(),
    delete: async (key: string) => stored.delete(key),
  }
  vi.stubGlobal('caches', { open: async () => cache })
  vi.stubGlobal(
    'navigator',
    quota === undefined ? {} : { storage: { estimate: async () => ({ quota }) } },
  )
  // A copy of the plugin: its remembered sizes live on `this`, one worker's worth per test.
  const plugin = { ...imageBudgetPlugin }
  const put = async (i: number, bytes: number, withLength = true) => {
    const headers: Record<string, string> = withLength ? { 'content-length': String(bytes) } : {}
    stored.delete(url(i))
    stored.set(url(i), new Response(new Uint8Array(withLength ? 0 : bytes), { headers }))
    await plugin.cacheDidUpdate({ cacheName: CACHE })
  }
  return { stored, put, plugin }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the card-image cache budget', () => {
  it('is 50 MB, or a tenth of a smaller quota', () => {
    expect(IMAGE_CACHE_BYTES).toBe(50 * MB)
    expect(IMAGE_QUOTA_SHARE).toBe(0.1)
    expect(imageBudget(undefined)).toBe(50 * MB)
    expect(imageBudget(60_000 * MB)).toBe(50 * MB)
    expect(imageBudget(100 * MB)).toBe(10 * MB)
  })

  it('drops the oldest images past 50 MB and keeps the newest', async () => {
    const { stored, put } = fakeStorage(60_000 * MB)
    for (let i = 0; i < 60; i += 1) await put(i, MB)
    expect(stored.size).toBe(50)
    expect(stored.has(url(9))).toBe(false)
    expect(stored.has(url(10))).toBe(true)
    expect(stored.has(url(59))).toBe(true)
  })

  it('takes at most a tenth of a small quota, the rest is the game’s', async () => {
    const { stored, put } = fakeStorage(100 * MB)
    for (let i = 0; i < 12; i += 1) await put(i, MB)
    expect([...stored.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => url(i + 2)))
  })

  it('weighs an image sent without its length by its body', async () => {
    const { stored, put } = fakeStorage(100 * MB)
    await put(0, 6 * MB, false)
    await put(1, 6 * MB, false)
    expect([...stored.keys()]).toEqual([url(1)])
  })

  it('forgets images the setting cleared, so new ones are not pushed out for them', async () => {
    const { stored, put } = fakeStorage(100 * MB)
    for (let i = 0; i < 9; i += 1) await put(i, MB)
    stored.clear()
    for (let i = 100; i < 109; i += 1) await put(i, MB)
    expect(stored.size).toBe(9)
  })

  it('measures what an earlier worker cached when it starts again', async () => {
    const { stored, put, plugin } = fakeStorage(100 * MB)
    for (let i = 0; i < 8; i += 1) {
      stored.set(url(i), new Response(null, { headers: { 'content-length': String(MB) } }))
    }
    expect(plugin).not.toHaveProperty('sizes')
    await put(8, 4 * MB)
    expect(stored.has(url(0)) || stored.has(url(1))).toBe(false)
    expect([...stored.keys()].at(-1)).toBe(url(8))
  })

  it('budgets without a storage estimate (an older browser): 50 MB', async () => {
    const { stored, put } = fakeStorage()
    await put(0, 30 * MB)
    await put(1, 30 * MB)
    expect([...stored.keys()]).toEqual([url(1)])
  })
})
