import { describe, expect, it } from 'vitest'
import {
  commanderDamage,
  outcome,
  teamLife,
  zone,
  type CardData,
  type CardId,
  type GameState,
} from '../../src/engine'
import { act, legend, newGame } from '../fixtures/game'
import { attack, fight, nextCombat } from './combatScene'

/** A partner commander (702.124) with power 12. */
function partner(name: string): CardData {
  return legend(name, {
    power: '12',
    toughness: '12',
    oracle_text: 'Partner',
    keywords: ['Partner'],
  })
}

/** A1's partners X and Y on the battlefield since turn 1; Team B at 80 so life can't end it. */
function partnersInPlay(): { s: GameState; x: CardId; y: CardId } {
  let s = newGame({ startingLife: 80, commanders: { A1: [partner('Xenagos'), partner('Yasova')] } })
  const [x, y] = zone(s, 'A1', 'command')
  if (x === undefined || y === undefined) throw new Error('A1 should have two commanders')
  for (const id of [x, y]) {
    s = act(
      s,
      { type: 'commander/cast', player: 'A1', card: id },
      { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
    )
  }
  return { s: { ...s, turn: { ...s.turn, number: 2 } }, x, y }
}

describe('commander combat damage through real combat (903.10a, 702.124d)', () => {
  it('S044: partners dealing 12 each don’t make 21; X’s 9 more does', () => {
    const { s, x, y } = partnersInPlay()
    let next = fight(
      attack(s, [
        { attacker: x, target: 'B1' },
        { attacker: y, target: 'B1' },
      ]),
    )
    expect(commanderDamage(next, 'B1', x)).toBe(12)
    expect(commanderDamage(next, 'B1', y)).toBe(12)
    expect(teamLife(next, 'B')).toBe(56)
    expect(outcome(next).over).toBe(false)

    next = act(nextCombat(next), {
      type: 'card/pump',
      player: 'A1',
      card: x,
      power: -3,
      toughness: 0,
    })
    next = fight(attack(next, [{ attacker: x, target: 'B1' }]))
    expect(commanderDamage(next, 'B1', x)).toBe(21)
    expect(teamLife(next, 'B')).toBe(47)
    expect(outcome(next)).toEqual({
      over: true,
      winner: 'A',
      loser: 'B',
      reason: 'commanderDamage',
    })
  })

  it('is tallied per damaged player: 12 to B1 and 12 to B2 is no loss', () => {
    const { s, x } = partnersInPlay()
    let next = fight(attack(s, [{ attacker: x, target: 'B1' }]))
    next = fight(attack(nextCombat(next), [{ attacker: x, target: 'B2' }]))
    expect(commanderDamage(next, 'B1', x)).toBe(12)
    expect(commanderDamage(next, 'B2', x)).toBe(12)
    expect(outcome(next).over).toBe(false)
  })

  it('prevented damage is not tallied', () => {
    const { s, x } = partnersInPlay()
    const shielded = act(s, {
      type: 'player/restrict',
      player: 'B1',
      restriction: 'preventAllDamage',
      on: true,
    })
    const next = fight(attack(shielded, [{ attacker: x, target: 'B1' }]))
    expect(commanderDamage(next, 'B1', x)).toBe(0)
    expect(teamLife(next, 'B')).toBe(80)
  })
})
