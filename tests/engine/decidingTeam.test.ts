import { describe, expect, it } from 'vitest'
import {
  attackDeclared,
  awaitedDecision,
  blocksOwedBy,
  commanders,
  decidingTeam,
} from '../../src/engine'
import { act, creature } from '../fixtures/game'
import { atStep, attack, block, scene } from './combatScene'

function fight() {
  return scene({
    goblin: ['A1', creature('Raging Goblin', 1, 1)],
    elk: ['B2', creature('Craw Elk', 2, 3)],
  })
}

describe('the team the game waits on (810.5)', () => {
  it('is the active team outside the declare blockers step', () => {
    const { s } = fight()
    expect(decidingTeam(atStep(s, 'main1'))).toBe('A')
    expect(decidingTeam(atStep(s, 'declareBlockers'))).toBe('A') // no attack: nothing to block
  })

  it('is the defending team while any defender still owes blocks (509.1, 805.10d)', () => {
    const { s, ids } = fight()
    const attacked = atStep(attack(s, [{ attacker: ids.goblin, target: 'B1' }]), 'declareBlockers')
    expect(decidingTeam(attacked)).toBe('B')
    const oneDeclared = block(attacked, 'B1', [])
    expect(decidingTeam(oneDeclared)).toBe('B')
    const both = block(oneDeclared, 'B2', [{ blocker: ids.elk, attacker: ids.goblin }])
    expect(decidingTeam(both)).toBe('A')
  })
})

describe('whose declaration is owed: one answer for the engine and the table', () => {
  it('805.10b: the one attack is declared once, even as no attackers', () => {
    const { s, ids } = fight()
    const before = atStep(s, 'declareAttackers')
    expect(attackDeclared(before)).toBe(false)
    expect(attackDeclared(attack(s, [{ attacker: ids.goblin }]))).toBe(true)
    expect(attackDeclared(act(before, { type: 'combat/declareAttackers', attacks: [] }))).toBe(true)
  })

  it('509.1, 805.10a: blocks are owed by each defender until they declare, never by the attackers', () => {
    const { s, ids } = fight()
    const attacked = atStep(attack(s, [{ attacker: ids.goblin, target: 'B1' }]), 'declareBlockers')
    expect(['A1', 'A2', 'B1', 'B2'].map((p) => blocksOwedBy(attacked, p))).toEqual([
      false,
      false,
      true,
      true,
    ])
    const oneDeclared = block(attacked, 'B1', [])
    expect(blocksOwedBy(oneDeclared, 'B1')).toBe(false)
    expect(blocksOwedBy(oneDeclared, 'B2')).toBe(true)
    expect(blocksOwedBy(atStep(s, 'declareBlockers'), 'B1')).toBe(false) // no attack
    expect(blocksOwedBy(attacked, 'nobody')).toBe(false)
  })
})

describe('the owner decides a commander’s command-zone choice, whoever’s turn it is (903.9)', () => {
  /** B1's commander on the battlefield during Team A's turn 2. */
  function bCommanderOut() {
    const { s } = fight()
    const id = commanders(s, 'B1')[0] ?? ''
    const out = act(s, { type: 'card/move', player: 'B1', card: id, to: 'battlefield' })
    return { s: atStep(out, 'main1'), id }
  }

  it('is the owner’s team while the choice is open, then the active team again (903.9a)', () => {
    const { s, id } = bCommanderOut()
    expect(awaitedDecision(s)).toEqual({ team: 'A', why: 'turn' })
    const died = act(s, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(awaitedDecision(died)).toEqual({ team: 'B', why: 'commanderReturn' })
    const home = act(died, { type: 'commander/return', player: 'B1', card: id, home: true })
    expect(awaitedDecision(home)).toEqual({ team: 'A', why: 'turn' })
    const stays = act(died, { type: 'commander/return', player: 'B1', card: id, home: false })
    expect(decidingTeam(stays)).toBe('A')
  })

  it('903.9b: a commander put into its owner’s hand during the other team’s turn', () => {
    const { s, id } = bCommanderOut()
    const bounced = act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' })
    expect(awaitedDecision(bounced)).toEqual({ team: 'B', why: 'commanderReturn' })
  })

  it('comes before blocks owed: the choice is settled before anyone acts again (704.3, 704.6d)', () => {
    const { s, ids } = fight()
    const id = commanders(s, 'B1')[0] ?? ''
    const out = act(s, { type: 'card/move', player: 'B1', card: id, to: 'battlefield' })
    const attacked = attack(out, [{ attacker: ids.goblin, target: 'B1' }])
    const blocking = atStep(attacked, 'declareBlockers')
    expect(awaitedDecision(blocking)).toEqual({ team: 'B', why: 'blocks' })
    // A2's commander leaves during the declare blockers step: its owner (Team A) decides first.
    const own = commanders(s, 'A2')[0] ?? ''
    const a2out = act(blocking, { type: 'card/move', player: 'A2', card: own, to: 'exile' })
    expect(awaitedDecision(a2out)).toEqual({ team: 'A', why: 'commanderReturn' })
    const answered = act(a2out, { type: 'commander/return', player: 'A2', card: own, home: true })
    expect(awaitedDecision(answered)).toEqual({ team: 'B', why: 'blocks' })
  })

  it('is the active team when a standing answer settles the choice in the same action', () => {
    const { s, id } = bCommanderOut()
    const always = act(s, { type: 'commander/returnPreference', player: 'B1', answer: 'always' })
    const died = act(always, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(died.cards[id]?.zone).toBe('command')
    expect(awaitedDecision(died)).toEqual({ team: 'A', why: 'turn' })
  })
})
