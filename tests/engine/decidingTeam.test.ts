import { describe, expect, it } from 'vitest'
import { attackDeclared, blocksOwedBy, decidingTeam } from '../../src/engine'
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
