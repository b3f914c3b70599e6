import { describe, expect, it } from 'vitest'
import { card, combat, defendingPlayer, log, tryAction, type CardData } from '../../src/engine'
import { act, creature, refusal } from '../fixtures/game'
import { atStep, attack, attackAction, bear, scene } from './combatScene'

const jace: CardData = {
  name: 'Jace Beleren',
  type_line: 'Legendary Planeswalker — Jace',
  loyalty: '3',
  layout: 'normal',
}

describe('declaring attackers (508.1, 805.10b)', () => {
  it('S075: an attacker with no target attacks the opponent seated opposite', () => {
    const { s, ids } = scene({
      c1: ['A1', bear()],
      c2: ['A1', bear()],
      c3: ['A2', bear()],
      jace: ['B2', jace],
    })
    const next = attack(s, [
      { attacker: ids.c1 },
      { attacker: ids.c2, target: ids.jace },
      { attacker: ids.c3 },
    ])
    expect(combat(next).attacks).toEqual([
      { attacker: ids.c1, target: 'B1' },
      { attacker: ids.c2, target: ids.jace },
      { attacker: ids.c3, target: 'B2' },
    ])
    expect(log(next).map((e) => e.text)).toContain("A1's Grizzly Bears attacks B1.")
    expect(log(next).map((e) => e.text)).toContain("A1's Grizzly Bears attacks B2's Jace Beleren.")
  })

  it('S076: the defending player is the attacked player only (805.10e, 508.5)', () => {
    const { s, ids } = scene({ titan: ['A1', bear()], other: ['A2', bear()], jace: ['B2', jace] })
    const next = attack(s, [
      { attacker: ids.titan, target: 'B1' },
      { attacker: ids.other, target: ids.jace },
    ])
    // Annihilator 2 on the first makes B1 sacrifice two permanents; B2 sacrifices none.
    expect(defendingPlayer(next, ids.titan)).toBe('B1')
    expect(defendingPlayer(next, ids.other)).toBe('B2')
  })

  it('refuses a teammate or a teammate’s planeswalker as a target', () => {
    const { s, ids } = scene({ bear: ['A1', bear()], ownJace: ['A2', jace] })
    const at = atStep(s, 'declareAttackers')
    expect(refusal(at, attackAction([{ attacker: ids.bear, target: 'A2' }])).code).toBe(
      'NOT_AN_OPPONENT',
    )
    expect(refusal(at, attackAction([{ attacker: ids.bear, target: ids.ownJace }])).code).toBe(
      'NOT_AN_OPPONENT',
    )
  })

  it('refuses a target that is neither a player, a planeswalker nor a battle', () => {
    const { s, ids } = scene({ bear: ['A1', bear()], theirs: ['B1', bear()] })
    const a = attackAction([{ attacker: ids.bear, target: ids.theirs }])
    expect(refusal(atStep(s, 'declareAttackers'), a).code).toBe('NOT_AN_ATTACK_TARGET')
  })

  it('only creatures of the active team attack', () => {
    const { s, ids } = scene({ theirs: ['B1', bear()] })
    const a = attackAction([{ attacker: ids.theirs, target: 'A1' }])
    expect(refusal(atStep(s, 'declareAttackers'), a).code).toBe('NOT_YOUR_CREATURE')
  })

  it('a tapped creature can’t attack (508.1a)', () => {
    const { s, ids } = scene({ bear: ['A1', bear()] })
    const tapped = act(s, { type: 'card/tap', player: 'A1', card: ids.bear })
    const a = attackAction([{ attacker: ids.bear }])
    expect(refusal(atStep(tapped, 'declareAttackers'), a).code).toBe('ATTACKER_TAPPED')
  })

  it('summoning sickness stops a new creature; haste lets it attack (302.6, 702.10)', () => {
    const { s } = scene({})
    const fresh = act(s, { type: 'token/create', player: 'A1', data: bear() })
    const hasty = act(fresh, {
      type: 'token/create',
      player: 'A1',
      data: creature('Raging Goblin', 1, 1, { keywords: ['Haste'] }),
    })
    const [sick, goblin] = hasty.battlefield.slice(-2)
    if (sick === undefined || goblin === undefined) throw new Error('two tokens expected')
    const at = atStep(hasty, 'declareAttackers')
    expect(refusal(at, attackAction([{ attacker: sick }])).code).toBe('SUMMONING_SICK')
    const next = act(at, attackAction([{ attacker: goblin }]))
    expect(combat(next).attacks).toEqual([{ attacker: goblin, target: 'B1' }])
  })

  it('attacking taps the creature; vigilance doesn’t (508.1f, 702.20b)', () => {
    const { s, ids } = scene({
      bear: ['A1', bear()],
      knight: ['A2', creature('Vigilant Knight', 2, 2, { keywords: ['Vigilance'] })],
    })
    const next = attack(s, [{ attacker: ids.bear }, { attacker: ids.knight }])
    expect(card(next, ids.bear).tapped).toBe(true)
    expect(card(next, ids.knight).tapped).toBe(false)
  })

  it('only in the declare attackers step, and once per combat', () => {
    const { s, ids } = scene({ bear: ['A1', bear()], other: ['A1', bear()] })
    expect(refusal(atStep(s, 'main1'), attackAction([{ attacker: ids.bear }])).code).toBe(
      'OUT_OF_STEP',
    )
    const next = attack(s, [{ attacker: ids.bear }])
    expect(refusal(next, attackAction([{ attacker: ids.other }])).code).toBe('ALREADY_DECLARED')
  })

  it('the declaration is legal as a whole or not at all (508.1)', () => {
    const { s, ids } = scene({ bear: ['A1', bear()], theirs: ['B1', bear()] })
    const r = tryAction(
      atStep(s, 'declareAttackers'),
      attackAction([{ attacker: ids.bear }, { attacker: ids.theirs, target: 'A1' }]),
    )
    expect(r.ok).toBe(false)
    expect(combat(s).attacks).toEqual([])
    expect(card(s, ids.bear).tapped).toBe(false)
  })
})

describe('goad (701.15)', () => {
  it('S079: goaded by B1, it must attack, and attack B2', () => {
    const { s, ids } = scene({ bear: ['A1', bear()], other: ['A1', bear()] })
    const goaded = atStep(
      act(s, { type: 'card/goad', player: 'B1', card: ids.bear }),
      'declareAttackers',
    )
    expect(refusal(goaded, attackAction([{ attacker: ids.other }])).code).toBe('GOAD_MUST_ATTACK')
    expect(refusal(goaded, attackAction([{ attacker: ids.bear, target: 'B1' }])).code).toBe(
      'GOAD_WRONG_TARGET',
    )
    const next = act(goaded, attackAction([{ attacker: ids.bear, target: 'B2' }]))
    expect(defendingPlayer(next, ids.bear)).toBe('B2')
  })

  it('a goaded creature with no stated target goes to the non-goader, not the one opposite', () => {
    const { s, ids } = scene({ bear: ['A1', bear()] })
    const goaded = act(s, { type: 'card/goad', player: 'B1', card: ids.bear })
    const next = attack(goaded, [{ attacker: ids.bear }])
    expect(defendingPlayer(next, ids.bear)).toBe('B2')
  })

  it('goaded by both opponents, it must attack but may attack either (701.15c)', () => {
    const { s, ids } = scene({ bear: ['A1', bear()] })
    const goaded = act(
      s,
      { type: 'card/goad', player: 'B1', card: ids.bear },
      { type: 'card/goad', player: 'B2', card: ids.bear },
      { type: 'card/goad', player: 'B2', card: ids.bear },
    )
    expect(s.cards[ids.bear]?.goadedBy).toEqual([])
    expect(goaded.cards[ids.bear]?.goadedBy).toEqual(['B1', 'B2'])
    expect(goaded.log.at(-1)?.rule).toBe('701.15d')
    expect(refusal(atStep(goaded, 'declareAttackers'), attackAction([])).code).toBe(
      'GOAD_MUST_ATTACK',
    )
    expect(defendingPlayer(attack(goaded, [{ attacker: ids.bear, target: 'B1' }]), ids.bear)).toBe(
      'B1',
    )
  })

  it('a goaded creature unable to attack need not (508.1d)', () => {
    const { s, ids } = scene({ bear: ['A1', bear()] })
    const tapped = act(
      s,
      { type: 'card/goad', player: 'B1', card: ids.bear },
      { type: 'card/tap', player: 'A1', card: ids.bear },
    )
    expect(combat(attack(tapped, [])).attacks).toEqual([])
  })
})
