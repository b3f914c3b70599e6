import { defineConfig } from '@playwright/test'
import { chromiumArgs } from './scripts/chromiumArgs.mjs'

const PORT = Number(process.env['PW_PORT'] ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1600, height: 1000 },
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // Each port builds into its own folder, so parallel runs never share a half-written build.
    command: `npx vite build --outDir dist-e2e-${PORT} && npx vite preview --outDir dist-e2e-${PORT} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
  },
})
