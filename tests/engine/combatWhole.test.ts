/**
 * Attacks and blocks checked as a whole when their step ends (508.1c–d, 509.1b–c, 805.10d), and
 * evasion read from Scryfall's keywords (702.9, 702.13, 702.14, 702.28, 702.31, 702.36, 702.111).
 */
import { describe, expect, it } from 'vitest'
import { canBlock, type Action, type CardData } from '../../src/engine'
import { act, creature, forest, refusal } from '../fixtures/game'
import { atStep, attack, bear, block, scene } from './combatScene'

const nextStep = { type: 'turn/nextStep' } as const

describe('the combined block is checked as the declare blockers step ends (805.10d)', () => {
  const brute = creature('Menacing Brute', 4, 4, { keywords: ['Menace'] })
  const cards = { brute: ['A1', brute], wall: ['B1', bear()], other: ['B2', bear()] } as const

  it('702.111b, 509.1: a menace attacker blocked by one creature can’t stand when B2 declares none', () => {
    const { s, ids } = scene(cards)
    const blocked = block(attack(s, [{ attacker: ids.brute, target: 'B1' }]), 'B1', [
      { blocker: ids.wall, attacker: ids.brute },
    ])
    // B2 still owes a declaration: the step can't end without it (509.1).
    expect(refusal(blocked, nextStep).code).toBe('BLOCKS_OWED')
    expect(refusal(blocked, { type: 'turn/end' }).code).toBe('BLOCKS_OWED')
    const r = refusal(blocked, { type: 'combat/declareBlockers', player: 'B2', blocks: [] })
    expect(r.code).toBe('MENACE_NEEDS_TWO')
    expect(r.message).toContain('702.111b')
    // B2 adds the second blocker: the block is legal as a whole and the step ends.
    const both = act(blocked, {
      type: 'combat/declareBlockers',
      player: 'B2',
      blocks: [{ blocker: ids.other, attacker: ids.brute }],
    })
    expect(act(both, nextStep).turn.step).toBe('combatDamage')
  })

  it('an unblocked menace attacker is fine when the defenders declare no blocks', () => {
    const { s, ids } = scene(cards)
    const attacked = atStep(attack(s, [{ attacker: ids.brute, target: 'B1' }]), 'declareBlockers')
    const none = act(attacked, { type: 'combat/declareTeamBlockers', blocks: [] })
    expect(none.turn.step).toBe('combatDamage')
  })
})

describe('a goaded creature must attack even when nobody declares (508.1d, 701.15b)', () => {
  it('S079: the step can’t end with no declaration while a goaded creature is able to attack', () => {
    const { s, ids } = scene({ goaded: ['A1', bear()] })
    const goaded = atStep(
      act(s, { type: 'card/goad', player: 'B1', card: ids.goaded }),
      'declareAttackers',
    )
    const r = refusal(goaded, nextStep)
    expect(r.code).toBe('GOAD_MUST_ATTACK')
    expect(r.message).toContain('701.15b')
    expect(refusal(goaded, { type: 'turn/end' }).code).toBe('GOAD_MUST_ATTACK')
    const attacked = act(goaded, {
      type: 'combat/declareAttackers',
      attacks: [{ attacker: ids.goaded, target: 'B2' }],
    })
    // No creature of team B can block, so the declare blockers step passes by itself (509.1a).
    expect(act(attacked, nextStep).turn.step).toBe('combatDamage')
  })

  it('ending the turn from the first main phase skips no goad: the team would declare none', () => {
    const { s, ids } = scene({ goaded: ['A1', bear()] })
    const goaded = atStep(act(s, { type: 'card/goad', player: 'B1', card: ids.goaded }), 'main1')
    expect(refusal(goaded, { type: 'turn/end' }).code).toBe('GOAD_MUST_ATTACK')
    // After combat (the goaded creature attacked, or could not), the turn may end.
    expect(act(atStep(goaded, 'main2'), { type: 'turn/end' }).turn.activeTeam).toBe('B')
  })

  it('a goaded creature unable to attack (tapped) does not hold the step', () => {
    const { s, ids } = scene({ goaded: ['A1', bear()] })
    const tapped = act(
      s,
      { type: 'card/goad', player: 'B1', card: ids.goaded },
      { type: 'card/tap', player: 'A1', card: ids.goaded },
    )
    expect(act(atStep(tapped, 'declareAttackers'), nextStep).turn.step).toBe('declareBlockers')
  })
})

/** `attacker` (A1's) attacks B1; may B1's `blocker` block it? */
function mayBlock(attacker: CardData, blocker: CardData, b1Lands: CardData[] = []): boolean {
  const lands = Object.fromEntries(b1Lands.map((land, i) => [`land${i}`, ['B1', land] as const]))
  const { s, ids } = scene({ attacker: ['A1', attacker], blocker: ['B1', blocker], ...lands })
  const attacked = attack(s, [{ attacker: ids.attacker, target: 'B1' }])
  const legal = canBlock(attacked, ids.blocker, ids.attacker)
  const tried: Action = {
    type: 'combat/declareBlockers',
    player: 'B1',
    blocks: [{ blocker: ids.blocker, attacker: ids.attacker }],
  }
  // The declaration agrees with canBlock.
  if (legal) act(atStep(attacked, 'declareBlockers'), tried)
  else refusal(atStep(attacked, 'declareBlockers'), tried)
  return legal
}

const red = (name: string, extra: Partial<CardData> = {}) =>
  creature(name, 2, 2, { colors: ['R'], ...extra })
const island: CardData = { name: 'Island', type_line: 'Basic Land — Island', layout: 'normal' }

describe('evasion from Scryfall keywords (509.1b)', () => {
  it('702.9b: flying is blocked by flying or reach only', () => {
    const flyer = creature('Flyer', 2, 2, { keywords: ['Flying'] })
    expect(mayBlock(flyer, bear())).toBe(false)
    expect(mayBlock(flyer, bear({ keywords: ['Reach'] }))).toBe(true)
    expect(mayBlock(flyer, bear({ keywords: ['Flying'] }))).toBe(true)
  })

  it('702.13b: intimidate is blocked by artifact creatures and creatures sharing a colour', () => {
    const intimidating = red('Intimidator', { keywords: ['Intimidate'] })
    expect(mayBlock(intimidating, bear())).toBe(false)
    expect(mayBlock(intimidating, red('Red Bear'))).toBe(true)
    expect(
      mayBlock(intimidating, bear({ type_line: 'Artifact Creature — Golem', colors: [] })),
    ).toBe(true)
  })

  it('702.36b: fear is blocked by artifact creatures and black creatures', () => {
    const fearful = red('Fearful', { keywords: ['Fear'] })
    expect(mayBlock(fearful, red('Red Bear'))).toBe(false)
    expect(mayBlock(fearful, bear({ colors: ['B'] }))).toBe(true)
  })

  it('702.28b: shadow blocks and is blocked only by shadow', () => {
    const shade = creature('Shade', 2, 2, { keywords: ['Shadow'] })
    expect(mayBlock(shade, bear())).toBe(false)
    expect(mayBlock(shade, bear({ keywords: ['Shadow'] }))).toBe(true)
    expect(mayBlock(bear(), shade)).toBe(false)
  })

  it('702.31b: horsemanship is blocked by horsemanship only', () => {
    const rider = creature('Rider', 2, 2, { keywords: ['Horsemanship'] })
    expect(mayBlock(rider, bear({ keywords: ['Reach', 'Flying'] }))).toBe(false)
    expect(mayBlock(rider, bear({ keywords: ['Horsemanship'] }))).toBe(true)
  })

  it('702.14c, 805.10e: islandwalk counts the lands of the attacked player only', () => {
    const walker = creature('Walker', 2, 2, { keywords: ['Islandwalk'] })
    expect(mayBlock(walker, bear(), [island])).toBe(false)
    expect(mayBlock(walker, bear(), [forest])).toBe(true)
    // B2's Island does not matter: the Walker attacks B1.
    const { s, ids } = scene({
      walker: ['A1', walker],
      blocker: ['B1', bear()],
      isle: ['B2', island],
    })
    const attacked = attack(s, [{ attacker: ids.walker, target: 'B1' }])
    expect(canBlock(attacked, ids.blocker, ids.walker)).toBe(true)
  })

  it('702.14c: nonbasic landwalk needs a nonbasic land', () => {
    const walker = creature('Walker', 2, 2, { keywords: ['Nonbasic landwalk'] })
    const tower: CardData = { name: 'Tower', type_line: 'Land', layout: 'normal' }
    expect(mayBlock(walker, bear(), [island])).toBe(true)
    expect(mayBlock(walker, bear(), [tower])).toBe(false)
  })

  it('509.1b: a creature whose text says it can’t block does not block', () => {
    const craven = creature('Craven Giant', 4, 1, { oracle_text: 'Craven Giant can’t block.' })
    expect(mayBlock(bear(), craven)).toBe(false)
    const lord = creature('Lord', 4, 1, {
      oracle_text: "Creatures your opponents control can't block.",
    })
    expect(mayBlock(bear(), lord)).toBe(true)
  })
})
