/**
 * The interface's words through i18next (react-i18next binds it to components). Each language's
 * catalogs are a chunk of their own, loaded when that language is chosen, so the first screen
 * carries one language only.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Catalogs } from './catalogs'
import { LANGUAGES, saveLanguage, startingLanguage, type Language } from './languages'

const load: Record<Language, () => Promise<{ catalogs: Catalogs }>> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
}

export const i18n = i18next.createInstance()

/** Options every start shares: flat keys ("setup.start"), React escapes, no fallback guessing. */
export function i18nOptions(lng: Language, catalogs: Catalogs) {
  return {
    lng,
    supportedLngs: LANGUAGES,
    fallbackLng: false as const,
    ns: Object.keys(catalogs),
    defaultNS: 'common',
    keySeparator: false as const,
    interpolation: { escapeValue: false },
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
  if (!i18n.hasResourceBundle(lng, 'common')) {
    const { catalogs } = await load[lng]()
    for (const [ns, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(lng, ns, catalog)
  }
  await i18n.changeLanguage(lng)
  document.documentElement.lang = lng
  saveLanguage(lng)
}

export function currentLanguage(): Language {
  const lng = i18n.language
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en'
}
