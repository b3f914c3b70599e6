import { describe, it, expect } from 'vitest'
import { validateDeck, type DeckProblem } from '../../src/deck'
import type { CardData } from '../../src/engine/types'
import {
  ARDENN,
  AZORIUS_CARD,
  BACKGROUND,
  DOCTOR,
  ELMAR,
  KRAUM,
  OLD_FRIEND,
  PIR,
  ROSE,
  SAKASHIMA,
  SOPHINA,
  SURVIVOR,
  TOOTHY,
  WILSON,
} from './partnerCards'
import { deckOf, legend } from './cards'

function partnerProblems(commanders: CardData[]): DeckProblem[] {
  return validateDeck(deckOf(commanders)).filter((problem) => problem.rule === 'PARTNER')
}

describe('validateDeck: how many commanders (903.3, 702.124g)', () => {
  it('refuses a deck with no commander', () => {
    expect(partnerProblems([])).toEqual([
      {
        rule: 'PARTNER',
        message:
          'The deck has no commander; choose a legendary creature, or two with the same partner ability (CR 903.3).',
      },
    ])
  })

  it('refuses three commanders even when all have partner', () => {
    const third = legend('Third Partner', '{B}', { oracle_text: 'Partner' })
    expect(partnerProblems([ARDENN, SAKASHIMA, third])).toEqual([
      {
        rule: 'PARTNER',
        message: 'The deck has 3 commanders; nothing allows more than two (CR 702.124g).',
      },
    ])
  })

  it('refuses the same card twice', () => {
    expect(partnerProblems([ARDENN, ARDENN])[0]?.message).toBe(
      'Ardenn, Intrepid Archaeologist is chosen as commander twice; two commanders must be two different cards (CR 903.5b).',
    )
  })
})

describe('validateDeck: PARTNER pairs (702.124)', () => {
  it('accepts two cards with plain Partner (702.124h)', () => {
    expect(validateDeck(deckOf([ARDENN, SAKASHIMA]))).toEqual([])
  })

  it('S060: two partners use their combined identity: a white-blue card is allowed', () => {
    expect(validateDeck(deckOf([ARDENN, SAKASHIMA], [AZORIUS_CARD]))).toEqual([])
  })

  it('refuses two legends without a partner ability', () => {
    const a = legend('Plain Legend', '{W}')
    const b = legend('Other Legend', '{U}')
    expect(partnerProblems([a, b])[0]?.message).toBe(
      "Plain Legend and Other Legend can't both be commanders: two commanders need the same partner ability, and neither has one (CR 702.124a).",
    )
    expect(partnerProblems([ARDENN, b])[0]?.message).toBe(
      "Ardenn, Intrepid Archaeologist and Other Legend can't both be commanders: two commanders need the same partner ability, and Other Legend has none (CR 702.124a).",
    )
  })

  it("accepts 'Partner with' cards that name each other (702.124j)", () => {
    expect(validateDeck(deckOf([PIR, TOOTHY]))).toEqual([])
  })

  it("refuses 'Partner with' cards that don't name each other", () => {
    expect(partnerProblems([PIR, KRAUM])[0]?.message).toBe(
      'Pir, Imaginative Rascal and Kraum, Violent Cacophony can\'t both be commanders: each must have "Partner with" naming the other (CR 702.124j).',
    )
  })

  it("refuses mixing 'Partner with' and plain Partner (702.124f)", () => {
    expect(partnerProblems([PIR, SAKASHIMA])).toEqual([
      {
        rule: 'PARTNER',
        card: 'Sakashima of a Thousand Faces',
        message:
          'Pir, Imaginative Rascal and Sakashima of a Thousand Faces can\'t both be commanders: Pir, Imaginative Rascal has "Partner with Toothy, Imaginative Friend" and Sakashima of a Thousand Faces has "Partner"; different partner abilities can\'t be combined (CR 702.124f).',
      },
    ])
  })

  it("accepts the same 'Partner—[text]' and refuses different texts (702.124i)", () => {
    expect(partnerProblems([ELMAR, SOPHINA])).toEqual([])
    expect(partnerProblems([ELMAR, OLD_FRIEND])).toEqual([])
    expect(partnerProblems([ELMAR, SURVIVOR])[0]?.message).toBe(
      'Elmar, Ulvenwald Informant and Hargilde, Survivor can\'t both be commanders: Elmar, Ulvenwald Informant has "Partner—Friends forever" and Hargilde, Survivor has "Partner—Survivors"; different partner abilities can\'t be combined (CR 702.124f).',
    )
    expect(partnerProblems([ELMAR, SAKASHIMA])).toHaveLength(1)
  })

  it("accepts 'Choose a Background' with a Background (702.124k)", () => {
    expect(validateDeck(deckOf([WILSON, BACKGROUND]))).toEqual([])
    expect(validateDeck(deckOf([BACKGROUND, WILSON]))).toEqual([])
  })

  it("refuses 'Choose a Background' with anything but a Background", () => {
    expect(partnerProblems([WILSON, SAKASHIMA])[0]?.message).toBe(
      'Wilson, Refined Grizzly and Sakashima of a Thousand Faces can\'t both be commanders: Wilson, Refined Grizzly has "Choose a Background", so the other commander must be a legendary Background enchantment (CR 702.124k).',
    )
  })

  it('refuses a Background without a commander that chooses one', () => {
    expect(validateDeck(deckOf([BACKGROUND]))).toEqual([
      {
        rule: 'COMMANDER_TYPE',
        card: 'Raised by Giants',
        message:
          'Raised by Giants is a Background; it can be a commander only beside a commander with "Choose a Background" (CR 702.124k).',
      },
    ])
    expect(partnerProblems([ARDENN, BACKGROUND])[0]?.message).toBe(
      'Ardenn, Intrepid Archaeologist and Raised by Giants can\'t both be commanders: a Background like Raised by Giants needs a commander with "Choose a Background", and Ardenn, Intrepid Archaeologist doesn\'t have it (CR 702.124k).',
    )
  })

  it('accepts "Doctor\'s companion" with a Time Lord Doctor and refuses anyone else (702.124m)', () => {
    expect(validateDeck(deckOf([ROSE, DOCTOR]))).toEqual([])
    const humanDoctor = legend('Human Doctor', '{R}', {
      type_line: 'Legendary Creature — Time Lord Doctor Human',
    })
    expect(partnerProblems([ROSE, humanDoctor])[0]?.message).toBe(
      'Rose Tyler and Human Doctor can\'t both be commanders: Rose Tyler has "Doctor\'s companion", so the other commander must be a legendary Time Lord Doctor creature with no other creature types (CR 702.124m).',
    )
  })

  it("reads Scryfall's keywords when the data has no rules text", () => {
    const a = legend('Keyword Partner A', '{W}', { keywords: ['Partner'] })
    const b = legend('Keyword Partner B', '{U}', { keywords: ['Partner'] })
    expect(partnerProblems([a, b])).toEqual([])
  })
})
