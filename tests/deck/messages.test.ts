// Deck problems and decklist errors carry their words as catalog messages, so the interface says
// them in Spanish or Portuguese while `message` keeps the contract's English (issue #11).
import { describe, expect, it } from 'vitest'
import { parseDecklist, validateDeck, validateTeam, type DeckProblem } from '../../src/deck'
import type { Message } from '../../src/engine/message'
import { i18n } from '../../src/i18n/i18n'
import { catalogs as es } from '../../src/i18n/locales/es'
import { catalogs as ptBR } from '../../src/i18n/locales/pt-BR'
import { say } from '../../src/i18n/say'
import { basic, card, copies, deckOf, fixture, legend, SOL_RING } from './cards'
import { ELMAR, PIR, ROSE, SAKASHIMA, SURVIVOR, WILSON } from './partnerCards'

const LIGHTNING_BOLT = card('Lightning Bolt', {
  mana_cost: '{R}',
  type_line: 'Instant',
  oracle_text: 'Lightning Bolt deals 3 damage to any target.',
})
const TAIGA = card('Taiga', { type_line: 'Land — Mountain Forest' })
const ARDENN = legend('Ardenn, Intrepid Archaeologist', '{2}{W}')
const RAKDOS = legend('Rakdos, Lord of Riots', '{B}{B}{R}{R}')
const BEARS = card('Grizzly Bears', { type_line: 'Creature — Bear', mana_cost: '{1}{G}' })

/** Problems of every rule and most wordings, from small decks. */
function manyProblems(): DeckProblem[] {
  return [
    ...validateDeck(deckOf([ARDENN], [LIGHTNING_BOLT, TAIGA, SOL_RING, SOL_RING], 1)),
    ...validateDeck(deckOf([])),
    ...validateDeck(deckOf([ARDENN, ARDENN, ARDENN])),
    ...validateDeck(deckOf([RAKDOS, BEARS])),
    ...validateDeck(deckOf([PIR, SAKASHIMA], [LIGHTNING_BOLT])),
    ...validateDeck(deckOf([ELMAR, SURVIVOR])),
    ...validateDeck(deckOf([WILSON, SAKASHIMA])),
    ...validateDeck(deckOf([ROSE, BEARS])),
    ...validateDeck(deckOf([card('Nameless Thing', { type_line: '' })])),
    ...validateTeam([deckOf([ARDENN], [SOL_RING]), deckOf([ARDENN], [SOL_RING])]),
  ]
}

function detailOf(value: { detail?: Message }): Message {
  if (!value.detail) throw new Error('no detail')
  return value.detail
}

// The interface's own i18next instance, with the languages' deck words as the app loads them.
i18n.addResourceBundle('es', 'deck', es['deck'])
i18n.addResourceBundle('pt-BR', 'deck', ptBR['deck'])

function sayIn(lng: 'en' | 'es' | 'pt-BR', msg: Message): string {
  return say(i18n.getFixedT(lng), msg, 'deck')
}

describe('deck messages', () => {
  it('give every problem a detail the English interface says exactly as its message', async () => {
    const problems = manyProblems()
    expect(new Set(problems.map((problem) => problem.rule)).size).toBe(7)
    for (const problem of problems) {
      expect(sayIn('en', detailOf(problem))).toBe(problem.message)
    }
    for (const error of parseDecklist(fixture('broken.txt')).errors) {
      expect(sayIn('en', detailOf(error))).toBe(error.message)
    }
  })

  it('keep the contract shape: the detail is not part of the JSON or of equality', () => {
    const [problem] = validateDeck(deckOf([ARDENN], [LIGHTNING_BOLT]))
    expect(problem?.detail).toMatchObject({ key: 'identity.outside', ns: 'deck' })
    expect(JSON.parse(JSON.stringify(problem))).toEqual({
      rule: 'COLOR_IDENTITY',
      card: 'Lightning Bolt',
      message: problem?.message,
    })
  })

  it('say a colour identity problem in Spanish, colours agreeing with "identidad"', async () => {
    const [outside, land] = validateDeck(deckOf([ARDENN], [LIGHTNING_BOLT, TAIGA]))
    expect(sayIn('es', detailOf(outside ?? {}))).toBe(
      'La identidad de color de Lightning Bolt es roja, fuera de la identidad de color del comandante (blanca) (CR 903.5c).',
    )
    expect(sayIn('es', detailOf(land ?? {}))).toBe(
      'Taiga tiene tipos de tierra básica que producen maná rojo y verde, fuera de la identidad de color del comandante (blanca) (CR 903.5d).',
    )
  })

  it('say the deck size in Portuguese with the right plural', async () => {
    const [one] = validateDeck(deckOf([ARDENN], [], 1))
    const [many] = validateDeck(deckOf([ARDENN], copies(98, basic('Plains')), 99))
    expect(sayIn('pt-BR', detailOf(one ?? {}))).toMatch(/^O deck tem 1 card; /)
    expect(sayIn('pt-BR', detailOf(many ?? {}))).toMatch(/^O deck tem 99 cards; /)
  })

  it('say different partner abilities in Portuguese, abilities included', async () => {
    const [problem] = validateDeck(deckOf([ELMAR, SURVIVOR]))
    expect(sayIn('pt-BR', detailOf(problem ?? {}))).toBe(
      'Elmar, Ulvenwald Informant e Hargilde, Survivor não podem ser comandantes juntos: Elmar, Ulvenwald Informant tem "Parceiro—Friends forever" e Hargilde, Survivor tem "Parceiro—Survivors"; habilidades de parceiro diferentes não podem ser combinadas (CR 702.124f).',
    )
  })

  it('say a decklist line error in Spanish, the line itself untouched', async () => {
    const [error] = parseDecklist('Deck\n300 Forest').errors
    expect(sayIn('es', detailOf(error ?? {}))).toBe(
      'Línea 2: "300 Forest" — la cantidad 300 es demasiado grande; una cantidad puede ser como máximo 250.',
    )
  })

  it('leave no English sentence in the Spanish or Portuguese problems', async () => {
    const problems = manyProblems()
    for (const lng of ['es', 'pt-BR'] as const) {
      for (const problem of problems) {
        const said = sayIn(lng, detailOf(problem))
        expect(said).not.toBe(problem.message)
        expect(said).not.toMatch(/\b(the|has|can't|commanders?|colour|deck has)\b/)
      }
    }
  })
})
