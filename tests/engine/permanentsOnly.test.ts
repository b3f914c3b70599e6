/**
 * 400.4a: an instant or sorcery never enters the battlefield, whichever way it is asked: a move
 * (played or put), a library search, a card from outside the game, a token or a token copy. The
 * refusal names the stack instead, and nothing changes. A modal DFC is judged by the face it would
 * enter with (712.14b, 712.8a); a face-down card enters as a 2/2 creature (708.2a).
 */
import { describe, expect, it } from 'vitest'
import { card, cardIdOf, stack, zone, type GameState } from '../../src/engine'
import {
  act,
  findCard,
  forest,
  inHandOf,
  library,
  newGame,
  refusal,
  spell,
  toMainPhase,
  valakut,
} from '../fixtures/game'

const incinerate = spell('Incinerate', { mana_cost: '{1}{R}' })
const rampantGrowth = spell('Rampant Growth', { mana_cost: '{1}{G}', type_line: 'Sorcery' })

function game(): GameState {
  return newGame({
    libraries: { A1: [incinerate, rampantGrowth, valakut, forest, ...library('A1', 36)] },
  })
}

const held = (s: GameState, name: string) => inHandOf(s, 'A1', name)

describe('400.4a: an instant or sorcery stays out of the battlefield', () => {
  it('an instant played from hand is refused with a message naming the stack', () => {
    const { s, id } = held(game(), 'Incinerate')
    const r = refusal(s, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    expect(r.code).toBe('NOT_A_PERMANENT')
    expect(r.message).toBe(
      "Incinerate is an instant or sorcery, so it can't enter the battlefield: cast it onto the stack, and it goes to its owner's graveyard as it resolves (400.4a).",
    )
    expect(card(s, id).zone).toBe('hand')
  })

  it('a sorcery put by an effect, or moved from a graveyard, is refused as well', () => {
    const { s, id } = held(game(), 'Rampant Growth')
    const put = { type: 'card/move', player: 'A1', card: id, to: 'battlefield', put: true } as const
    expect(refusal(s, put).code).toBe('NOT_A_PERMANENT')
    const dead = act(s, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(
      refusal(dead, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }).code,
    ).toBe('NOT_A_PERMANENT')
  })

  it('708.2a: turned face down it enters as a 2/2 creature (manifest), so it may', () => {
    const { s, id } = held(game(), 'Incinerate')
    const next = act(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      faceDown: true,
    })
    expect(card(next, id)).toMatchObject({ zone: 'battlefield', faceDown: true, power: 2 })
  })

  it('712.14b, 712.8a: a modal DFC enters with a permanent face only', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    expect(
      refusal(s, { type: 'card/move', player: 'A1', card: id, to: 'battlefield', put: true }).code,
    ).toBe('NOT_A_PERMANENT')
    // Played as its land face in the first main phase (305.1).
    const land = act(toMainPhase(s), {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      face: 'back',
    })
    expect(card(land, id)).toMatchObject({ zone: 'battlefield', name: 'Valakut Stoneforge' })
  })

  it('a library search sending a sorcery to the battlefield is refused whole: no card moves, no shuffle', () => {
    const s = game()
    const id = findCard(s, 'A1', 'Rampant Growth')
    const fetched =
      card(s, id).zone === 'library'
        ? s
        : act(s, { type: 'card/move', player: 'A1', card: id, to: 'library' })
    const libraryBefore = zone(fetched, 'A1', 'library')
    const r = refusal(fetched, {
      type: 'library/search',
      player: 'A1',
      found: [{ card: id, to: 'battlefield' }],
    })
    expect(r.code).toBe('NOT_A_PERMANENT')
    expect(zone(fetched, 'A1', 'library')).toEqual(libraryBefore)
  })

  it('a card from outside the game goes onto the stack, never the battlefield', () => {
    const s = game()
    expect(
      refusal(s, { type: 'card/conjure', player: 'A1', data: incinerate, to: 'battlefield' }).code,
    ).toBe('NOT_A_PERMANENT')
    const id = cardIdOf(s.nextCardNumber)
    const next = act(s, { type: 'card/conjure', player: 'A1', data: incinerate, to: 'stack' })
    expect(stack(next)).toEqual([id])
  })

  it('a token that would be an instant, or a token copy of a spell, is refused', () => {
    const s = game()
    expect(refusal(s, { type: 'token/create', player: 'A1', data: incinerate }).code).toBe(
      'NOT_A_PERMANENT',
    )
    const { s: h, id } = held(s, 'Incinerate')
    const onStack = act(h, { type: 'card/cast', player: 'A1', card: id })
    expect(refusal(onStack, { type: 'token/createCopy', player: 'A1', of: id }).code).toBe(
      'NOT_A_PERMANENT',
    )
  })

  it('608.2n: resolving, an instant goes to the graveyard; the battlefield stays without it', () => {
    const { s, id } = held(game(), 'Incinerate')
    const cast = act(s, { type: 'card/cast', player: 'A1', card: id })
    expect(
      refusal(cast, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }).code,
    ).toBe('NOT_A_PERMANENT')
    const resolved = act(cast, { type: 'stack/resolve', player: 'A1', card: id })
    expect(zone(resolved, 'A1', 'graveyard')).toEqual([id])
  })
})

describe('400.4a, 401.2: the refusal names no card nobody has seen', () => {
  it('the top card of a library, an instant, put onto the battlefield: refused without its name', () => {
    const s = game()
    const { s: onTop, id } = inHandOf(s, 'A1', 'Incinerate')
    const top = act(onTop, { type: 'card/move', player: 'A1', card: id, to: 'library', index: 0 })
    const r = refusal(top, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    expect(r.code).toBe('NOT_A_PERMANENT')
    expect(r.message).not.toContain('Incinerate')
    expect(card(top, id).zone).toBe('library')
  })
})
