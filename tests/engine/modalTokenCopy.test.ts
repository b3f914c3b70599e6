/**
 * 707.8a, 712.16: a token copy of a modal double-faced permanent is a double-faced token with both
 * faces, entering with the face the original had up. Like the card it copies, it can't transform
 * (701.27c) and can't be turned face down (712.16: nothing happens).
 */
import { describe, expect, it } from 'vitest'
import { card, log, type CardId, type GameState } from '../../src/engine'
import { act, esika, findCard, library, newGame, valakut } from '../fixtures/game'

function game(): GameState {
  return newGame({ libraries: { A1: [valakut, ...library('A1', 39)] } })
}

/** A token copy of `original`, made by A2, and its id. */
function tokenCopy(s: GameState, original: CardId): { s: GameState; id: CardId } {
  const next = act(s, { type: 'token/createCopy', player: 'A2', of: original })
  return { s: next, id: next.battlefield.at(-1) ?? '' }
}

describe('707.8a: token copies of modal double-faced cards', () => {
  it('a copy of Esika is a double-faced token, front face up, with both faces', () => {
    const s = act(game(), { type: 'card/conjure', player: 'A1', data: esika, to: 'battlefield' })
    const { s: next, id } = tokenCopy(s, s.battlefield.at(-1) ?? '')
    expect(card(next, id)).toMatchObject({
      isToken: true,
      isDoubleFaced: true,
      faceUp: 'front',
      name: 'Esika, God of the Tree',
    })
    expect(next.cards[id]?.data.card_faces).toHaveLength(2)
    expect(log(next).at(-1)?.text).toBe(
      "A2 created a token copy of Esika, God of the Tree: a double-faced token, front face up; like the card, it can't transform or be turned face down (707.8a, 712.16).",
    )
  })

  it('a copy of a modal DFC played back face up enters back face up', () => {
    const s0 = game()
    const land = findCard(s0, 'A1', 'Valakut Awakening // Valakut Stoneforge')
    const s = act(s0, {
      type: 'card/move',
      player: 'A1',
      card: land,
      to: 'battlefield',
      face: 'back',
      put: true,
    })
    const { s: next, id } = tokenCopy(s, land)
    expect(card(next, id)).toMatchObject({
      isDoubleFaced: true,
      faceUp: 'back',
      name: 'Valakut Stoneforge',
    })
  })

  it('712.16: it cannot be turned face down; 701.27c: it cannot transform', () => {
    const s = act(game(), { type: 'card/conjure', player: 'A1', data: esika, to: 'battlefield' })
    const { s: made, id } = tokenCopy(s, s.battlefield.at(-1) ?? '')
    const down = act(made, { type: 'card/turnFaceDown', player: 'A2', card: id })
    expect(card(down, id).faceDown).toBe(false)
    expect(log(down).at(-1)?.rule).toBe('712.16')
    const turned = act(made, { type: 'card/transform', player: 'A2', card: id })
    expect(card(turned, id).faceUp).toBe('front')
    expect(log(turned).at(-1)?.text).toContain("modal double-faced cards don't transform")
  })
})
