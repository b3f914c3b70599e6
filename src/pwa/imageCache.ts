/**
 * The service worker's cache of card images (pwaOptions.ts), named here for the code that
 * measures and clears it (the image setting; makeRoom.ts when the storage is full).
 */
export const IMAGE_CACHE = 'scryfall-card-images'

/**
 * Images kept, the oldest pushed out past it (issue 40). Fetched with CORS, an image costs its
 * real size: Scryfall's normal and large JPEGs run 60–250 KB, so 160 of them stay under ~40 MB,
 * far below what the game needs (saves are a few MB) in any browser's quota.
 */
export const IMAGE_CACHE_ENTRIES = 160

/** What the cache holds: how many images and their bytes. Zero without Cache Storage. */
export async function imageCacheSize(): Promise<{ images: number; bytes: number }> {
  if (typeof caches === 'undefined' || !(await caches.has(IMAGE_CACHE))) {
    return { images: 0, bytes: 0 }
  }
  const cache = await caches.open(IMAGE_CACHE)
  const requests = await cache.keys()
  let bytes = 0
  for (const request of requests) {
    const response = await cache.match(request)
    const length = Number(response?.headers.get('content-length') ?? NaN)
    bytes += Number.isFinite(length) ? length : ((await response?.blob())?.size ?? 0)
  }
  return { images: requests.length, bytes }
}

/** Drops every cached image; they load again from Scryfall when shown. */
export async function clearImageCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE)
}
