// Every language says everything English says, with the same slots: a Spanish or Portuguese
// speaker never meets an English sentence or a raw key (issue #11).
import { describe, expect, it } from 'vitest'
import { catalogs as enFirst } from '../../src/i18n/locales/en'
import { catalogs as enLater } from '../../src/i18n/locales/en/later'
import { catalogs as esFirst } from '../../src/i18n/locales/es'
import { catalogs as esLater } from '../../src/i18n/locales/es/later'
import { catalogs as ptFirst } from '../../src/i18n/locales/pt-BR'
import { catalogs as ptLater } from '../../src/i18n/locales/pt-BR/later'

// A language's words come in two chunks (the first screen's, and the table's); each namespace
// must sit in the same one in every language, so a language never waits for a chunk it lacks.
const en = { ...enFirst, ...enLater }
const es = { ...esFirst, ...esLater }
const ptBR = { ...ptFirst, ...ptLater }

const PLURAL = /_(zero|one|two|few|many|other)$/
const SLOT = /\{\{\s*(\w+)\s*\}\}/g

/** Words that are the same in every language (names, symbols); anything else must be translated. */
const SAME_EVERYWHERE = new Set([
  'DuoTable',
  'Scryfall',
  'Moxfield',
  'Archidekt',
  'MTGA',
  'MTGO',
  'OK',
])

function baseKeys(catalog: Record<string, string>): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>()
  for (const [key, text] of Object.entries(catalog)) {
    const base = key.replace(PLURAL, '')
    const slots = keys.get(base) ?? new Set<string>()
    for (const m of text.matchAll(SLOT)) slots.add(m[1] ?? '')
    keys.set(base, slots)
  }
  return keys
}

function looksEnglish(text: string, english: string): boolean {
  const words = english.replace(SLOT, '').match(/[A-Za-z]{4,}/g) ?? []
  return text === english && words.some((w) => !SAME_EVERYWHERE.has(w))
}

describe.each([
  ['es', es],
  ['pt-BR', ptBR],
] as const)('the %s catalogs', (_lang, other) => {
  it('have every namespace English has, and no other, in the same chunk', () => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort())
    const first = other === es ? esFirst : ptFirst
    expect(Object.keys(first).sort()).toEqual(Object.keys(enFirst).sort())
  })

  for (const ns of Object.keys(en)) {
    it(`say every "${ns}" message English says, with the same slots, in their own words`, () => {
      const english = baseKeys(en[ns] ?? {})
      const theirs = baseKeys(other[ns] ?? {})
      expect([...theirs.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, slots] of english) {
        expect([...(theirs.get(key) ?? [])].sort(), `${ns}:${key}`).toEqual([...slots].sort())
      }
      const untranslated = Object.entries(en[ns] ?? {})
        .filter(([key, text]) => {
          const theirsText = other[ns]?.[key]
          return theirsText !== undefined && looksEnglish(theirsText, text)
        })
        .map(([key]) => key)
      expect(untranslated, `${ns}: left in English`).toEqual([])
    })
  }
})
