/** The interface's languages (issue #11) and how the first one is chosen. */
export const LANGUAGES = ['en', 'es', 'pt-BR'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language named in itself, as language pickers do. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
}

/** Where the players' choice is remembered (a setting, not game data: it survives "New game"). */
export const LANGUAGE_KEY = 'duotable:language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The first of the browser's languages we speak: any Spanish is 'es', any Portuguese 'pt-BR'. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'es') return 'es'
    if (base === 'pt') return 'pt-BR'
    if (base === 'en') return 'en'
  }
  return 'en'
}

/** The saved choice, else the browser's language. */
export function startingLanguage(): Language {
  const saved = readSavedLanguage()
  if (saved) return saved
  return browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages)
}

function readSavedLanguage(): Language | null {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_KEY)
    return isLanguage(saved) ? saved : null
  } catch {
    return null // storage blocked (private mode): fall back to the browser's language
  }
}

export function saveLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lang)
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}
