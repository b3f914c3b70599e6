/**
 * The service worker's cache of card images (pwaOptions.ts), named here for the code that
 * measures and clears it (the image setting; makeRoom.ts when the storage is full).
 */
import { imageBudget } from './imageBudget'

export const IMAGE_CACHE = 'scryfall-card-images'

export interface ImageCacheSize {
  images: number
  bytes: number
  /** What the images may take on this device (imageBudget.ts). */
  budget: number
}

/** What the cache holds: how many images and their bytes. Zero without Cache Storage. */
export async function imageCacheSize(): Promise<ImageCacheSize> {
  const budget = imageBudget(await quota())
  if (typeof caches === 'undefined' || !(await caches.has(IMAGE_CACHE))) {
    return { images: 0, bytes: 0, budget }
  }
  const cache = await caches.open(IMAGE_CACHE)
  const requests = await cache.keys()
  let bytes = 0
  for (const request of requests) {
    const response = await cache.match(request)
    const length = Number(response?.headers.get('content-length') ?? NaN)
    bytes += Number.isFinite(length) ? length : ((await response?.blob())?.size ?? 0)
  }
  return { images: requests.length, bytes, budget }
}

async function quota(): Promise<number | undefined> {
  try {
    return (await globalThis.navigator?.storage?.estimate?.())?.quota
  } catch {
    return undefined
  }
}

/** Drops every cached image; they load again from Scryfall when shown. */
export async function clearImageCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE)
}
