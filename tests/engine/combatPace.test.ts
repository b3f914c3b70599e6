import { describe, expect, it } from 'vitest'
import {
  anyBlockPossible,
  combat,
  log,
  possibleBlockersOf,
  teamLife,
  type Action,
  type GameState,
} from '../../src/engine'
import { act, creature, refusal } from '../fixtures/game'
import { atStep, attack, bear, scene } from './combatScene'

const nextStep = { type: 'turn/nextStep' } as const
const lastLines = (s: GameState, n: number) =>
  log(s)
    .slice(-n)
    .map((e) => e.text)

describe('who could block (509.1a, 805.10d)', () => {
  it('both defenders’ untapped creatures, not the attackers’ team, not a tapped one', () => {
    const { s, ids } = scene({
      goblin: ['A1', creature('Raging Goblin', 1, 1)],
      friend: ['A2', bear()],
      wall: ['B1', creature('Wall of Wood', 0, 3)],
      elk: ['B2', creature('Craw Elk', 2, 3)],
      tired: ['B2', bear()],
    })
    const tapped = act(s, { type: 'card/tap', player: 'B2', card: ids.tired })
    const at = atStep(attack(tapped, [{ attacker: ids.goblin, target: 'B1' }]), 'declareBlockers')
    expect(possibleBlockersOf(at, ids.goblin)).toEqual([ids.wall, ids.elk])
    expect(possibleBlockersOf(at, ids.friend)).toEqual([])
    expect(anyBlockPossible(at)).toBe(true)
  })

  it('flying is blocked only by flying or reach (702.9b); menace needs two (702.111b)', () => {
    const { s, ids } = scene({
      bird: ['A1', creature('Bird', 1, 1, { keywords: ['Flying'] })],
      brute: ['A2', creature('Brute', 3, 3, { keywords: ['Menace'] })],
      bear: ['B1', bear()],
      spider: ['B2', creature('Giant Spider', 2, 4, { keywords: ['Reach'] })],
    })
    const at = attack(s, [{ attacker: ids.bird }, { attacker: ids.brute }])
    expect(possibleBlockersOf(at, ids.bird)).toEqual([ids.spider])
    // B1's bear and B2's spider together may block the menace creature (805.10d).
    expect(possibleBlockersOf(at, ids.brute)).toEqual([ids.bear, ids.spider])
    const onlyBird = attack(s, [{ attacker: ids.bird }])
    const spiderTapped = act(onlyBird, { type: 'card/tap', player: 'B2', card: ids.spider })
    expect(anyBlockPossible(spiderTapped)).toBe(false)
  })

  it('every evasion ability counts, not only flying: shadow and horsemanship (702.28b, 702.31b)', () => {
    const { s, ids } = scene({
      shade: ['A1', creature('Shade', 2, 2, { keywords: ['Shadow'] })],
      rider: ['A2', creature('Rider', 2, 2, { keywords: ['Horsemanship'] })],
      bear: ['B1', bear()],
    })
    const at = attack(s, [{ attacker: ids.shade }, { attacker: ids.rider }])
    expect(possibleBlockersOf(at, ids.shade)).toEqual([])
    expect(possibleBlockersOf(at, ids.rider)).toEqual([])
    expect(anyBlockPossible(at)).toBe(false)
  })
})

describe('the declare blockers step passes when no creature can block (509.1a, 805.10d)', () => {
  it('nextStep from declare attackers lands in combat damage, with a log line', () => {
    const { s, ids } = scene({
      goblin: ['A1', creature('Raging Goblin', 1, 1)],
      tired: ['B1', bear()],
    })
    const tapped = act(s, { type: 'card/tap', player: 'B1', card: ids.tired })
    const next = act(attack(tapped, [{ attacker: ids.goblin }]), nextStep)
    expect(next.turn.step).toBe('combatDamage')
    expect(next.combat.blockersDeclared).toEqual(['B1', 'B2'])
    expect(log(next).some((e) => e.rule === '509.1a')).toBe(true)
    expect(lastLines(next, 2)).toEqual([
      'No creature of Team B can block, so no blockers are declared and the declare blockers step passes (509.1a, 805.10d).',
      'Team A: combat damage step (510).',
    ])
  })

  it('stays in declare blockers when one defender could block', () => {
    const { s, ids } = scene({
      goblin: ['A1', creature('Raging Goblin', 1, 1)],
      elk: ['B2', creature('Craw Elk', 2, 3)],
    })
    const next = act(attack(s, [{ attacker: ids.goblin }]), nextStep)
    expect(next.turn.step).toBe('declareBlockers')
    expect(next.combat.blockersDeclared).toEqual([])
  })

  it('with no attackers the step is entered as always (508.8 is the players’ to skip)', () => {
    const { s } = scene({ goblin: ['A1', creature('Raging Goblin', 1, 1)] })
    const next = act(attack(s, []), nextStep)
    expect(next.turn.step).toBe('declareBlockers')
  })
})

describe('"Attack" from the main phase as one action (507, 508.1, 805.10b)', () => {
  it('goes through the beginning of combat, declares, and reaches damage when none can block', () => {
    const { s, ids } = scene({
      goblin: ['A1', creature('Raging Goblin', 1, 1)],
      land: ['B1', { name: 'Forest', type_line: 'Basic Land — Forest', layout: 'normal' }],
    })
    const main = atStep(s, 'main1')
    const next = act(main, { type: 'combat/attack', attacks: [{ attacker: ids.goblin }] })
    expect(next.turn.step).toBe('combatDamage')
    expect(combat(next).attacks).toEqual([{ attacker: ids.goblin, target: 'B1' }])
    expect(next.cards[ids.goblin]?.tapped).toBe(true)
    const steps = log(next)
      .filter((e) => /^Team A: /.test(e.text))
      .map((e) => e.rule)
    expect(steps).toEqual(['507', '508', '509', '510'])
    // The third click: the damage, 1 from the goblin (510.2).
    expect(teamLife(act(next, { type: 'combat/damage' }), 'B')).toBe(29)
  })

  it('stops at declare blockers when a block is possible', () => {
    const { s, ids } = scene({
      goblin: ['A1', creature('Raging Goblin', 1, 1)],
      elk: ['B2', creature('Craw Elk', 2, 3)],
    })
    const next = act(atStep(s, 'beginCombat'), {
      type: 'combat/attack',
      attacks: [{ attacker: ids.goblin, target: 'B2' }],
    })
    expect(next.turn.step).toBe('declareBlockers')
    expect(combat(next).attacks).toEqual([{ attacker: ids.goblin, target: 'B2' }])
  })

  it('refuses out of its steps, with no attackers, and with an illegal attacker', () => {
    const { s, ids } = scene({
      goblin: ['A1', creature('Raging Goblin', 1, 1)],
      theirs: ['B1', bear()],
    })
    const attackWith = (attacker: string): Action => ({
      type: 'combat/attack',
      attacks: [{ attacker }],
    })
    expect(refusal(atStep(s, 'main2'), attackWith(ids.goblin)).code).toBe('OUT_OF_STEP')
    expect(refusal(atStep(s, 'main1'), { type: 'combat/attack', attacks: [] }).code).toBe(
      'NO_ATTACKERS',
    )
    expect(refusal(atStep(s, 'main1'), attackWith(ids.theirs)).code).toBe('NOT_YOUR_CREATURE')
  })
})

describe('the defending team’s block as one declaration (805.10d, 810.5)', () => {
  function blockScene() {
    const { s, ids } = scene({
      giant: ['A1', creature('Hill Giant', 3, 3)],
      ogre: ['A2', creature('Gray Ogre', 2, 2)],
      wall: ['B1', creature('Wall of Wood', 0, 3)],
      elk: ['B2', creature('Craw Elk', 2, 3)],
    })
    const at = atStep(
      attack(s, [{ attacker: ids.giant }, { attacker: ids.ogre }]),
      'declareBlockers',
    )
    return { s: at, ids }
  }

  it('declares both defenders’ blocks at once, each for its controller', () => {
    const { s, ids } = blockScene()
    const next = act(s, {
      type: 'combat/declareTeamBlockers',
      blocks: [
        { blocker: ids.elk, attacker: ids.giant },
        { blocker: ids.wall, attacker: ids.ogre },
      ],
    })
    expect(next.combat.blockersDeclared).toEqual(['B1', 'B2'])
    expect(next.turn.step).toBe('combatDamage')
    expect(combat(next).blocks).toEqual([
      { blocker: ids.wall, attacker: ids.ogre },
      { blocker: ids.elk, attacker: ids.giant },
    ])
  })

  it('"No blocks" for the team, once; an attacker’s creature never blocks', () => {
    const { s, ids } = blockScene()
    const none = act(s, { type: 'combat/declareTeamBlockers', blocks: [] })
    expect(none.combat.blockersDeclared).toEqual(['B1', 'B2'])
    expect(lastLines(none, 3)).toEqual([
      'B1 declares no blockers.',
      'B2 declares no blockers.',
      'Team A: combat damage step (510).',
    ])
    const again = atStep(none, 'declareBlockers')
    expect(refusal(again, { type: 'combat/declareTeamBlockers', blocks: [] }).code).toBe(
      'ALREADY_DECLARED',
    )
    const byAttacker = refusal(s, {
      type: 'combat/declareTeamBlockers',
      blocks: [{ blocker: ids.ogre, attacker: ids.giant }],
    })
    expect(byAttacker.code).toBe('NOT_DEFENDING')
  })

  it('a lone blocker of a menace creature is refused over the whole block (702.111b)', () => {
    const { s, ids } = scene({
      brute: ['A1', creature('Brute', 3, 3, { keywords: ['Menace'] })],
      wall: ['B1', creature('Wall of Wood', 0, 3)],
      elk: ['B2', creature('Craw Elk', 2, 3)],
    })
    const at = atStep(attack(s, [{ attacker: ids.brute }]), 'declareBlockers')
    const lone = [{ blocker: ids.wall, attacker: ids.brute }]
    expect(refusal(at, { type: 'combat/declareTeamBlockers', blocks: lone }).code).toBe(
      'MENACE_NEEDS_TWO',
    )
    const both = [...lone, { blocker: ids.elk, attacker: ids.brute }]
    expect(
      combat(act(at, { type: 'combat/declareTeamBlockers', blocks: both })).blocks,
    ).toHaveLength(2)
  })
})
