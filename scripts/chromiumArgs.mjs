/**
 * The flags every Debian Chromium this project starts is given (TOOLCHAIN.md): the browser
 * tests (playwright.config.ts), the benchmarks (bench/browser.ts, bench/killWindow.mjs) and the
 * icon maker (scripts/make-icons.mjs). Never a downloaded browser.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
