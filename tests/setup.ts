import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { initReactI18next } from 'react-i18next'
import { afterEach } from 'vitest'
import { i18n, i18nOptions, loadTableWords } from '../src/i18n/i18n'
import { catalogs } from '../src/i18n/locales/en'
import { catalogs as later } from '../src/i18n/locales/en/later'
import { loadRules } from '../src/store/engineLoader'

// findBy… and waitFor wait up to 10 s, not 1 s: on a loaded 2-core CI machine a full-table render
// or a deck re-check can take seconds, and a test must fail on behaviour, never on the load.
configure({ asyncUtilTimeout: 10_000 })

// Components speak English in tests, ready at once; a key missing from the English catalogs
// fails the test that rendered it, so no component can show a raw key.
const missingKeys: string[] = []
void i18n.use(initReactI18next).init({
  ...i18nOptions('en', { ...catalogs, ...later }),
  saveMissing: true,
  missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => {
    missingKeys.push(`${ns}:${key}`)
  },
})

// Every component may render in any test: the words the table loads later are in from the start
// (and a language switch in a test loads them for the new language too).
await loadTableWords()

// The app loads the rules apart from the first screen; tests have them from the start, so the
// store acts at once as it does once they are in.
await loadRules()
// Likewise the setup screen's deck import dialog, a lazy chunk in the app: in tests it opens at
// the first click, as it does in the app once the screen has been up for a moment.
await import('../src/ui/decks/DeckImportDialog')

afterEach(async () => {
  cleanup()
  // The journal's tab copy (journal.ts) is per tab: no test's tab outlives it. (A file that
  // stands in its own sessionStorage, without clear, keeps it.)
  const tabStorage = globalThis.sessionStorage as Partial<Storage> | undefined
  if (typeof tabStorage?.clear === 'function') tabStorage.clear()
  if (i18n.language !== 'en') await i18n.changeLanguage('en')
  const missing = missingKeys.splice(0)
  if (missing.length > 0)
    throw new Error(`Missing from the English catalogs: ${missing.join(', ')}`)
})
