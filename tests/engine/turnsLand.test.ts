import { describe, expect, it } from 'vitest'
import { card, zone, type CardData, type GameState } from '../../src/engine'
import { act, forest, library, newGame, refusal, toMainPhase } from '../fixtures/game'

const dryadArbor: CardData = {
  name: 'Dryad Arbor',
  type_line: 'Land Creature — Forest Dryad',
  power: '1',
  toughness: '1',
  layout: 'normal',
}

/** Team A's first main phase, every player's library lands (and a Dryad Arbor now and then). */
function landGame(): GameState {
  return toMainPhase(upkeepGame())
}

/** The same game at the upkeep a turn rests at as it begins. */
function upkeepGame(): GameState {
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
    s = toMainPhase(s)
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

describe('lands are played in a main phase with the stack empty (305.1, 505.6b)', () => {
  const stepTo = (s: GameState, step: GameState['turn']['step']) => {
    let next = s
    while (next.turn.step !== step) next = act(next, { type: 'turn/nextStep' })
    return next
  }

  it('305.1: a land played in the upkeep is refused and uses no land drop', () => {
    const s = upkeepGame()
    expect(s.turn.step).toBe('upkeep')
    const r = refusal(s, play(s, 'A1'))
    expect(r).toEqual({
      code: 'NOT_MAIN_PHASE',
      message:
        "Lands are played in a main phase of your team's turn, not in the upkeep (305.1, 505.6b). An effect that puts a land onto the battlefield is not a land play.",
    })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(0)
    expect(zone(s, 'A1', 'battlefield')).toEqual([])
    expect(zone(s, 'A1', 'hand')).toHaveLength(7)
    // The drop is still there in the main phase.
    const main = toMainPhase(s)
    expect(act(main, play(main, 'A1')).players.A1?.landsPlayedThisTurn).toBe(1)
  })

  it('505.6b: refused in the draw step, the beginning of combat, declare attackers and the end step', () => {
    let s = upkeepGame()
    for (const step of ['draw', 'beginCombat', 'declareAttackers', 'end'] as const) {
      s = stepTo(s, step)
      const r = refusal(s, play(s, 'A2'))
      expect(r.code, step).toBe('NOT_MAIN_PHASE')
      expect(s.players.A2?.landsPlayedThisTurn).toBe(0)
    }
  })

  it('505.6b: the second main phase takes the land drop the first left unused', () => {
    const s = stepTo(upkeepGame(), 'main2')
    const played = act(s, play(s, 'A1'))
    expect(played.players.A1?.landsPlayedThisTurn).toBe(1)
    expect(zone(played, 'A1', 'battlefield')).toHaveLength(1)
  })

  it('305.1: refused while a spell is on the stack, in a main phase', () => {
    let s = landGame()
    const commander = zone(s, 'A2', 'command')[0] ?? ''
    s = act(s, { type: 'commander/cast', player: 'A2', card: commander })
    expect(s.stack).toEqual([commander])
    const r = refusal(s, play(s, 'A1'))
    expect(r).toEqual({
      code: 'STACK_NOT_EMPTY',
      message: 'Lands are played only while the stack is empty (305.1, 505.6b).',
    })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(0)
  })

  it('305.4: a land put onto the battlefield by an effect is fine in any step, and uses no drop', () => {
    const s = upkeepGame()
    const put = act(s, { ...play(s, 'A1'), put: true })
    expect(zone(put, 'A1', 'battlefield')).toHaveLength(1)
    expect(put.players.A1?.landsPlayedThisTurn).toBe(0)
  })

  it('turn/landPlayed, a land played from elsewhere by an effect, keeps its timing as the effect says', () => {
    const s = act(upkeepGame(), { type: 'turn/landPlayed', player: 'A1' })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(1)
  })
})
