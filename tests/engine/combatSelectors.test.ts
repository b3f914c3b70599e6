import { describe, expect, it } from 'vitest'
import {
  attackRefusal,
  attackTargetOptions,
  defaultAttackTarget,
  possibleAttackers,
  possibleBlockers,
  type CardData,
} from '../../src/engine'
import { act, creature, putOntoBattlefield } from '../fixtures/game'
import { bear, scene } from './combatScene'

const walker: CardData = {
  name: 'Test Walker',
  type_line: 'Legendary Planeswalker — Test',
  loyalty: '4',
  layout: 'normal',
}

describe('combat selectors for the table', () => {
  it('list the active team’s creatures able to attack, and say why the others can’t', () => {
    const { s, ids } = scene({
      a1: ['A1', bear()],
      a2: ['A2', bear()],
      wall: ['A1', creature('Wall', 0, 4, { keywords: ['Defender'] })],
      b1: ['B1', bear()],
    })
    const tapped = act(s, { type: 'card/tap', player: 'A2', card: ids.a2 })
    const fresh = putOntoBattlefield(tapped, 'A1', bear())
    expect(possibleAttackers(fresh.state)).toEqual([ids.a1])
    expect(attackRefusal(fresh.state, ids.a1)).toBeUndefined()
    expect(attackRefusal(fresh.state, ids.a2)).toMatch(/tapped/)
    expect(attackRefusal(fresh.state, ids.wall)).toMatch(/defender/)
    expect(attackRefusal(fresh.state, fresh.id)).toMatch(/302\.6/)
    expect(attackRefusal(fresh.state, ids.b1)).toMatch(/active team/)
  })

  it('offer both opponents and their planeswalkers as targets, never a teammate (805.10b)', () => {
    const { s, ids } = scene({
      a1: ['A1', bear()],
      mine: ['A2', walker],
      theirs: ['B2', walker],
    })
    expect(attackTargetOptions(s, ids.a1)).toEqual(['B1', 'B2', ids.theirs])
  })

  it('default to the opponent opposite, or to the other one when that one goaded it (S075, 701.15b)', () => {
    const { s, ids } = scene({ a1: ['A1', bear()], a2: ['A2', bear()] })
    expect(defaultAttackTarget(s, ids.a1)).toBe('B1')
    expect(defaultAttackTarget(s, ids.a2)).toBe('B2')
    const goaded = act(s, { type: 'card/goad', player: 'B1', card: ids.a1 })
    expect(defaultAttackTarget(goaded, ids.a1)).toBe('B2')
  })

  it('offer a defender only their own untapped creatures as blockers (509.1a, 810.5)', () => {
    const { s, ids } = scene({
      b1: ['B1', bear()],
      b1tapped: ['B1', bear()],
      b2: ['B2', bear()],
      walker: ['B1', walker],
    })
    const tapped = act(s, { type: 'card/tap', player: 'B1', card: ids.b1tapped })
    expect(possibleBlockers(tapped, 'B1')).toEqual([ids.b1])
    expect(possibleBlockers(tapped, 'B2')).toEqual([ids.b2])
  })
})
