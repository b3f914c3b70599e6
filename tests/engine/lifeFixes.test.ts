/**
 * Rule holes found from outside in life and damage: commander damage entered by hand (903.10a),
 * damage to a team that can't lose life (119.3), and the all-damage shield's two names (615).
 */
import { describe, expect, it } from 'vitest'
import {
  commanderDamage,
  lifeChangesThisTurn,
  outcome,
  teamLife,
  zone,
  type CardId,
  type GameState,
} from '../../src/engine'
import { act, newGame } from '../fixtures/game'

/** A1's commander on the battlefield; Team B at 80 so life can't end the game first. */
function commanderInPlay(): { s: GameState; commander: CardId } {
  const start = newGame({ startingLife: 80 })
  const [commander] = zone(start, 'A1', 'command')
  if (commander === undefined) throw new Error('A1 should have a commander')
  const s = act(
    start,
    { type: 'commander/cast', player: 'A1', card: commander },
    { type: 'card/move', player: 'A1', card: commander, to: 'battlefield' },
  )
  return { s, commander }
}

describe('903.10a: combat damage from a commander counts however it is entered', () => {
  it('the Damage form with "combat" ticked: 12 then 9 from one commander make 21 and end the game', () => {
    const { s, commander } = commanderInPlay()
    const hit = (amount: number) =>
      ({
        type: 'life/damage',
        player: 'A1',
        target: 'B1',
        amount,
        source: commander,
        combat: true,
      }) as const
    const twelve = act(s, hit(12))
    expect(commanderDamage(twelve, 'B1', commander)).toBe(12)
    expect(outcome(twelve).over).toBe(false)
    const done = act(twelve, hit(9))
    expect(commanderDamage(done, 'B1', commander)).toBe(21)
    expect(teamLife(done, 'B')).toBe(59)
    expect(outcome(done)).toMatchObject({ over: true, loser: 'B', reason: 'commanderDamage' })
  })

  it('noncombat damage from a commander counts nothing', () => {
    const { s, commander } = commanderInPlay()
    const next = act(s, {
      type: 'life/damage',
      player: 'A1',
      target: 'B1',
      amount: 21,
      source: commander,
    })
    expect(commanderDamage(next, 'B1', commander)).toBe(0)
    expect(outcome(next).over).toBe(false)
  })

  it('prevented combat damage (615) is not dealt, so it counts nothing', () => {
    const { s, commander } = commanderInPlay()
    const next = act(
      s,
      { type: 'player/restrict', player: 'B1', restriction: 'preventAllDamage', on: true },
      {
        type: 'life/damage',
        player: 'A1',
        target: 'B1',
        amount: 21,
        source: commander,
        combat: true,
      },
    )
    expect(commanderDamage(next, 'B1', commander)).toBe(0)
  })
})

describe("119.3: damage to a player whose team can't lose life is still dealt", () => {
  it('5 damage to B1 under "can\'t lose life": team B stays at 80, B1 was dealt 5 and lost none', () => {
    const { s, commander } = commanderInPlay()
    const next = act(
      s,
      { type: 'player/restrict', player: 'B2', restriction: 'cantLoseLife', on: true },
      {
        type: 'life/damage',
        player: 'A1',
        target: 'B1',
        amount: 5,
        source: commander,
        combat: true,
      },
    )
    expect(teamLife(next, 'B')).toBe(80)
    expect(lifeChangesThisTurn(next, 'B1')).toEqual({ gained: 0, lost: 0, damageTaken: 5 })
    // Dealt, so it is commander damage too (903.10a).
    expect(commanderDamage(next, 'B1', commander)).toBe(5)
  })

  it('a loss (not damage) under "can\'t lose life" is still nothing at all', () => {
    const s = act(
      newGame({ startingLife: 30 }),
      { type: 'player/restrict', player: 'B1', restriction: 'cantLoseLife', on: true },
      { type: 'life/lose', player: 'B2', amount: 4 },
    )
    expect(lifeChangesThisTurn(s, 'B2')).toEqual({ gained: 0, lost: 0, damageTaken: 0 })
    expect(teamLife(s, 'B')).toBe(30)
  })
})

describe('615: the shield that prevents all damage, under its name and its old one', () => {
  for (const restriction of ['preventAllDamage', 'preventCombatDamage'] as const) {
    it(`'${restriction}' prevents noncombat damage as well as combat damage`, () => {
      const s = act(
        newGame({ startingLife: 30 }),
        { type: 'player/restrict', player: 'B1', restriction, on: true },
        { type: 'life/damage', player: 'A1', target: 'B1', amount: 3 },
        { type: 'life/damage', player: 'A1', target: 'B1', amount: 4, combat: true },
      )
      expect(teamLife(s, 'B')).toBe(30)
      expect(s.players['B1']?.restrictions.preventAllDamage).toBe(true)
      expect(Object.keys(s.players['B1']?.restrictions ?? {})).not.toContain('preventCombatDamage')
    })
  }
})
