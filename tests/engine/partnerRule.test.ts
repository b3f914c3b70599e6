/**
 * One partner rule (702.124) serves both callers: game setup (createGame) and the deck checks
 * (validateDeck) accept and refuse the same pairs. Each case is one the two used to disagree on.
 */
import { describe, expect, it } from 'vitest'
import { validateDeck } from '../../src/deck'
import { canPartner, createGame, RuleError, type CardData } from '../../src/engine'
import { legend, library, setupFor } from '../fixtures/game'

/** 'ok', or the refusal's code, when A1 sits down with these two commanders. */
function tryCreateGame(pair: [CardData, CardData]): string {
  try {
    createGame(setupFor({ commanders: { A1: pair } }))
    return 'ok'
  } catch (e) {
    if (e instanceof RuleError) return e.code
    throw e
  }
}

function deckProblemsFor(pair: [CardData, CardData]): string[] {
  const cards = library('Filler', 98, (name) => ({ name, type_line: 'Artifact', mana_cost: '{1}' }))
  return validateDeck({ commanders: pair, cards })
    .filter((p) => p.rule === 'PARTNER')
    .map((p) => p.message)
}

/** Setup and deck checks agree, and both give `legal`. */
function expectBoth(pair: [CardData, CardData], legal: boolean): void {
  expect(canPartner(pair[0], pair[1])).toBe(legal)
  expect(tryCreateGame(pair)).toBe(legal ? 'ok' : 'NOT_PARTNERS')
  expect(deckProblemsFor(pair).length === 0).toBe(legal)
}

const FRIENDS = 'Partner—Friends forever (You can have two commanders if both have this ability.)'

describe('702.124: one partner rule for setup and deck checks', () => {
  it('702.124i: old "Friends forever" data pairs with Partner—Friends forever', () => {
    const old = legend('Old Friend', { oracle_text: 'Friends forever' })
    const newer = legend('Elmar, Ulvenwald Informant', { oracle_text: FRIENDS })
    expectBoth([old, newer], true)
  })

  it('702.124j: "Partner with" names the other card in another letter case', () => {
    const pir = legend('Pir, Imaginative Rascal', {
      oracle_text: 'Partner with toothy, imaginative friend',
    })
    const toothy = legend('Toothy, Imaginative Friend', {
      oracle_text: 'partner with Pir, Imaginative Rascal',
    })
    expectBoth([pir, toothy], true)
  })

  it('702.124h: a keyword line "Flying, partner" has partner', () => {
    const flyer = legend('Sky Partner', { oracle_text: 'Flying, partner' })
    const other = legend('Ground Partner', { oracle_text: 'Partner' })
    expectBoth([flyer, other], true)
  })

  it('702.124m: a Doctor with an extra creature type is no Time Lord Doctor for a companion', () => {
    const companion = legend('Companion', { oracle_text: "Doctor's companion" })
    const doctor = legend('The Human Doctor', {
      type_line: 'Legendary Creature — Time Lord Doctor Human',
    })
    expectBoth([companion, doctor], false)
    const real = legend('The Tenth Doctor', { type_line: 'Legendary Creature — Time Lord Doctor' })
    expectBoth([companion, real], true)
  })

  it('702.124k: a Background that is not legendary is no partner for "Choose a Background"', () => {
    const chooser = legend('Wilson, Refined Grizzly', { oracle_text: 'Choose a Background' })
    const plain: CardData = { name: 'Plain Upbringing', type_line: 'Enchantment — Background' }
    expectBoth([chooser, plain], false)
    const legendary: CardData = {
      name: 'Raised by Giants',
      type_line: 'Legendary Enchantment — Background',
    }
    expectBoth([chooser, legendary], true)
  })

  it('702.124h: a lower-case keyword in the Scryfall list still counts', () => {
    const a = legend('Keyword Partner A', { oracle_text: '', keywords: ['partner'] })
    const b = legend('Keyword Partner B', { oracle_text: '', keywords: ['Partner'] })
    expectBoth([a, b], true)
  })
})
