/**
 * Casting a spell (601.2a): from its zone onto the top of the one stack under the caster's
 * control; spells on top of spells (405.1); a land is played, never cast (305.9); a modal DFC with
 * its chosen face (712.11b, 712.12); a commander from the command zone with its tax (903.8).
 */
import { describe, expect, it } from 'vitest'
import {
  card,
  commanderTax,
  isPlayedAsLand,
  log,
  stack,
  tryAction,
  zone,
  type CardId,
  type GameState,
} from '../../src/engine'
import {
  act,
  creature,
  esika,
  inHandOf,
  forest,
  library,
  newGame,
  refusal,
  spell,
  valakut,
} from '../fixtures/game'

const shock = spell('Shock', { mana_cost: '{R}' })
const incinerate = spell('Incinerate', { mana_cost: '{1}{R}' })
const bear = creature('Grizzly Bears', 2, 2)

function game(): GameState {
  const a1 = [shock, incinerate, bear, forest, valakut, esika, ...library('A1', 34)]
  return newGame({ libraries: { A1: a1 } })
}

/** A1's card by name, in A1's hand. */
const held = (s: GameState, name: string) => inHandOf(s, 'A1', name)

describe('601.2a: casting puts the spell on top of the stack', () => {
  it('an instant cast from hand goes onto the stack under its caster, and the log says its cost', () => {
    const { s, id } = held(game(), 'Incinerate')
    const next = act(s, { type: 'card/cast', player: 'A1', card: id })
    expect(stack(next)).toEqual([id])
    expect(card(next, id)).toMatchObject({ zone: 'stack', controller: 'A1' })
    expect(zone(next, 'A1', 'hand')).not.toContain(id)
    const line = log(next).at(-1)
    expect(line?.rule).toBe('601.2a')
    expect(line?.text).toBe('A1 cast Incinerate ({1}{R}) onto the stack (601.2a).')
  })

  it('405.1: a spell cast on top of a spell is the top; the top resolves first', () => {
    const start = game()
    const a = held(start, 'Shock')
    const b = held(a.s, 'Incinerate')
    const s = act(
      b.s,
      { type: 'card/cast', player: 'A1', card: a.id },
      { type: 'card/cast', player: 'A1', card: b.id },
    )
    expect(stack(s)).toEqual([b.id, a.id])
    const resolved = act(s, { type: 'stack/resolve', player: 'A1', card: b.id })
    expect(stack(resolved)).toEqual([a.id])
    expect(zone(resolved, 'A1', 'graveyard')).toEqual([b.id])
  })

  it('a card/move to the stack is the same cast, one rule for both', () => {
    const { s, id } = held(game(), 'Incinerate')
    const cast = act(s, { type: 'card/cast', player: 'A1', card: id })
    const moved = act(s, { type: 'card/move', player: 'A1', card: id, to: 'stack' })
    expect(moved).toEqual(cast)
  })

  it('810.5: only the owner casts from their own hand; a teammate is refused and nothing changes', () => {
    const { s, id } = held(game(), 'Incinerate')
    expect(refusal(s, { type: 'card/cast', player: 'A2', card: id }).code).toBe('NOT_YOUR_HAND')
    expect(refusal(s, { type: 'card/move', player: 'B1', card: id, to: 'stack' }).code).toBe(
      'NOT_YOUR_HAND',
    )
    expect(card(s, id).zone).toBe('hand')
  })

  it('a spell cast from a graveyard (flashback) is controlled by its caster, owned by its owner', () => {
    const { s, id } = held(game(), 'Grizzly Bears')
    const dead = act(s, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    const cast = act(dead, { type: 'card/cast', player: 'B1', card: id })
    expect(card(cast, id)).toMatchObject({ zone: 'stack', owner: 'A1', controller: 'B1' })
    // 608.3: it resolves under its controller's control.
    const resolved = act(cast, { type: 'stack/resolve', player: 'B1', card: id })
    expect(card(resolved, id)).toMatchObject({ zone: 'battlefield', controller: 'B1' })
  })

  it('a permanent on the battlefield is not cast, nor a spell already on the stack', () => {
    const { s, id } = held(game(), 'Grizzly Bears')
    const cast = act(s, { type: 'card/cast', player: 'A1', card: id })
    expect(refusal(cast, { type: 'card/cast', player: 'A1', card: id }).code).toBe(
      'ALREADY_ON_STACK',
    )
    const onTable = act(cast, { type: 'stack/resolve', player: 'A1', card: id })
    expect(refusal(onTable, { type: 'card/cast', player: 'A1', card: id }).code).toBe(
      'CANT_CAST_PERMANENT',
    )
  })
})

describe('305.9: a land is played, never cast', () => {
  it('casting a Forest is refused with a message saying to play it; nothing changes', () => {
    const { s, id } = held(game(), 'Forest')
    const r = refusal(s, { type: 'card/cast', player: 'A1', card: id })
    expect(r.code).toBe('LAND_IS_PLAYED')
    expect(r.message).toContain('Play it onto the battlefield')
    expect(refusal(s, { type: 'card/move', player: 'A1', card: id, to: 'stack' }).code).toBe(
      'LAND_IS_PLAYED',
    )
    const result = tryAction(s, { type: 'card/cast', player: 'A1', card: id })
    expect(result.ok).toBe(false)
    expect(card(s, id).zone).toBe('hand')
    expect(isPlayedAsLand(s, id)).toBe(true)
  })

  it('401.2: the top of a library cast unseen, a land, is refused without naming it', () => {
    const { s, id } = held(game(), 'Forest')
    const top = act(s, { type: 'card/move', player: 'A1', card: id, to: 'library', index: 0 })
    const r = refusal(top, { type: 'card/cast', player: 'A1', card: id })
    expect(r.code).toBe('LAND_IS_PLAYED')
    expect(r.message).not.toContain('Forest')
  })

  it('712.12: a modal DFC whose back is a land is cast with its front, played with its back', () => {
    const { s, id } = held(game(), 'Valakut Awakening')
    expect(isPlayedAsLand(s, id)).toBe(false)
    expect(isPlayedAsLand(s, id, 'back')).toBe(true)
    expect(refusal(s, { type: 'card/cast', player: 'A1', card: id, face: 'back' }).code).toBe(
      'LAND_IS_PLAYED',
    )
    const cast = act(s, { type: 'card/cast', player: 'A1', card: id })
    expect(card(cast, id)).toMatchObject({
      zone: 'stack',
      faceUp: 'front',
      name: 'Valakut Awakening',
    })
  })
})

describe('712.11b, 712.12: a modal DFC is cast with the face its player chooses', () => {
  it('Esika cast with its back face is The Prismatic Bridge on the stack and resolves so (712.13)', () => {
    const { s, id } = held(game(), 'Esika, God of the Tree')
    const cast = act(s, { type: 'card/cast', player: 'A1', card: id, face: 'back' })
    expect(card(cast, id)).toMatchObject({ faceUp: 'back', name: 'The Prismatic Bridge' })
    expect(log(cast).at(-1)?.text).toContain('The Prismatic Bridge ({W}{U}{B}{R}{G})')
    const resolved = act(cast, { type: 'stack/resolve', player: 'A1', card: id })
    expect(card(resolved, id)).toMatchObject({ zone: 'battlefield', faceUp: 'back' })
  })

  it('turned over in hand first, it is cast with that face without naming it again', () => {
    const { s, id } = held(game(), 'Esika, God of the Tree')
    const turned = act(s, { type: 'card/chooseFace', player: 'A1', card: id, face: 'back' })
    const cast = act(turned, { type: 'card/cast', player: 'A1', card: id })
    expect(card(cast, id).name).toBe('The Prismatic Bridge')
  })

  it('a back face asked of a card that has none is refused (712.12)', () => {
    const { s, id } = held(game(), 'Incinerate')
    expect(refusal(s, { type: 'card/cast', player: 'A1', card: id, face: 'back' }).code).toBe(
      'NOT_MODAL',
    )
  })
})

describe('903.8: a commander cast from the command zone pays its tax, whichever way it is cast', () => {
  it('card/cast and a move to the stack do what commander/cast does', () => {
    const s = game()
    const [commander] = zone(s, 'A1', 'command') as [CardId]
    const byCommanderCast = act(s, { type: 'commander/cast', player: 'A1', card: commander })
    expect(act(s, { type: 'card/cast', player: 'A1', card: commander })).toEqual(byCommanderCast)
    expect(act(s, { type: 'card/move', player: 'A1', card: commander, to: 'stack' })).toEqual(
      byCommanderCast,
    )
    expect(commanderTax(byCommanderCast, commander)).toBe(2)
    expect(refusal(s, { type: 'card/cast', player: 'A2', card: commander }).code).toBe(
      'NOT_YOUR_COMMANDER',
    )
  })
})
