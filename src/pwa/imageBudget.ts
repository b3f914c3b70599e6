/**
 * The card-image cache's byte budget (issue 40): a Workbox plugin that, after each image is
 * cached, drops the oldest images until the cache holds at most `maxBytes`, or `quotaShare` of
 * the origin's quota when that is less (a phone with little room left), measured from the
 * responses themselves. Workbox's own expiration counts entries only, and an image costs 30 KB to
 * 2 MB.
 *
 * workbox-build copies this object into the service worker as source text (generateSW) and
 * accepts no property but Workbox's callbacks, so its method uses nothing but `this`, its
 * arguments, the worker's globals and its own literals (the two below, written again there and
 * held equal by tests/pwa/imageBudget.test.ts): no imports, no helpers.
 */

/** Bytes the images may take: about four Commander decks' pictures, normal and large. */
export const IMAGE_CACHE_BYTES = 50_000_000

/** The share of the origin's quota the images may take at most: the rest is the game's. */
export const IMAGE_QUOTA_SHARE = 0.1

/** The budget for a given quota, as the plugin works it out (the image setting shows it). */
export function imageBudget(quota: number | undefined): number {
  return quota && quota > 0
    ? Math.min(IMAGE_CACHE_BYTES, Math.floor(quota * IMAGE_QUOTA_SHARE))
    : IMAGE_CACHE_BYTES
}

interface CacheDidUpdate {
  cacheName: string
}

export interface ImageBudgetPlugin {
  /** Each image's size by URL, oldest first; filled from the cache once per worker start. */
  sizes?: Map<string, number>
  /** Trims run one after the other, never two at once. */
  queue?: Promise<void>
  cacheDidUpdate: (this: ImageBudgetPlugin, update: CacheDidUpdate) => Promise<void>
}

export const imageBudgetPlugin: ImageBudgetPlugin = {
  // A function expression, not a method: workbox-build prints it as `cacheDidUpdate: <source>`.
  cacheDidUpdate: async function (this: ImageBudgetPlugin, { cacheName }: CacheDidUpdate) {
    const maxBytes = 50_000_000 // IMAGE_CACHE_BYTES
    const quotaShare = 0.1 // IMAGE_QUOTA_SHARE
    const trim = async (): Promise<void> => {
      const cache = await caches.open(cacheName)
      const sizes = (this.sizes ??= new Map<string, number>())
      // What the cache holds now: an image cleared by the page or expired by age is forgotten,
      // one not measured yet (a new one, or all after the worker restarted) is measured.
      const present = new Set((await cache.keys()).map((request) => request.url))
      for (const url of sizes.keys()) if (!present.has(url)) sizes.delete(url)
      for (const url of present) {
        if (sizes.has(url)) continue
        const response = await cache.match(url)
        if (!response) continue
        const length = Number(response.headers.get('content-length'))
        sizes.set(url, length > 0 ? length : (await response.blob()).size)
      }
      const storage = (globalThis.navigator as Navigator | undefined)?.storage
      const quota = storage?.estimate ? (await storage.estimate()).quota : undefined
      const budget = quota && quota > 0 ? Math.min(maxBytes, quota * quotaShare) : maxBytes
      let total = 0
      for (const size of sizes.values()) total += size
      for (const [url, size] of sizes) {
        if (total <= budget) break
        await cache.delete(url)
        sizes.delete(url)
        total -= size
      }
    }
    const run = (this.queue ?? Promise.resolve()).then(trim, trim)
    this.queue = run.catch(() => undefined)
    return run
  },
}
