import { describe, expect, it } from 'vitest'
import { card, checkState } from '../../src/engine'
import { act, creature, refusal } from '../fixtures/game'
import { scene } from './combatScene'

describe('"gets +N/+N until end of turn" (611.2a)', () => {
  const { s, ids } = scene({ bear: ['A1', creature('Grizzly Bears', 2, 2)] })

  it('adds up within what a game can count', () => {
    const pumped = act(s, {
      type: 'card/pump',
      player: 'A1',
      card: ids.bear,
      power: 1_000_000,
      toughness: -1,
    })
    expect(card(pumped, ids.bear)).toMatchObject({ power: 1_000_002, toughness: 1 })
    expect(checkState(pumped)).toBeNull()
  })

  it('refuses a number past a million, so no state is made that a save could not load', () => {
    const r = refusal(s, {
      type: 'card/pump',
      player: 'A1',
      card: ids.bear,
      power: -9_007_199_254_740_992,
      toughness: 0,
    })
    expect(r.code).toBe('BAD_NUMBER')
  })
})
