import type { Language, Localized } from './strings'

/** A message in a language, with `{name}` slots filled. */
export function say(
  message: Localized,
  lang: Language,
  vars: Record<string, string | number> = {},
) {
  return message[lang].replace(/\{(\w+)\}/g, (slot, name: string) => String(vars[name] ?? slot))
}

/** The language the browser prefers, if the showcase has it. */
export function preferredLanguage(languages: readonly string[] = navigatorLanguages()): Language {
  for (const tag of languages) {
    const l = tag.toLowerCase()
    if (l.startsWith('pt')) return 'pt-BR'
    if (l.startsWith('es')) return 'es'
    if (l.startsWith('en')) return 'en'
  }
  return 'en'
}

function navigatorLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages
}
