/**
 * The service worker's cache of card images (pwaOptions.ts), named here for the code that
 * measures and clears it (the image setting; makeRoom.ts when the storage is full).
 */
export const IMAGE_CACHE = 'scryfall-card-images'
