import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  // No service worker in unit tests: the PWA plugin's virtual module is a stub here.
  resolve: {
    alias: {
      'virtual:pwa-register/react': new URL('./tests/ui/pwaRegisterStub.ts', import.meta.url)
        .pathname,
    },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    // Full-table component tests render hundreds of cards; a loaded 2-core machine needs room.
    testTimeout: 30_000,
  },
})
