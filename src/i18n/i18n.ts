/**
 * The interface's words through i18next (react-i18next binds it to components). Each language's
 * catalogs are chunks of their own, loaded when that language is chosen, so the first screen
 * carries one language only: the words of the first screen before the first render, the words
 * only the table and the showcase say (later.ts) when one of them opens (issue 10: first screen).
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Catalogs } from './catalogs'
import { LANGUAGES, saveLanguage, startingLanguage, type Language } from './languages'
import { isolateBidi } from './bidi'

const load: Record<Language, () => Promise<{ catalogs: Catalogs }>> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
}

const loadLater: Record<Language, () => Promise<{ catalogs: Catalogs }>> = {
  en: () => import('./locales/en/later'),
  es: () => import('./locales/es/later'),
  'pt-BR': () => import('./locales/pt-BR/later'),
}

/** The table or the showcase has asked for its words: a language switch then loads them too. */
let laterWanted = false

export const i18n = i18next.createInstance()

/**
 * Options every start shares: flat keys ("setup.start"), no fallback guessing. React escapes
 * markup; the "escape" of interpolated values isolates their bidi text (bidi.ts, issue 27).
 */
export function i18nOptions(lng: Language, catalogs: Catalogs) {
  return {
    lng,
    supportedLngs: LANGUAGES,
    fallbackLng: false as const,
    ns: Object.keys(catalogs),
    defaultNS: 'common',
    keySeparator: false as const,
    interpolation: { escapeValue: true, escape: isolateBidi },
    returnNull: false,
    // Every catalog is in memory before the first render: nothing to suspend for.
    react: { useSuspense: false },
    resources: { [lng]: catalogs },
    initAsync: false,
  }
}

/** Loads the starting language (saved choice, else the browser's) before the first render. */
export async function startI18n(lng: Language = startingLanguage()): Promise<void> {
  const { catalogs } = await load[lng]()
  await i18n.use(initReactI18next).init(i18nOptions(lng, catalogs))
  document.documentElement.lang = lng
}

/** Switches the whole interface; the choice is remembered for the next visit. */
export async function setLanguage(lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'common')) addCatalogs(lng, (await load[lng]()).catalogs)
  if (laterWanted) await loadLaterWords(lng)
  await i18n.changeLanguage(lng)
  document.documentElement.lang = lng
  saveLanguage(lng)
}

export function currentLanguage(): Language {
  const lng = i18n.language
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en'
}

/** The words only the table and the showcase say, in the current language; resolves once in. */
export async function loadTableWords(): Promise<void> {
  laterWanted = true
  await loadLaterWords(currentLanguage())
}

async function loadLaterWords(lng: Language): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'combat')) return
  addCatalogs(lng, (await loadLater[lng]()).catalogs)
}

function addCatalogs(lng: Language, catalogs: Catalogs): void {
  for (const [ns, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(lng, ns, catalog)
}
