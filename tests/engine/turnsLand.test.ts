import { describe, expect, it } from 'vitest'
import { card, zone, type CardData, type GameState } from '../../src/engine'
import { act, forest, library, newGame, refusal } from '../fixtures/game'

const dryadArbor: CardData = {
  name: 'Dryad Arbor',
  type_line: 'Land Creature — Forest Dryad',
  power: '1',
  toughness: '1',
  layout: 'normal',
}

function landGame(): GameState {
  const lands = (p: string) => library(p, 40, (name) => (name.endsWith('1') ? dryadArbor : forest))
  return newGame({ libraries: { A1: lands('A1'), A2: lands('A2'), B1: lands('B1') } })
}

const play = (s: GameState, player: string, i = 0, extraLand?: boolean) => ({
  type: 'card/move' as const,
  player,
  card: zone(s, player, 'hand')[i] ?? '',
  to: 'battlefield' as const,
  ...(extraLand === undefined ? {} : { extraLand }),
})

describe('one land per player per team turn (305.2, 805.4c)', () => {
  it('lets each player of the active team play one land', () => {
    let s = landGame()
    s = act(s, play(s, 'A1'))
    s = act(s, play(s, 'A2'))
    expect(zone(s, 'A1', 'battlefield')).toHaveLength(1)
    expect(zone(s, 'A2', 'battlefield')).toHaveLength(1)
    expect(s.players.A1?.landsPlayedThisTurn).toBe(1)
    const r = refusal(s, play(s, 'A1'))
    expect(r.code).toBe('ONE_LAND_PER_TURN')
    expect(r.message).toMatch(/805\.4c/)
  })

  it('allows another land when the player says an effect permits it', () => {
    let s = landGame()
    s = act(s, play(s, 'A1'))
    s = act(s, play(s, 'A1', 0, true))
    expect(s.players.A1?.landsPlayedThisTurn).toBe(2)
    expect(zone(s, 'A1', 'battlefield')).toHaveLength(2)
  })

  it("refuses a land on the other team's turn and changes nothing", () => {
    const s = landGame()
    const r = refusal(s, play(s, 'B1'))
    expect(r).toEqual({
      code: 'OUT_OF_TURN',
      message: "You can play lands only during your team's turn (805.4c).",
    })
    expect(zone(s, 'B1', 'battlefield')).toEqual([])
  })

  it('counts a land creature as a land, and gives a new drop each turn', () => {
    let s = landGame()
    const arbor = Object.values(s.cards).find(
      (c) => c.owner === 'A1' && c.data.name === 'Dryad Arbor',
    )
    s = act(s, { type: 'card/move', player: 'A1', card: arbor?.id ?? '', to: 'hand' })
    s = act(s, { type: 'card/move', player: 'A1', card: arbor?.id ?? '', to: 'battlefield' })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(1)
    s = act(s, { type: 'turn/end' }, { type: 'turn/end' })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(0)
    s = act(s, play(s, 'A1'))
    expect(s.players.A1?.landsPlayedThisTurn).toBe(1)
  })

  it('does not count lands put onto the battlefield from other zones, nor nonland cards', () => {
    let s = landGame()
    const top = zone(s, 'B1', 'library')[0] ?? ''
    s = act(s, { type: 'card/move', player: 'B1', card: top, to: 'battlefield' })
    expect(card(s, top).zone).toBe('battlefield')
    expect(s.players.B1?.landsPlayedThisTurn).toBe(0)
    const bear = zone(s, 'B2', 'hand')[0] ?? ''
    s = act(s, { type: 'card/move', player: 'B2', card: bear, to: 'battlefield' })
    expect(s.players.B2?.landsPlayedThisTurn).toBe(0)
  })

  it('turn/landPlayed records a land played from elsewhere, with the same limits', () => {
    let s = landGame()
    s = act(s, { type: 'turn/landPlayed', player: 'A1' })
    expect(refusal(s, play(s, 'A1')).code).toBe('ONE_LAND_PER_TURN')
    expect(refusal(s, { type: 'turn/landPlayed', player: 'B1' }).code).toBe('OUT_OF_TURN')
    s = act(s, { type: 'turn/landPlayed', player: 'A1', extraAllowed: true })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(2)
  })
})
