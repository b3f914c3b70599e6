/**
 * Turning a modal DFC to the face its player chooses (card/chooseFace): in hand, in the command
 * zone and on the stack it shows that face and is played or cast with it (712.12); in hand and
 * the command zone the rules still see only its front (712.8a).
 */
import { describe, expect, it } from 'vitest'
import {
  card,
  choosesFace,
  commanderCost,
  faceView,
  log,
  type CardId,
  type GameState,
} from '../../src/engine'
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

/** Team A's first main phase, where a land may be played (305.1). */
function game(): GameState {
  return toMainPhase(
    newGame({
      libraries: { A1: [valakut, gatstafShepherd, forest, ...library('A1', 37)] },
      commanders: { A1: [esika] },
    }),
  )
}

/** One of A1's cards, in A1's hand. */
function held(s: GameState, name: string): { s: GameState; id: CardId } {
  const id = findCard(s, 'A1', name)
  if (card(s, id).zone === 'hand') return { s, id }
  return { s: act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' }), id }
}

const turn = (id: CardId, face: 'front' | 'back', player = 'A1') =>
  ({ type: 'card/chooseFace', player, card: id, face }) as const

describe('712.12: a modal DFC in hand is turned to the face it will be played with', () => {
  it('shows its back face in hand, while the rules see only its front (712.8a)', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    const next = act(s, turn(id, 'back'))
    expect(choosesFace(next, id)).toBe(true)
    expect(faceView(next, id, 'back')).toMatchObject({ name: 'Valakut Stoneforge', zone: 'hand' })
    // 712.8a: in hand it has only its front face's characteristics.
    expect(card(next, id)).toMatchObject({ faceUp: 'back', name: 'Valakut Awakening' })
    // The hand is hidden: the log says a card was turned over, not which (810.5).
    expect(log(next).at(-1)?.text).toBe('A1 turned a card in hand over to its other face (712.12).')
  })

  it('played without saying a face, it enters with the face turned up: a land drop', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    const next = act(s, turn(id, 'back'), {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
    })
    expect(card(next, id)).toMatchObject({ faceUp: 'back', name: 'Valakut Stoneforge' })
    expect(next.players['A1']?.landsPlayedThisTurn).toBe(1)
  })

  it('turned back to its front, it is cast with its front (712.12)', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    const next = act(s, turn(id, 'back'), turn(id, 'front'), {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'stack',
    })
    expect(card(next, id)).toMatchObject({ faceUp: 'front', name: 'Valakut Awakening' })
  })

  it('leaving the hand for anywhere but the stack or battlefield, it is front face up again', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    const next = act(s, turn(id, 'back'), {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'graveyard',
    })
    expect(card(next, id).faceUp).toBe('front')
  })
})

describe('712.12: in the command zone and on the stack', () => {
  it('a modal DFC commander turned over is cast with its back face and that cost', () => {
    const s = game()
    const id = findCard(s, 'A1', 'Esika, God of the Tree')
    const turned = act(s, turn(id, 'back'))
    expect(log(turned).at(-1)?.text).toBe(
      'A1 turned Esika, God of the Tree over: The Prismatic Bridge is up (712.12).',
    )
    // 712.8a: in the command zone it is still Esika for the rules; casting it costs the face
    // turned up (712.11b): 5 for the Bridge instead of Esika's 3.
    expect(card(turned, id).name).toBe('Esika, God of the Tree')
    expect(commanderCost(s, id)).toBe(3)
    expect(commanderCost(turned, id)).toBe(5)
    const cast = act(turned, { type: 'commander/cast', player: 'A1', card: id })
    expect(card(cast, id)).toMatchObject({ zone: 'stack', name: 'The Prismatic Bridge' })
    expect(log(cast).at(-1)?.text).toContain('{W}{U}{B}{R}{G}')
  })

  it('a spell on the stack turned over resolves with the face turned up (712.13)', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    const next = act(
      s,
      { type: 'card/move', player: 'A1', card: id, to: 'stack' },
      turn(id, 'back'),
      { type: 'stack/resolve', player: 'A1', card: id },
    )
    expect(card(next, id)).toMatchObject({ zone: 'battlefield', faceUp: 'back' })
  })
})

describe('where no face is chosen', () => {
  it('a transforming DFC is not turned over in hand: only a modal one is (712.12)', () => {
    const { s, id } = held(game(), 'Gatstaf Shepherd')
    const r = refusal(s, turn(id, 'back'))
    expect(r.code).toBe('NOT_MODAL')
    expect(choosesFace(s, id)).toBe(false)
  })

  it('a modal DFC on the battlefield keeps the face it entered with (712.8a, 701.27c)', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    const played = act(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      face: 'back',
    })
    expect(refusal(played, turn(id, 'front')).code).toBe('FACE_NOT_CHOSEN_HERE')
    expect(choosesFace(played, id)).toBe(false)
  })

  it('turning it to the face already up changes nothing', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    expect(act(s, turn(id, 'front'))).toBe(s)
  })
})
