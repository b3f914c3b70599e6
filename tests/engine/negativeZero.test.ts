/**
 * A number an action carries is kept as a save keeps it: JSON writes -0 as 0 (and a network
 * message parsed with JSON.parse('-0') carries -0), so a -0 taken into the state made a game that
 * differed from itself after a save and a reload (found by the engine fuzz, seed 5, batch 370).
 */
import { describe, expect, it } from 'vitest'
import { teamLife, type GameState } from '../../src/engine'
import { act, creature } from '../fixtures/game'
import { atStep, attack, bear, block, scene } from './combatScene'

function throughJson(s: GameState): GameState {
  return JSON.parse(JSON.stringify(s)) as GameState
}

describe('-0 in an action is read as 0', () => {
  it('a damage split of -0 to one blocker (510.1c) is kept as 0, the same after a save', () => {
    const { s, ids } = scene({
      giant: ['A1', creature('Trampler', 6, 6, { keywords: ['Trample'] })],
      left: ['B1', bear()],
      right: ['B2', creature('Big Wall', 0, 3)],
    })
    let next = attack(s, [{ attacker: ids.giant, target: 'B2' }])
    next = block(next, 'B1', [{ blocker: ids.left, attacker: ids.giant }])
    next = block(next, 'B2', [{ blocker: ids.right, attacker: ids.giant }])
    next = act(atStep(next, 'combatDamage'), {
      type: 'combat/assignDamage',
      player: 'A1',
      attacker: ids.giant,
      assignment: [
        { to: ids.left, amount: -0 },
        { to: ids.right, amount: 6 },
      ],
    })
    const split = next.combat.assignments?.[ids.giant] ?? []
    expect(split.map((x) => x.amount)).toEqual([0, 6])
    expect(Object.is(split[0]?.amount, 0)).toBe(true)
    expect(throughJson(next)).toEqual(next)
  })

  it('a life total set to -0 (119.5) is 0, the same after a save', () => {
    const { s } = scene({})
    const next = act(s, { type: 'life/set', player: 'A1', value: -0 })
    expect(Object.is(teamLife(next, 'A'), 0)).toBe(true)
    expect(throughJson(next)).toEqual(next)
  })
})
