/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in unit tests (vitest.config.ts
 * aliases it here): no service worker is registered, nothing is ever waiting.
 */
import { useState } from 'react'

export function useRegisterSW() {
  return {
    needRefresh: useState(false),
    offlineReady: useState(false),
    updateServiceWorker: async (): Promise<void> => {},
  }
}
