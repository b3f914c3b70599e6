import { describe, expect, it } from 'vitest'
import {
  card,
  lifeEventsThisTurn,
  outcome,
  teamLife,
  teamPoison,
  type CardData,
} from '../../src/engine'
import { act, creature, refusal } from '../fixtures/game'
import { atStep, attack, bear, block, fight, onBattlefield, scene } from './combatScene'

const damageAction = { type: 'combat/damage' } as const

describe('unblocked attackers hit what they attack (510.1c, 810.9)', () => {
  const cards = {
    four: ['A1', creature('Four', 4, 4)],
    five: ['A2', creature('Five', 5, 5)],
  } as const

  it('S084: B1’s own shield protects only B1: B1 takes 0, B2 takes 5, Team B = 25', () => {
    const { s, ids } = scene({ ...cards })
    const shielded = act(s, {
      type: 'player/restrict',
      player: 'B1',
      restriction: 'preventAllDamage',
      on: true,
    })
    const next = fight(attack(shielded, [{ attacker: ids.four }, { attacker: ids.five }]))
    expect(lifeEventsThisTurn(next, 'B1')).toEqual([])
    expect(lifeEventsThisTurn(next, 'B2').map((e) => e.amount)).toEqual([5])
    expect(teamLife(next, 'B')).toBe(25)
  })

  it('S084 variant: "prevent all combat damage this turn" keeps Team B at 30', () => {
    const { s, ids } = scene({ ...cards })
    const fogged = act(s, { type: 'combat/preventAll', on: true })
    const next = fight(attack(fogged, [{ attacker: ids.four }, { attacker: ids.five }]))
    expect(teamLife(next, 'B')).toBe(30)
    expect(next.log.at(-1)?.rule).toBe('615')
  })

  it('S086: two attackers hit B1 and B2 as two damage events, one per player', () => {
    const { s, ids } = scene({ one: ['A1', bear()], two: ['A1', bear()] })
    const next = fight(
      attack(s, [
        { attacker: ids.one, target: 'B1' },
        { attacker: ids.two, target: 'B2' },
      ]),
    )
    const events = [...lifeEventsThisTurn(next, 'B1'), ...lifeEventsThisTurn(next, 'B2')]
    expect(events).toMatchObject([
      { player: 'B1', kind: 'damage', amount: 2, source: ids.one, combat: true },
      { player: 'B2', kind: 'damage', amount: 2, source: ids.two, combat: true },
    ])
    expect(teamLife(next, 'B')).toBe(26)
  })

  it('S031: Team B at 3 takes 3 combat damage to B2; Team A wins', () => {
    const { s, ids } = scene({ three: ['A1', creature('Three', 3, 3)] })
    const low = act(s, { type: 'life/set', player: 'B1', value: 3 })
    const next = fight(attack(low, [{ attacker: ids.three, target: 'B2' }]))
    expect(teamLife(next, 'B')).toBe(0)
    expect(outcome(next)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'life' })
  })

  it('S036: Team B at 14 poison takes 1 infect damage: 15 and Team B loses', () => {
    const { s, ids } = scene({
      rat: ['A1', creature('Infect Rat', 1, 1, { keywords: ['Infect'] })],
    })
    const poisoned = act(s, { type: 'poison/add', player: 'B2', amount: 14 })
    const next = fight(attack(poisoned, [{ attacker: ids.rat, target: 'B1' }]))
    expect(teamPoison(next, 'B')).toBe(15)
    expect(teamLife(next, 'B')).toBe(30)
    expect(outcome(next)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'poison' })
  })

  it('toxic 2 gives 2 poison besides the damage (702.164c)', () => {
    const toxic = creature('Toxic Rat', 1, 1, { keywords: ['Toxic'], oracle_text: 'Toxic 2' })
    const { s, ids } = scene({ rat: ['A1', toxic] })
    const next = fight(attack(s, [{ attacker: ids.rat }]))
    expect(teamLife(next, 'B')).toBe(29)
    expect(teamPoison(next, 'B')).toBe(2)
  })

  it('damage to a planeswalker removes loyalty; at 0 it is put into the graveyard', () => {
    const jace: CardData = {
      name: 'Jace',
      type_line: 'Legendary Planeswalker — Jace',
      loyalty: '3',
      layout: 'normal',
    }
    const { s, ids } = scene({ one: ['A1', bear()], two: ['A2', bear()], jace: ['B2', jace] })
    const hurt = fight(attack(s, [{ attacker: ids.one, target: ids.jace }]))
    expect(card(hurt, ids.jace).loyalty).toBe(1)
    expect(teamLife(hurt, 'B')).toBe(30)
    const next = fight(
      attack(s, [
        { attacker: ids.one, target: ids.jace },
        { attacker: ids.two, target: ids.jace },
      ]),
    )
    expect(onBattlefield(next, ids.jace)).toBe(false)
  })

  it('combat damage is dealt once per combat, in the combat damage step', () => {
    const { s, ids } = scene({ one: ['A1', bear()] })
    const attacked = attack(s, [{ attacker: ids.one }])
    expect(refusal(atStep(attacked, 'declareBlockers'), damageAction).code).toBe('OUT_OF_STEP')
    expect(refusal(fight(attacked), damageAction).code).toBe('ALREADY_DEALT')
  })
})

describe('blocked attackers and keywords (510.1, 702)', () => {
  it('trample’s excess goes only to the attacked player, even when the teammate blocks (702.19b)', () => {
    const { s, ids } = scene({
      giant: ['A1', creature('Trampler', 5, 5, { keywords: ['Trample'] })],
      wall: ['B2', bear()],
    })
    let next = attack(s, [{ attacker: ids.giant, target: 'B1' }])
    next = fight(block(next, 'B2', [{ blocker: ids.wall, attacker: ids.giant }]))
    expect(lifeEventsThisTurn(next, 'B1').map((e) => e.amount)).toEqual([3])
    expect(lifeEventsThisTurn(next, 'B2')).toEqual([])
    expect(teamLife(next, 'B')).toBe(27)
  })

  it('deathtouch and trample: 1 is lethal, the rest tramples over, the blocker dies (702.2c)', () => {
    const { s, ids } = scene({
      snake: ['A1', creature('Snake', 5, 5, { keywords: ['Deathtouch', 'Trample'] })],
      wall: ['B1', creature('Wall', 0, 6)],
    })
    let next = attack(s, [{ attacker: ids.snake }])
    next = fight(block(next, 'B1', [{ blocker: ids.wall, attacker: ids.snake }]))
    expect(teamLife(next, 'B')).toBe(26)
    expect(onBattlefield(next, ids.wall)).toBe(false)
    expect(next.log.some((e) => e.rule === '704.5h')).toBe(true)
  })

  it('without trample, a blocked attacker deals no damage to the player', () => {
    const { s, ids } = scene({ giant: ['A1', creature('Giant', 5, 5)], wall: ['B1', bear()] })
    let next = attack(s, [{ attacker: ids.giant }])
    next = fight(block(next, 'B1', [{ blocker: ids.wall, attacker: ids.giant }]))
    expect(teamLife(next, 'B')).toBe(30)
    expect(card(next, ids.giant).damage).toBe(2)
  })

  it('lifelink gains through the team: +3 for Team A, none if a teammate can’t gain life', () => {
    const cards = {
      lifelinker: ['A2', creature('Lifelinker', 3, 3, { keywords: ['Lifelink'] })],
    } as const
    const { s, ids } = scene({ ...cards })
    const next = fight(attack(s, [{ attacker: ids.lifelinker }]))
    expect(teamLife(next, 'A')).toBe(33)
    expect(teamLife(next, 'B')).toBe(27)
    const barred = act(s, {
      type: 'player/restrict',
      player: 'A1',
      restriction: 'cantGainLife',
      on: true,
    })
    const none = fight(attack(barred, [{ attacker: ids.lifelinker }]))
    expect(teamLife(none, 'A')).toBe(30)
    expect(teamLife(none, 'B')).toBe(27)
  })

  it('first strike: a 2/2 first striker kills a 2/2 blocker before it deals damage (510.4)', () => {
    const { s, ids } = scene({
      knight: ['A1', creature('White Knight', 2, 2, { keywords: ['First strike'] })],
      wall: ['B1', bear()],
    })
    let next = attack(s, [{ attacker: ids.knight }])
    next = act(
      atStep(block(next, 'B1', [{ blocker: ids.wall, attacker: ids.knight }]), 'combatDamage'),
      damageAction,
    )
    expect(next.combat.firstStrikeDone).toBe(true)
    expect(onBattlefield(next, ids.wall)).toBe(false)
    next = act(next, damageAction)
    expect(next.combat.damageDone).toBe(true)
    expect(card(next, ids.knight).damage).toBe(0)
  })

  it('double strike deals damage in both steps', () => {
    const { s, ids } = scene({
      twin: ['A1', creature('Twin', 3, 3, { keywords: ['Double strike'] })],
    })
    const next = fight(attack(s, [{ attacker: ids.twin }]))
    expect(lifeEventsThisTurn(next, 'B1').map((e) => e.amount)).toEqual([3, 3])
    expect(teamLife(next, 'B')).toBe(24)
  })

  it('infect damage to a creature becomes -1/-1 counters (702.90c)', () => {
    const { s, ids } = scene({
      rat: ['A1', creature('Infect Rat', 1, 1, { keywords: ['Infect'] })],
      wall: ['B1', creature('Wall', 0, 3)],
    })
    let next = attack(s, [{ attacker: ids.rat }])
    next = fight(block(next, 'B1', [{ blocker: ids.wall, attacker: ids.rat }]))
    expect(card(next, ids.wall).counters['-1/-1']).toBe(1)
    expect(card(next, ids.wall).damage).toBe(0)
  })
})

describe('splitting a blocked attacker’s damage (510.1c–d, 702.19b)', () => {
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

  it('the default is lethal to each blocker in order, the excess to the attacked player', () => {
    const { s } = blocked()
    const next = act(s, damageAction)
    expect(teamLife(next, 'B')).toBe(29)
    expect(lifeEventsThisTurn(next, 'B2').map((e) => e.amount)).toEqual([1])
  })

  it('the controller may split freely among blockers', () => {
    const { s, ids } = blocked()
    const next = act(
      s,
      {
        type: 'combat/assignDamage',
        player: 'A1',
        attacker: ids.giant,
        assignment: [
          { to: ids.left, amount: 0 },
          { to: ids.right, amount: 6 },
        ],
      },
      damageAction,
    )
    expect(onBattlefield(next, ids.left)).toBe(true)
    expect(onBattlefield(next, ids.right)).toBe(false)
    expect(teamLife(next, 'B')).toBe(30)
  })

  it('refuses trample damage to the player before every blocker has lethal, or to the teammate', () => {
    const { s, ids } = blocked()
    const split = (assignment: { to: string; amount: number }[], player = 'A1') =>
      refusal(s, { type: 'combat/assignDamage', player, attacker: ids.giant, assignment })
    expect(
      split([
        { to: ids.left, amount: 2 },
        { to: 'B2', amount: 4 },
      ]).code,
    ).toBe('BAD_ASSIGNMENT')
    expect(
      split([
        { to: ids.left, amount: 2 },
        { to: ids.right, amount: 3 },
        { to: 'B1', amount: 1 },
      ]).code,
    ).toBe('BAD_ASSIGNMENT')
    expect(split([{ to: ids.left, amount: 2 }]).code).toBe('BAD_ASSIGNMENT')
    expect(split([{ to: ids.left, amount: 6 }], 'A2').code).toBe('NOT_YOUR_CREATURE')
  })
})
