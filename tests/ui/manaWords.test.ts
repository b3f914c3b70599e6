// @vitest-environment jsdom
// Mana symbols as screen readers and tooltips say them, in each interface language (issue #11).
import { describe, expect, it } from 'vitest'
import { i18n, setLanguage } from '../../src/i18n/i18n'
import { manaSymbolWords } from '../../src/ui/card/manaWords'

const say = (symbol: string) => manaSymbolWords(symbol)

describe('mana symbol words', () => {
  it('say generic, coloured, hybrid and Phyrexian mana in English', () => {
    expect(say('2')).toBe('two generic mana')
    expect(say('20')).toBe('20 generic mana')
    expect(say('X')).toBe('X generic mana')
    expect(say('G')).toBe('one green mana')
    expect(say('W/U')).toBe('one white or blue mana')
    expect(say('2/W')).toBe('two generic or white mana')
    expect(say('G/P')).toBe('one Phyrexian green mana (or 2 life)')
    expect(say('T')).toBe('tap this permanent')
  })

  it('follow words that arrive later (a catalog loaded after the first screen)', () => {
    expect(say('G')).toBe('one green mana')
    const before = { ...(i18n.getResourceBundle('en', 'card') as Record<string, unknown>) }
    i18n.addResourceBundle('en', 'card', { 'card.mana.colored': 'one {{color}} mana!' }, true, true)
    try {
      expect(say('G')).toBe('one green mana!')
    } finally {
      i18n.removeResourceBundle('en', 'card')
      i18n.addResourceBundle('en', 'card', before)
    }
    expect(say('G')).toBe('one green mana')
  })

  it('say them in Spanish and Portuguese, with the plural the number needs', async () => {
    await setLanguage('es')
    expect(say('1')).toBe('un maná genérico')
    expect(say('2')).toBe('dos manás genéricos')
    expect(say('W/U')).toBe('un maná blanco o azul')
    expect(say('T')).toBe('girar este permanente')
    await setLanguage('pt-BR')
    expect(say('3')).toBe('três manas genéricos')
    expect(say('B')).toBe('um mana preto')
    expect(say('2/R')).toBe('dois manas genéricos ou um vermelho')
  })
})
