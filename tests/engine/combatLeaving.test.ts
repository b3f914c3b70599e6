/**
 * A permanent that leaves the battlefield leaves combat (506.4), and a token that leaves ceases
 * to exist (111.7): the damage splits chosen this step (510.1c) and the attackers "blocked with no
 * blocker" (509.1h) forget it, so no part of the game names a card that is gone. Found by
 * `npm run fuzz` (seed 24): a token attacker with a chosen split died before damage.
 */
import { describe, expect, it } from 'vitest'
import { checkState, teamLife } from '../../src/engine'
import { act, creature, refusal } from '../fixtures/game'
import { atStep, attack, bear, block, onBattlefield, scene } from './combatScene'

const damageAction = { type: 'combat/damage' } as const

const cards = {
  giant: ['A1', creature('Trampler', 6, 6, { keywords: ['Trample'] })],
  left: ['B1', bear()],
  right: ['B2', creature('Big Wall', 0, 3)],
} as const

function blocked() {
  const { s, ids } = scene({ ...cards })
  let next = attack(s, [{ attacker: ids.giant, target: 'B2' }])
  next = block(next, 'B1', [{ blocker: ids.left, attacker: ids.giant }])
  next = block(next, 'B2', [{ blocker: ids.right, attacker: ids.giant }])
  return { s: atStep(next, 'combatDamage'), ids }
}

function split(attacker: string, shares: [string, number][]) {
  return {
    type: 'combat/assignDamage',
    player: 'A1',
    attacker,
    assignment: shares.map(([to, amount]) => ({ to, amount })),
  } as const
}

describe('506.4, 111.7: a permanent that leaves combat is named by no damage split', () => {
  it('an attacking token with a chosen split dies: its split goes, and the game is whole', () => {
    const { s, ids } = blocked()
    const next = act(
      s,
      split(ids.giant, [
        [ids.left, 3],
        [ids.right, 3],
      ]),
      { type: 'card/damage', player: 'B1', card: ids.giant, amount: 6 },
    )
    expect(onBattlefield(next, ids.giant)).toBe(false)
    expect(next.combat.assignments ?? {}).toEqual({})
    expect(checkState(next)).toBeNull()
  })

  it('510.1c: a blocker given 3 of the 6 dies first: the split no longer adds up and is asked again', () => {
    const { s, ids } = blocked()
    const next = act(
      s,
      split(ids.giant, [
        [ids.left, 3],
        [ids.right, 3],
      ]),
      { type: 'card/damage', player: 'A1', card: ids.left, amount: 2 },
    )
    expect(checkState(next)).toBeNull()
    expect(next.combat.assignments?.[ids.giant]).toEqual([{ to: ids.right, amount: 3 }])
    expect(refusal(next, damageAction).code).toBe('BAD_ASSIGNMENT')
    const dealt = act(
      next,
      split(ids.giant, [
        [ids.right, 3],
        ['B2', 3],
      ]),
      damageAction,
    )
    expect(onBattlefield(dealt, ids.right)).toBe(false)
    expect(teamLife(dealt, 'B')).toBe(27)
  })

  it('a blocker given 0 leaves: the rest of the split stands and is dealt (Team B stays at 30)', () => {
    const { s, ids } = blocked()
    const next = act(
      s,
      split(ids.giant, [
        [ids.left, 0],
        [ids.right, 6],
      ]),
      { type: 'card/damage', player: 'A1', card: ids.left, amount: 2 },
      damageAction,
    )
    expect(onBattlefield(next, ids.right)).toBe(false)
    expect(teamLife(next, 'B')).toBe(30)
    expect(checkState(next)).toBeNull()
  })

  it('509.1h: an attacker blocked by a token that died, then gone too, is "blocked" nowhere', () => {
    const { s, ids } = scene({ one: ['A1', bear()], wall: ['B1', creature('Wall', 0, 1)] })
    let next = attack(s, [{ attacker: ids.one }])
    next = block(next, 'B1', [{ blocker: ids.wall, attacker: ids.one }])
    next = act(next, { type: 'card/damage', player: 'A1', card: ids.wall, amount: 1 })
    expect(next.combat.blockedAlone).toEqual([ids.one])
    next = act(next, { type: 'card/damage', player: 'B1', card: ids.one, amount: 2 })
    expect(next.combat.blockedAlone).toEqual([])
    expect(checkState(next)).toBeNull()
  })
})
