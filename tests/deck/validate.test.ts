import { describe, it, expect } from 'vitest'
import { validateDeck, validateTeam, type DeckProblem } from '../../src/deck'
import { basic, card, COMMAND_TOWER, copies, deckOf, legend, SOL_RING } from './cards'

const OMNATH = legend('Omnath, Locus of Mana', '{2}{G}', {
  type_line: 'Legendary Creature — Elemental',
})
const LIGHTNING_BOLT = card('Lightning Bolt', { mana_cost: '{R}', type_line: 'Instant' })

function rules(problems: DeckProblem[]): string[] {
  return problems.map((problem) => problem.rule)
}

describe('validateDeck: a legal deck', () => {
  it('has no problems', () => {
    expect(validateDeck(deckOf([OMNATH], [SOL_RING, ...copies(30, basic('Forest'))]))).toEqual([])
  })
})

describe('validateDeck: DECK_SIZE (903.5a)', () => {
  it('says how many cards the deck has when it is not exactly 100', () => {
    expect(validateDeck(deckOf([OMNATH], [], 99))).toEqual([
      {
        rule: 'DECK_SIZE',
        message:
          'The deck has 99 cards; a Commander deck has exactly 100 cards, commanders included (CR 903.5a).',
      },
    ])
    expect(validateDeck(deckOf([OMNATH], [], 101))[0]?.message).toContain('The deck has 101 cards')
  })
})

describe('validateDeck: COLOR_IDENTITY (903.5c, 903.5d)', () => {
  const ardenn = legend('Ardenn, Intrepid Archaeologist', '{2}{W}')

  it('names each card outside the identity once, with its identity', () => {
    const problems = validateDeck(deckOf([ardenn], [LIGHTNING_BOLT, SOL_RING]))
    expect(problems).toEqual([
      {
        rule: 'COLOR_IDENTITY',
        card: 'Lightning Bolt',
        message:
          "Lightning Bolt has a colour identity of red, outside the commander's colour identity (white) (CR 903.5c).",
      },
    ])
  })

  it('reports a card once however many copies there are', () => {
    const problems = validateDeck(deckOf([ardenn], copies(3, basic('Mountain'))))
    expect(problems.filter((problem) => problem.rule === 'COLOR_IDENTITY')).toHaveLength(1)
  })

  it('refuses a land whose basic land types make mana outside the identity', () => {
    const taiga = card('Taiga', {
      type_line: 'Land — Mountain Forest',
      oracle_text: '({T}: Add {R} or {G}.)',
    })
    expect(validateDeck(deckOf([ardenn], [taiga]))).toEqual([
      {
        rule: 'COLOR_IDENTITY',
        card: 'Taiga',
        message:
          "Taiga has basic land types that make red and green mana, outside the commander's colour identity (white) (CR 903.5d).",
      },
    ])
  })

  it('lets a colourless commander have only colourless cards', () => {
    const karn = legend('Karn, Silver Golem', '{5}')
    expect(rules(validateDeck(deckOf([karn], [SOL_RING, COMMAND_TOWER])))).toEqual([])
    expect(validateDeck(deckOf([karn], [LIGHTNING_BOLT]))[0]?.message).toBe(
      "Lightning Bolt has a colour identity of red, outside the commander's colour identity (colourless) (CR 903.5c).",
    )
  })
})

describe('validateDeck: SINGLETON (903.5b)', () => {
  it('refuses two cards with the same name, saying how many', () => {
    expect(validateDeck(deckOf([OMNATH], [SOL_RING, SOL_RING]))).toEqual([
      {
        rule: 'SINGLETON',
        card: 'Sol Ring',
        message:
          'The deck has 2 copies of Sol Ring; a Commander deck may hold only one card of each name except basic lands (CR 903.5b).',
      },
    ])
  })

  it('allows any number of basic lands but not of nonbasic lands', () => {
    expect(validateDeck(deckOf([OMNATH], copies(40, basic('Forest'))))).toEqual([])
    expect(rules(validateDeck(deckOf([OMNATH], [COMMAND_TOWER, COMMAND_TOWER])))).toEqual([
      'SINGLETON',
    ])
  })

  it('counts the commander too', () => {
    expect(rules(validateDeck(deckOf([OMNATH], [OMNATH])))).toEqual(['SINGLETON'])
  })

  it('allows what a card says: any number of Relentless Rats, up to seven Seven Dwarves', () => {
    const rats = card('Relentless Rats', {
      mana_cost: '{1}{B}{B}',
      type_line: 'Creature — Rat',
      oracle_text:
        'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.\nA deck can have any number of cards named Relentless Rats.',
    })
    const dwarves = card('Seven Dwarves', {
      mana_cost: '{1}{R}',
      type_line: 'Creature — Dwarf',
      oracle_text:
        'Seven Dwarves gets +1/+1 for each other creature named Seven Dwarves you control.\nA deck can have up to seven cards named Seven Dwarves.',
    })
    const swamp = legend('Black Legend', '{B}')
    const red = legend('Red Legend', '{R}')
    expect(validateDeck(deckOf([swamp], copies(20, rats)))).toEqual([])
    expect(validateDeck(deckOf([red], copies(7, dwarves)))).toEqual([])
    expect(validateDeck(deckOf([red], copies(8, dwarves)))).toEqual([
      {
        rule: 'SINGLETON',
        card: 'Seven Dwarves',
        message:
          'The deck has 8 copies of Seven Dwarves; Seven Dwarves allows at most 7 (CR 903.5b).',
      },
    ])
  })
})

describe('validateTeam: TEAM_SINGLETON (seed 000; S055)', () => {
  const tovolar = legend('Tovolar, Dire Overlord', '{1}{R}{G}')
  const mono = legend('Kamahl, Heart of Krosa', '{6}{G}{G}')
  const other = legend('Alena, Kessig Trapper', '{4}{R}')

  it('S055: refuses Sol Ring in both teammates\u2019 decks with the seed wording', () => {
    const problems = validateTeam([deckOf([mono], [SOL_RING]), deckOf([other], [SOL_RING])])
    expect(problems).toEqual([
      {
        rule: 'TEAM_SINGLETON',
        card: 'Sol Ring',
        message: 'duplicate nonland card across team: Sol Ring',
      },
    ])
  })

  it('S055: 10 Forest in each deck passes, and so do nonbasic lands', () => {
    const forests = copies(10, basic('Forest'))
    const problems = validateTeam([
      deckOf([mono], [...forests, COMMAND_TOWER]),
      deckOf([legend('Green Two', '{G}')], [...forests, COMMAND_TOWER]),
    ])
    expect(problems).toEqual([])
  })

  it('counts commanders as nonland cards the team plays', () => {
    const problems = validateTeam([deckOf([mono]), deckOf([mono])])
    expect(problems).toEqual([
      {
        rule: 'TEAM_SINGLETON',
        card: 'Kamahl, Heart of Krosa',
        message: 'duplicate nonland card across team: Kamahl, Heart of Krosa',
      },
    ])
  })

  it("returns each deck's own problems before the team ones", () => {
    const problems = validateTeam([deckOf([tovolar], [SOL_RING]), deckOf([other], [SOL_RING], 99)])
    expect(rules(problems)).toEqual(['COMMANDER_COLORS', 'DECK_SIZE', 'TEAM_SINGLETON'])
  })
})
