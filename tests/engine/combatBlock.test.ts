import { describe, expect, it } from 'vitest'
import { card, combat, lifeEventsThisTurn, log, teamLife, type Action } from '../../src/engine'
import { act, creature, refusal } from '../fixtures/game'
import { atStep, attack, bear, block, fight, onBattlefield, scene } from './combatScene'

function blockAction(player: string, blocks: { blocker: string; attacker: string }[]): Action {
  return { type: 'combat/declareBlockers', player, blocks }
}

describe('declaring blockers (509.1, 805.10d)', () => {
  it('S081: B2 blocks the 3/3 attacking B1; B1 may not declare B2’s creature', () => {
    const { s, ids } = scene({
      big: ['A1', creature('Centaur', 3, 3)],
      wall: ['B2', bear()],
    })
    const attacked = atStep(attack(s, [{ attacker: ids.big, target: 'B1' }]), 'declareBlockers')
    const byB1 = refusal(attacked, blockAction('B1', [{ blocker: ids.wall, attacker: ids.big }]))
    expect(byB1.code).toBe('NOT_YOUR_CREATURE')
    const next = act(attacked, blockAction('B2', [{ blocker: ids.wall, attacker: ids.big }]))
    expect(combat(next).blocks).toEqual([{ blocker: ids.wall, attacker: ids.big }])
    expect(log(next).at(-1)?.text).toBe("B2's Grizzly Bears blocks A1's Centaur.")
  })

  it('a teammate’s block protects the other defender: B1 takes nothing', () => {
    const { s, ids } = scene({ big: ['A1', creature('Centaur', 3, 3)], wall: ['B2', bear()] })
    let next = attack(s, [{ attacker: ids.big, target: 'B1' }])
    next = fight(block(next, 'B2', [{ blocker: ids.wall, attacker: ids.big }]))
    expect(teamLife(next, 'B')).toBe(30)
    expect(lifeEventsThisTurn(next, 'B1')).toEqual([])
    expect(onBattlefield(next, ids.wall)).toBe(false)
    expect(card(next, ids.big).damage).toBe(2)
  })

  it('only defenders block, once each, with untapped creatures blocking one attacker', () => {
    const { s, ids } = scene({
      bear: ['A1', bear()],
      other: ['A2', bear()],
      mine: ['A2', bear()],
      wall: ['B1', bear()],
      tapped: ['B1', bear()],
    })
    let at = attack(s, [{ attacker: ids.bear }, { attacker: ids.other }])
    at = atStep(act(at, { type: 'card/tap', player: 'B1', card: ids.tapped }), 'declareBlockers')
    expect(refusal(at, blockAction('A2', [{ blocker: ids.mine, attacker: ids.bear }])).code).toBe(
      'NOT_DEFENDING',
    )
    expect(refusal(at, blockAction('B1', [{ blocker: ids.tapped, attacker: ids.bear }])).code).toBe(
      'BLOCKER_TAPPED',
    )
    const twice = blockAction('B1', [
      { blocker: ids.wall, attacker: ids.bear },
      { blocker: ids.wall, attacker: ids.other },
    ])
    expect(refusal(at, twice).code).toBe('ALREADY_BLOCKING')
    expect(refusal(at, blockAction('B1', [{ blocker: ids.wall, attacker: ids.wall }])).code).toBe(
      'NOT_ATTACKING',
    )
    const done = act(at, blockAction('B1', [{ blocker: ids.wall, attacker: ids.bear }]))
    expect(refusal(done, blockAction('B1', [])).code).toBe('ALREADY_DECLARED')
    expect(refusal(atStep(done, 'main2'), blockAction('B2', [])).code).toBe('OUT_OF_STEP')
  })

  it('flying attackers are blocked only by flying or reach (702.9b, 702.17b)', () => {
    const { s, ids } = scene({
      bird: ['A1', creature('Bird', 1, 1, { keywords: ['Flying'] })],
      bear: ['B1', bear()],
      spider: ['B2', creature('Giant Spider', 2, 4, { keywords: ['Reach'] })],
      drake: ['B1', creature('Drake', 2, 2, { keywords: ['Flying'] })],
    })
    const at = atStep(attack(s, [{ attacker: ids.bird }]), 'declareBlockers')
    expect(refusal(at, blockAction('B1', [{ blocker: ids.bear, attacker: ids.bird }])).code).toBe(
      'CANT_BLOCK_FLYING',
    )
    expect(() =>
      act(at, blockAction('B2', [{ blocker: ids.spider, attacker: ids.bird }])),
    ).not.toThrow()
    expect(() =>
      act(at, blockAction('B1', [{ blocker: ids.drake, attacker: ids.bird }])),
    ).not.toThrow()
  })
})

describe('menace across both defenders (702.111b, 805.10d)', () => {
  const cards = {
    brute: ['A1', creature('Menacing Brute', 4, 4, { keywords: ['Menace'] })],
    b1: ['B1', bear()],
    b2: ['B2', bear()],
  } as const

  it('one blocker from B1 plus one from B2 is a legal block', () => {
    const { s, ids } = scene({ ...cards })
    let next = attack(s, [{ attacker: ids.brute, target: 'B1' }])
    next = block(next, 'B1', [{ blocker: ids.b1, attacker: ids.brute }])
    next = block(next, 'B2', [{ blocker: ids.b2, attacker: ids.brute }])
    next = fight(next)
    expect(combat(next).blocks).toHaveLength(0) // both blockers died and left combat (506.4)
    expect(teamLife(next, 'B')).toBe(30)
    expect(onBattlefield(next, ids.b1)).toBe(false)
    expect(onBattlefield(next, ids.b2)).toBe(false)
  })

  it('a lone blocker is refused once the block is complete, and before damage', () => {
    const { s, ids } = scene({ ...cards })
    let next = attack(s, [{ attacker: ids.brute, target: 'B1' }])
    next = block(next, 'B1', [{ blocker: ids.b1, attacker: ids.brute }])
    expect(refusal(next, blockAction('B2', [])).code).toBe('MENACE_NEEDS_TWO')
    expect(refusal(atStep(next, 'combatDamage'), { type: 'combat/damage' }).code).toBe(
      'MENACE_NEEDS_TWO',
    )
  })
})
