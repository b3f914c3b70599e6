/**
 * The table's bounds on card data from outside the game and on objects in a game (issue 35):
 * decided by the engine, so a hot-seat table and a game server refuse the same token with the
 * same words. Ten tokens with 20,000-character names once made every view of a room 36.8 MB.
 */
import { describe, expect, it } from 'vitest'
import {
  CARD_LIMITS,
  createGame,
  RuleError,
  tryAction,
  type CardData,
  type GameState,
} from '../../src/engine'
import { act, creature, newGame, refusal, setupFor } from '../fixtures/game'

const named = (name: string): CardData => creature(name, 1, 1)

/** A game with `count` 1/1 tokens already on B1's battlefield, made 100 at a time. */
function withTokens(count: number): GameState {
  let s = newGame()
  for (let made = 0; made < count; made += 100) {
    const n = Math.min(100, count - made)
    s = act(s, { type: 'token/create', player: 'B1', data: named('Soldier'), count: n })
  }
  return s
}

describe('card data in a token or a conjured card', () => {
  it('takes a name of 200 characters and refuses one of 201, saying both numbers', () => {
    const s = newGame()
    expect(
      tryAction(s, { type: 'token/create', player: 'A1', data: named('x'.repeat(200)) }).ok,
    ).toBe(true)
    expect(
      refusal(s, { type: 'token/create', player: 'A1', data: named('x'.repeat(201)) }),
    ).toEqual({
      code: 'TOO_LARGE',
      message: "A card's name may be up to 200 characters long; this one has 201.",
    })
  })

  it('refuses the 20,000-character token name that flooded a room, and changes nothing', () => {
    const s = newGame()
    const result = tryAction(s, {
      type: 'token/create',
      player: 'A1',
      data: named('x'.repeat(20_000)),
      count: 100,
    })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.message).toMatch(/has 20000\.$/)
  })

  it('bounds each text field, the faces, the keywords and the whole data', () => {
    const s = newGame()
    const token = (data: CardData) => refusal(s, { type: 'token/create', player: 'A1', data })
    expect(token({ ...named('Ooze'), oracle_text: 'x'.repeat(3001) }).message).toBe(
      "A card's oracle_text may be up to 3000 characters long; this one has 3001.",
    )
    expect(token({ ...named('Ooze'), power: '9'.repeat(17) }).message).toMatch(
      /power may be up to 16/,
    )
    expect(token({ ...named('Ooze'), keywords: Array(41).fill('Flying') }).message).toBe(
      'A card may have up to 40 keywords; this one has 41.',
    )
    const face = { name: 'Face', type_line: 'x'.repeat(201) }
    expect(token({ ...named('Ooze'), card_faces: [named('A'), face] }).message).toMatch(
      /type_line may be up to 200/,
    )
    expect(token({ ...named('Ooze'), card_faces: Array(9).fill(named('A')) }).code).toBe(
      'TOO_LARGE',
    )
    // Scryfall's other fields ride along in card data: the whole is bounded too.
    const padded = { ...named('Ooze'), image_uris: { normal: 'x'.repeat(17_000) } } as CardData
    expect(token(padded).message).toMatch(/card's data may be up to 16384 characters as text/)
    // A real card of the longest printed name (141 characters) and five faces is taken.
    const longest = { ...named('y'.repeat(141)), card_faces: Array(5).fill(named('Who')) }
    expect(tryAction(s, { type: 'token/create', player: 'A1', data: longest }).ok).toBe(true)
  })

  it('refuses a conjured card that is too large, as it refuses a token', () => {
    const s = newGame()
    const data = { ...named('Sol Ring'), oracle_text: 'x'.repeat(5000) }
    expect(refusal(s, { type: 'card/conjure', player: 'A1', data, to: 'hand' }).code).toBe(
      'TOO_LARGE',
    )
  })

  it('refuses a deck card that is too large when the game is made, naming what is wrong', () => {
    const setup = setupFor({ libraries: { B2: [named('z'.repeat(300))] } })
    expect(() => createGame(setup)).toThrow(RuleError)
    expect(() => createGame(setup)).toThrow(
      /name may be up to 200 characters long; this one has 300/,
    )
  })
})

describe('objects in a game', () => {
  it(`holds at most ${CARD_LIMITS.tokensInGame} tokens at once; one that left no longer counts (111.7)`, () => {
    expect(CARD_LIMITS.tokensInGame).toBe(500)
    const s = withTokens(500)
    expect(refusal(s, { type: 'token/create', player: 'A1', data: named('Spirit') })).toEqual({
      code: 'TOO_MANY',
      message:
        'A game holds at most 500 tokens at once: there are 500, and 1 more would pass that.',
    })
    const tokenCopy = {
      type: 'token/createCopy',
      player: 'A1',
      of: s.battlefield[0] ?? '',
    } as const
    expect(refusal(s, tokenCopy).code).toBe('TOO_MANY')
    const gone = act(s, {
      type: 'card/move',
      player: 'B1',
      card: s.battlefield[0] ?? '',
      to: 'exile',
    })
    expect(tryAction(gone, { type: 'token/create', player: 'A1', data: named('Spirit') }).ok).toBe(
      true,
    )
  })

  it('creates at most 100 tokens in one action', () => {
    expect(CARD_LIMITS.tokensPerAction).toBe(100)
    const s = newGame()
    const many = { type: 'token/create', player: 'A1', data: named('Rat'), count: 101 } as const
    expect(refusal(s, many).code).toBe('BAD_NUMBER')
  })

  it(`holds at most ${CARD_LIMITS.cardsInGame} cards and tokens in all`, () => {
    let s = newGame()
    const start = Object.keys(s.cards).length
    const sol = named('Sol Ring')
    for (let i = start; i < CARD_LIMITS.cardsInGame; i++) {
      s = act(s, { type: 'card/conjure', player: 'A2', data: sol, to: 'exile' })
    }
    expect(refusal(s, { type: 'card/conjure', player: 'A2', data: sol, to: 'exile' })).toEqual({
      code: 'TOO_MANY',
      message:
        'A game holds at most 2000 cards and tokens: there are 2000, and 1 more would pass that.',
    })
  })
})
