/**
 * No step is left while the game waits on a decision: the 903.9 choice made as state-based
 * actions are checked (704.3, 704.6d), the blocks declared as the declare blockers step begins
 * (509.1), and the combat damage dealt as its step begins (510.1).
 */
import { describe, expect, it } from 'vitest'
import {
  awaitedDecision,
  commanders,
  mayAct,
  teamLife,
  type Action,
  type CardId,
  type GameState,
} from '../../src/engine'
import { act, newGame, refusal, toMainPhase } from '../fixtures/game'
import { atStep, attack, bear, scene } from './combatScene'

const nextStep = { type: 'turn/nextStep' } as const
const endTurn = { type: 'turn/end' } as const

/** B1's commander on the battlefield in Team A's first main phase. */
function commanderOut(): { s: GameState; id: CardId } {
  const start = toMainPhase(newGame())
  const id = commanders(start, 'B1')[0] ?? ''
  const s = act(
    start,
    { type: 'commander/cast', player: 'B1', card: id },
    { type: 'card/move', player: 'B1', card: id, to: 'battlefield' },
  )
  return { s, id }
}

describe('903.9a: the command-zone choice is made before the game leaves the step (704.3)', () => {
  it('704.6d: a commander put into a graveyard holds the step until its owner answers', () => {
    const { s, id } = commanderOut()
    const died = act(s, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(died.turn.step).toBe('main1')
    const r = refusal(died, nextStep)
    expect(r).toEqual({
      code: 'CHOICE_OPEN',
      message:
        'B1 first chooses whether Commander B1 goes to the command zone: that choice is made before the game moves on (903.9a, 704.3).',
    })
    expect(refusal(died, endTurn).code).toBe('CHOICE_OPEN')
    expect(refusal(died, { ...nextStep, player: 'A1' }).code).toBe('CHOICE_OPEN')
    // The choice is its owner's, whoever's turn it is: the game waits on Team B.
    expect(awaitedDecision(died)).toEqual({ team: 'B', why: 'commanderReturn' })
    expect(mayAct(died, 'A1', nextStep)?.code).toBe('CHOICE_OPEN')
    const stays = act(died, { type: 'commander/return', player: 'B1', card: id, home: false })
    expect(stays.cards[id]?.zone).toBe('graveyard')
    expect(act(stays, nextStep).turn.step).toBe('beginCombat')
  })

  it('903.9a: from exile too; "home" answers it, and the turn moves on', () => {
    const { s, id } = commanderOut()
    const exiled = act(s, { type: 'card/move', player: 'A2', card: id, to: 'exile' })
    expect(refusal(exiled, endTurn).code).toBe('CHOICE_OPEN')
    const home = act(exiled, { type: 'commander/return', player: 'B1', card: id, home: true })
    expect(home.cards[id]?.zone).toBe('command')
    expect(act(home, endTurn).turn).toMatchObject({ number: 2, activeTeam: 'B' })
  })

  it('903.9b: a commander put into a hand holds the step the same way', () => {
    const { s, id } = commanderOut()
    const bounced = act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' })
    const r = refusal(bounced, nextStep)
    expect(r.code).toBe('CHOICE_OPEN')
    expect(r.message).toContain('(903.9b, 704.3)')
  })

  it('"Attack" moves the turn on too: it waits for the choice as well', () => {
    const { s, ids } = scene({ goblin: ['A1', bear()] })
    const id = commanders(s, 'A2')[0] ?? ''
    const out = act(
      atStep(s, 'main1'),
      { type: 'commander/cast', player: 'A2', card: id },
      { type: 'card/move', player: 'A2', card: id, to: 'battlefield' },
      { type: 'card/move', player: 'B1', card: id, to: 'exile' },
    )
    const attackNow: Action = { type: 'combat/attack', attacks: [{ attacker: ids.goblin }] }
    expect(refusal(out, attackNow).code).toBe('CHOICE_OPEN')
    const answered = act(out, { type: 'commander/return', player: 'A2', card: id, home: true })
    expect(act(answered, attackNow).combat.attacks).toHaveLength(1)
  })

  it('a standing answer settles it in the same action: nothing waits', () => {
    const { s, id } = commanderOut()
    const always = act(s, { type: 'commander/returnPreference', player: 'B1', answer: 'always' })
    const died = act(always, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(died.cards[id]?.zone).toBe('command')
    expect(act(died, nextStep).turn.step).toBe('beginCombat')
  })
})

describe('509.1: blocks are declared as the declare blockers step begins', () => {
  const cards = { goblin: ['A1', bear()], wall: ['B1', bear()], elk: ['B2', bear()] } as const

  it('the attacking team can’t move on or end the turn before the defenders declare', () => {
    const { s, ids } = scene(cards)
    const attacked = atStep(attack(s, [{ attacker: ids.goblin, target: 'B1' }]), 'declareBlockers')
    const r = refusal(attacked, { ...nextStep, player: 'A1' })
    expect(r).toEqual({
      code: 'BLOCKS_OWED',
      message:
        'Team B declares blockers first: blocks are declared as the declare blockers step begins, and "no blocks" is a declaration too (509.1).',
    })
    expect(refusal(attacked, { ...endTurn, player: 'A2' }).code).toBe('BLOCKS_OWED')
    expect(awaitedDecision(attacked)).toEqual({ team: 'B', why: 'blocks' })
  })

  it('"no blocks" is a declaration: then the step ends and the damage comes', () => {
    const { s, ids } = scene(cards)
    const attacked = atStep(attack(s, [{ attacker: ids.goblin, target: 'B1' }]), 'declareBlockers')
    const none = act(attacked, { type: 'combat/declareTeamBlockers', blocks: [], player: 'B2' })
    expect(none.turn.step).toBe('combatDamage')
    expect(teamLife(act(none, { type: 'combat/damage' }), 'B')).toBe(28)
  })

  it('one defender’s blocks alone are not the team’s: the other still owes theirs (805.10d)', () => {
    const { s, ids } = scene(cards)
    const attacked = atStep(attack(s, [{ attacker: ids.goblin, target: 'B1' }]), 'declareBlockers')
    const one = act(attacked, {
      type: 'combat/declareBlockers',
      player: 'B1',
      blocks: [{ blocker: ids.wall, attacker: ids.goblin }],
    })
    expect(refusal(one, nextStep).code).toBe('BLOCKS_OWED')
    const both = act(one, { type: 'combat/declareBlockers', player: 'B2', blocks: [] })
    expect(act(both, nextStep).turn.step).toBe('combatDamage')
  })
})

describe('510.1: combat damage is dealt as its step begins, never skipped', () => {
  it('"next step" and "end turn" wait for the damage; after it they move on', () => {
    const { s, ids } = scene({ goblin: ['A1', bear()] })
    const attacked = attack(s, [{ attacker: ids.goblin, target: 'B2' }])
    const due = atStep(attacked, 'combatDamage')
    const r = refusal(due, nextStep)
    expect(r).toEqual({
      code: 'DAMAGE_DUE',
      message:
        'Combat damage is dealt first: it is dealt as the combat damage step begins and is never skipped (510.1).',
    })
    expect(refusal(due, endTurn).code).toBe('DAMAGE_DUE')
    const dealt = act(due, { type: 'combat/damage' })
    expect(teamLife(dealt, 'B')).toBe(28)
    expect(act(dealt, nextStep).turn.step).toBe('endCombat')
  })

  it('with first strike, both damage steps come before the turn moves on (510.4)', () => {
    const { s, ids } = scene({ knight: ['A1', bear({ keywords: ['First strike'] })] })
    const due = atStep(attack(s, [{ attacker: ids.knight, target: 'B1' }]), 'combatDamage')
    const first = act(due, { type: 'combat/damage' })
    expect(first.combat.firstStrikeDone).toBe(true)
    expect(refusal(first, nextStep).code).toBe('DAMAGE_DUE')
    expect(act(first, { type: 'combat/damage' }, nextStep).turn.step).toBe('endCombat')
  })

  it('a combat with no attackers has no damage to wait for', () => {
    const { s } = scene({})
    expect(act(atStep(s, 'combatDamage'), nextStep).turn.step).toBe('endCombat')
  })
})
