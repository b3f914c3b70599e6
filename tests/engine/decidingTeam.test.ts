import { describe, expect, it } from 'vitest'
import { decidingTeam } from '../../src/engine'
import { creature } from '../fixtures/game'
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
