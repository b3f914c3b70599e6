/**
 * Room for the game when the browser refuses a write for want of it (issue 40): what can be
 * fetched or rebuilt again goes first, before the game's own moves are given up. The card-image
 * cache (pwaOptions.ts) is dropped whole; of the games kept aside (keptAside.ts) the newest stays
 * and the older ones go. The kept list is rewritten in one transaction, so a write the full disk
 * still refuses changes nothing: no game is lost to making room.
 */
import { createStore, promisifyRequest } from 'idb-keyval'
import { IMAGE_CACHE } from '../pwa/imageCache'
import { KEPT_ASIDE_KEY } from './keptAside'
/** Games kept aside that stay when room is made: the newest. */
const KEPT_WHEN_FULL = 1

/** What making room dropped: whether the image cache went, and how many kept games. */
export interface RoomMade {
  images: boolean
  kept: number
}

export async function makeRoom(): Promise<RoomMade> {
  const images = await dropImageCache()
  const kept = await dropOlderKept().catch(() => 0)
  return { images, kept }
}

async function dropImageCache(): Promise<boolean> {
  try {
    return typeof caches !== 'undefined' && (await caches.delete(IMAGE_CACHE))
  } catch {
    return false
  }
}

async function dropOlderKept(): Promise<number> {
  const keyval = createStore('keyval-store', 'keyval')
  return keyval('readwrite', async (store) => {
    const list: unknown = await promisifyRequest(store.get(KEPT_ASIDE_KEY))
    if (!Array.isArray(list) || list.length <= KEPT_WHEN_FULL) return 0
    // Deleted first, in the same transaction: the shorter list takes the room the longer freed.
    store.delete(KEPT_ASIDE_KEY)
    store.put(list.slice(0, KEPT_WHEN_FULL), KEPT_ASIDE_KEY)
    await promisifyRequest(store.transaction)
    return list.length - KEPT_WHEN_FULL
  })
}
