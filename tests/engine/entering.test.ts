/**
 * How a card enters: put versus played (305.4), a modal DFC with either face up (712.12), a
 * spell resolving with its stack face (712.13), and a card that can't enter transformed (712.14a).
 */
import { describe, expect, it } from 'vitest'
import { card, log, zone, type CardId, type GameState } from '../../src/engine'
import {
  act,
  esika,
  findCard,
  forest,
  gatstafShepherd,
  library,
  newGame,
  refusal,
  toMainPhase,
  valakut,
} from '../fixtures/game'

/** A1 holds two Forests, Valakut, a Gatstaf Shepherd and Esika (libraries are stacked for the draw). */
function handGame(): GameState {
  const a1 = [forest, forest, valakut, gatstafShepherd, esika, ...library('A1', 35)]
  // The first main phase, where a land may be played (305.1).
  return toMainPhase(newGame({ libraries: { A1: a1 }, seed: 1 }))
}

/** One of A1's cards by name, moved to A1's hand first if the shuffle left it in the library. */
function inHand(s: GameState, name: string, nth = 0): { s: GameState; id: CardId } {
  const ids = Object.values(s.cards)
    .filter(
      (c) => c.owner === 'A1' && (c.data.name === name || c.data.card_faces?.[0]?.name === name),
    )
    .map((c) => c.id)
  const id = ids[nth] ?? findCard(s, 'A1', name)
  if (card(s, id).zone === 'hand') return { s, id }
  return { s: act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' }), id }
}

describe('305.4: putting a land onto the battlefield is not playing it', () => {
  it('two lands put by effects use no land drop, and a land can still be played after them', () => {
    let s = handGame()
    const one = inHand(s, 'Forest', 0)
    const two = inHand(one.s, 'Forest', 1)
    s = two.s
    s = act(
      s,
      { type: 'card/move', player: 'A1', card: one.id, to: 'battlefield', put: true },
      { type: 'card/move', player: 'A1', card: two.id, to: 'battlefield', put: true },
    )
    expect(zone(s, 'A1', 'battlefield')).toEqual([one.id, two.id])
    expect(s.players['A1']?.landsPlayedThisTurn).toBe(0)
    const back = inHand(
      act(s, { type: 'card/move', player: 'A1', card: two.id, to: 'hand' }),
      'Forest',
      1,
    )
    s = act(back.s, { type: 'card/move', player: 'A1', card: back.id, to: 'battlefield' })
    expect(s.players['A1']?.landsPlayedThisTurn).toBe(1)
  })

  it('a put is never refused out of turn, where a play is (805.4c)', () => {
    const { s, id } = inHand(handGame(), 'Forest')
    const outOfTurn = { ...s, turn: { ...s.turn, activeTeam: 'B' as const } }
    expect(
      refusal(outOfTurn, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }).code,
    ).toBe('OUT_OF_TURN')
    const put = act(outOfTurn, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      put: true,
    })
    expect(card(put, id).zone).toBe('battlefield')
  })
})

describe('712.12: a modal DFC is played with the face its player chooses', () => {
  it('Valakut played with its land face up: back face up, a land, and it is the land drop', () => {
    const { s, id } = inHand(handGame(), 'Valakut Awakening')
    const next = act(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      face: 'back',
    })
    expect(card(next, id)).toMatchObject({
      faceUp: 'back',
      name: 'Valakut Stoneforge',
      typeLine: 'Land',
    })
    expect(next.players['A1']?.landsPlayedThisTurn).toBe(1)
  })

  it('400.4a, 712.14b: its instant face cannot enter the battlefield: refused, no land drop used', () => {
    const { s, id } = inHand(handGame(), 'Valakut Awakening')
    const r = refusal(s, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    expect(r.code).toBe('NOT_A_PERMANENT')
    expect(r.message).toContain('stack')
    expect(card(s, id).zone).toBe('hand')
    expect(s.players['A1']?.landsPlayedThisTurn).toBe(0)
  })

  it('712.13: cast with its back face up, it resolves with its back face up', () => {
    const { s, id } = inHand(handGame(), 'Esika, God of the Tree')
    const cast = act(s, { type: 'card/move', player: 'A1', card: id, to: 'stack', face: 'back' })
    expect(card(cast, id).faceUp).toBe('back')
    const resolved = act(cast, { type: 'stack/resolve', player: 'A1', card: id })
    expect(card(resolved, id)).toMatchObject({ zone: 'battlefield', faceUp: 'back' })
  })

  it('refuses a chosen back face for a card that is not modal, and changes nothing', () => {
    const { s, id } = inHand(handGame(), 'Forest')
    const r = refusal(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      face: 'back',
    })
    expect(r.code).toBe('NOT_MODAL')
    expect(r.message).toContain('712.12')
  })
})

describe('712.14a: a card that is not a transforming DFC, told to enter transformed, stays', () => {
  it('a Forest from the graveyard stays in the graveyard', () => {
    const start = inHand(handGame(), 'Forest')
    const s = act(start.s, { type: 'card/move', player: 'A1', card: start.id, to: 'graveyard' })
    const next = act(s, {
      type: 'card/move',
      player: 'A1',
      card: start.id,
      to: 'battlefield',
      transformed: true,
    })
    expect(card(next, start.id).zone).toBe('graveyard')
    expect(zone(next, 'A1', 'battlefield')).toEqual([])
    expect(log(next).at(-1)?.text).toMatch(/stays where it is.*712\.14a/)
  })

  it('a modal DFC stays too; a transforming DFC enters back face up', () => {
    const modal = inHand(handGame(), 'Valakut Awakening')
    const stays = act(modal.s, {
      type: 'card/move',
      player: 'A1',
      card: modal.id,
      to: 'battlefield',
      transformed: true,
    })
    expect(card(stays, modal.id).zone).toBe('hand')
    const dfc = inHand(handGame(), 'Gatstaf Shepherd')
    const enters = act(dfc.s, {
      type: 'card/move',
      player: 'A1',
      card: dfc.id,
      to: 'battlefield',
      transformed: true,
    })
    expect(card(enters, dfc.id)).toMatchObject({
      zone: 'battlefield',
      faceUp: 'back',
      name: 'Gatstaf Howler',
    })
  })
})
