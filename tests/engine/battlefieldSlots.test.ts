import { describe, expect, it } from 'vitest'
import { battlefield, zone, type Action, type GameState } from '../../src/engine'
import { act, newGame } from '../fixtures/game'

const toBattlefield = (s: GameState, player: string, card: string, extra: Partial<Action> = {}) =>
  act(s, { type: 'card/move', player, card, to: 'battlefield', ...extra } as Action)

/** Three of A1's permanents and one of B1's, B1's in between. */
function table(): { s: GameState; a: string[]; b: string } {
  let s = newGame()
  const a = zone(s, 'A1', 'hand').slice(0, 3)
  const b = zone(s, 'B1', 'hand')[0] ?? ''
  s = toBattlefield(s, 'A1', a[0] ?? '')
  s = toBattlefield(s, 'B1', b)
  s = toBattlefield(s, 'A1', a[1] ?? '')
  s = toBattlefield(s, 'A1', a[2] ?? '')
  return { s, a, b }
}

describe('battlefield slots', () => {
  it("puts an arriving permanent at the controller's slot, counted among their own permanents", () => {
    const { s, a } = table()
    const card = zone(s, 'A1', 'hand')[3] ?? ''
    const next = toBattlefield(s, 'A1', card, { index: 1 })
    expect(zone(next, 'A1', 'battlefield')).toEqual([a[0], card, a[1], a[2]])
  })

  it('moves a permanent to another slot of its rows without making a new object', () => {
    const { s, a, b } = table()
    const next = act(s, {
      type: 'card/move',
      player: 'A1',
      card: a[2] ?? '',
      to: 'battlefield',
      index: 0,
    })
    expect(zone(next, 'A1', 'battlefield')).toEqual([a[2], a[0], a[1]])
    expect(zone(next, 'B1', 'battlefield')).toEqual([b])
    expect(battlefield(next)).toHaveLength(4)
    expect(next.cards[a[2] ?? '']).toMatchObject({
      controlledSinceTurn: s.cards[a[2] ?? '']?.controlledSinceTurn,
    })
  })

  it('puts a permanent past the last slot at the end', () => {
    const { s, a } = table()
    const next = act(s, {
      type: 'card/move',
      player: 'A1',
      card: a[0] ?? '',
      to: 'battlefield',
      index: 9,
    })
    expect(zone(next, 'A1', 'battlefield')).toEqual([a[1], a[2], a[0]])
  })

  it('takes a card at a free position back into the rows when asked (position null)', () => {
    const { s, a } = table()
    const id = a[0] ?? ''
    const free = act(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      position: { x: 0.5, y: 0.5 },
    })
    expect(free.cards[id]?.position).toEqual({ x: 0.5, y: 0.5 })
    const kept = act(free, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      index: 1,
    })
    expect(kept.cards[id]?.position).toEqual({ x: 0.5, y: 0.5 })
    const back = act(free, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'battlefield',
      position: null,
    })
    expect(back.cards[id]?.position).toBeNull()
  })

  it('refuses a slot that is not a whole number and changes nothing', () => {
    const { s, a } = table()
    const r = () =>
      act(s, { type: 'card/move', player: 'A1', card: a[0] ?? '', to: 'battlefield', index: 1.5 })
    expect(r).toThrow()
  })
})
