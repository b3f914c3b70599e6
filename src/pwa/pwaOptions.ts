/**
 * How the app installs and works offline (vite-plugin-pwa), read by vite.config.ts at build time.
 * Everything the build emits is precached, so a table with no Wi-Fi still starts a game with the
 * sample decks. Scryfall's API is left to the network: card data has its own IndexedDB cache.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { imageBudgetPlugin } from './imageBudget'
import { IMAGE_CACHE } from './imageCache'

const DAY = 24 * 60 * 60

export const pwaOptions: Partial<VitePWAOptions> = {
  // A new version waits until the players choose to reload (UpdateNotice): never mid-game.
  registerType: 'prompt',
  // UpdateNotice registers the service worker through virtual:pwa-register/react.
  injectRegister: false,
  // The icons are in the precache glob already (the plugin adds the manifest itself).
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'DuoTable — Commander Duo playtable',
    short_name: 'DuoTable',
    description:
      'A hot-seat playtable for Commander Duo: two teams of two, one life total per team.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // The page background and the theme-color meta tag in index.html.
    background_color: '#0a0e13',
    theme_color: '#0d1117',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Every chunk, including the lazily loaded sample pool and the bulk-import worker. SVG only
    // from the root and icons/: an icon font's SVG fallback would be megabytes nobody loads.
    globPatterns: ['**/*.{js,css,html,woff2,png}', '*.svg', 'icons/*.svg'],
    // A chunk over the limit would be skipped silently, and offline play would break.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Card images: they never change for a given URL. Loaded with CORS (CardImage.tsx), so
        // each costs its real size, not the ~7 MiB Chromium charges an opaque response; only
        // those are kept (status 200), and the oldest go past a byte budget (imageBudget.ts).
        urlPattern: /^https:\/\/cards\.scryfall\.io\//,
        handler: 'CacheFirst',
        options: {
          cacheName: IMAGE_CACHE,
          expiration: { maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [imageBudgetPlugin],
        },
      },
    ],
  },
}
