import { describe, expect, it } from 'vitest'
import { card, log, turn, zone, STEPS, type GameState, type Step } from '../../src/engine'
import { act, creature, newGame, putOntoBattlefield } from '../fixtures/game'

const nextStep = { type: 'turn/nextStep' } as const
const endTurn = { type: 'turn/end' } as const

/** Steps forward until the turn is at `step` (of this turn or a later one). */
function until(s: GameState, step: Step): GameState {
  let next = act(s, nextStep)
  while (next.turn.step !== step) next = act(next, nextStep)
  return next
}

function hands(s: GameState): Record<string, number> {
  return Object.fromEntries(['A1', 'A2', 'B1', 'B2'].map((p) => [p, zone(s, p, 'hand').length]))
}

describe('team turns through every step (805.4)', () => {
  it('goes through every step in order, then the other team takes turn 2 at its upkeep', () => {
    let s = newGame()
    const seen: Step[] = [s.turn.step]
    while (s.turn.number === 1) {
      s = act(s, nextStep)
      if (s.turn.number === 1) seen.push(s.turn.step)
    }
    expect(seen).toEqual(STEPS.slice(1))
    expect(turn(s)).toMatchObject({
      number: 2,
      activeTeam: 'B',
      step: 'upkeep',
      extraTurns: [],
      extra: false,
    })
    s = until(s, 'cleanup')
    s = act(s, nextStep)
    expect(turn(s)).toMatchObject({ number: 3, activeTeam: 'A', step: 'upkeep' })
  })

  it('the starting team skips its first draw; each player of the other team draws 1 (S001)', () => {
    let s = newGame()
    s = act(s, nextStep)
    expect(turn(s).step).toBe('draw')
    s = act(s, nextStep)
    expect(turn(s).step).toBe('main1')
    expect(hands(s)).toEqual({ A1: 7, A2: 7, B1: 7, B2: 7 })
    expect(log(s).some((e) => /skips the draw of its first turn/.test(e.text))).toBe(true)
    s = act(s, endTurn)
    expect(turn(s)).toMatchObject({ number: 2, activeTeam: 'B', step: 'upkeep' })
    s = act(s, nextStep)
    expect(hands(s)).toEqual({ A1: 7, A2: 7, B1: 8, B2: 8 })
    expect(zone(s, 'B1', 'library')).toHaveLength(32)
    s = until(act(s, endTurn), 'draw')
    expect(turn(s).number).toBe(3)
    expect(hands(s)).toEqual({ A1: 8, A2: 8, B1: 8, B2: 8 })
  })

  it('turn/end skips the remaining steps without their draws but still cleans up', () => {
    let s = newGame()
    s = act(s, endTurn, endTurn)
    expect(turn(s)).toMatchObject({ number: 3, activeTeam: 'A', step: 'upkeep' })
    expect(hands(s)).toEqual({ A1: 7, A2: 7, B1: 7, B2: 7 })
    expect(s.lifeByTurn.map((r) => r.turn)).toEqual([0, 1, 2])
  })
})

describe('the untap step (502.3, 805.4)', () => {
  it("untaps only what the active team's players control, whoever owns it", () => {
    let s = newGame()
    const mine = putOntoBattlefield(s, 'A1', creature('Bear', 2, 2))
    s = mine.state
    const theirs = putOntoBattlefield(s, 'B1', creature('Wolf', 2, 2))
    s = theirs.state
    const stolenId = zone(s, 'A2', 'hand')[0] ?? ''
    s = act(
      s,
      { type: 'card/move', player: 'A2', card: stolenId, to: 'battlefield' },
      { type: 'card/move', player: 'B2', card: stolenId, to: 'battlefield', zoneOwner: 'B2' },
    )
    expect(card(s, stolenId).controller).toBe('B2')
    for (const id of [mine.id, theirs.id, stolenId])
      s = act(s, { type: 'card/tap', player: 'A1', card: id })
    s = act(s, endTurn)
    expect(turn(s).activeTeam).toBe('B')
    expect(card(s, theirs.id).tapped).toBe(false)
    expect(card(s, stolenId).tapped).toBe(false)
    expect(card(s, mine.id).tapped).toBe(true)
    expect(log(s).some((e) => /Untap step: B1 and B2 untap/.test(e.text))).toBe(true)
    s = act(s, endTurn)
    expect(card(s, mine.id).tapped).toBe(false)
  })
})

describe('cleanup (514) and per-turn records', () => {
  it('removes marked damage and "until end of turn" changes at the cleanup step', () => {
    let s = newGame()
    const bear = putOntoBattlefield(s, 'A1', creature('Bear', 2, 4))
    s = act(
      bear.state,
      { type: 'card/damage', player: 'B1', card: bear.id, amount: 2 },
      { type: 'card/pump', player: 'A1', card: bear.id, power: 3, toughness: 3 },
    )
    expect(card(s, bear.id)).toMatchObject({ damage: 2, power: 5, toughness: 7 })
    s = until(s, 'end')
    expect(card(s, bear.id).damage).toBe(2)
    s = act(s, nextStep)
    expect(turn(s).step).toBe('cleanup')
    expect(card(s, bear.id)).toMatchObject({ damage: 0, power: 2, toughness: 4 })
  })

  it('turn/end also cleans up', () => {
    let s = newGame()
    const bear = putOntoBattlefield(s, 'B2', creature('Bear', 2, 4))
    s = act(bear.state, { type: 'card/damage', player: 'A1', card: bear.id, amount: 3 }, endTurn)
    expect(card(s, bear.id).damage).toBe(0)
  })

  it('starts each turn with empty land drops and life ledgers, and charts team life per turn', () => {
    let s = newGame()
    s = act(
      s,
      { type: 'life/lose', player: 'B2', amount: 3 },
      { type: 'life/gain', player: 'A1', amount: 2 },
      { type: 'turn/landPlayed', player: 'A1' },
    )
    expect(s.lifeThisTurn.B2).toHaveLength(1)
    expect(s.players.A1?.landsPlayedThisTurn).toBe(1)
    s = act(s, endTurn)
    expect(s.lifeThisTurn).toEqual({ A1: [], A2: [], B1: [], B2: [] })
    expect(s.players.A1?.landsPlayedThisTurn).toBe(0)
    expect(s.lifeByTurn).toEqual([
      { turn: 0, A: 60, B: 60 },
      { turn: 1, A: 62, B: 57 },
    ])
    expect(s.lifeHistory).toHaveLength(2)
  })

  it('takes everything out of combat as the end of combat step ends (511.3) and at the next turn', () => {
    let s = newGame()
    const bear = putOntoBattlefield(s, 'A1', creature('Bear', 2, 2))
    s = until(bear.state, 'endCombat')
    const fought: GameState = {
      ...s,
      combat: { ...s.combat, attacks: [{ attacker: bear.id, target: 'B1' }] },
    }
    expect(fought.combat.attacks).toHaveLength(1)
    const after = act(fought, nextStep)
    expect(turn(after).step).toBe('main2')
    expect(after.combat.attacks).toEqual([])
    expect(act(fought, endTurn).combat.attacks).toEqual([])
  })
})

describe('goad lasts until the goader’s next turn (701.15a)', () => {
  it("ends as the goader's team's turn begins, not before", () => {
    let s = newGame()
    const wolf = putOntoBattlefield(s, 'B1', creature('Wolf', 2, 2))
    const other = putOntoBattlefield(wolf.state, 'B2', creature('Cat', 1, 1))
    s = other.state
    // Set by hand: goading itself is the combat module's action.
    const goaded = (st: GameState, id: string, by: string[]): GameState => {
      const c = st.cards[id]
      if (!c) throw new Error(`no card ${id}`)
      return { ...st, cards: { ...st.cards, [id]: { ...c, goadedBy: by } } }
    }
    s = goaded(goaded(s, wolf.id, ['A1']), other.id, ['A2', 'B1'])
    s = act(s, endTurn)
    expect(s.cards[wolf.id]?.goadedBy).toEqual(['A1'])
    expect(s.cards[other.id]?.goadedBy).toEqual(['A2'])
    // Team B's goaded creatures are tapped, so no goad keeps B's turn from ending (508.1d).
    s = act(
      s,
      { type: 'card/tap', player: 'B1', card: wolf.id },
      { type: 'card/tap', player: 'B2', card: other.id },
      endTurn,
    )
    expect(turn(s).activeTeam).toBe('A')
    expect(s.cards[wolf.id]?.goadedBy).toEqual([])
    expect(s.cards[other.id]?.goadedBy).toEqual([])
  })
})

describe('a damage shield lasts for the turn', () => {
  it('"prevent all damage to you this turn" ends when the turn ends (514.2)', () => {
    let s = newGame()
    s = act(s, {
      type: 'player/restrict',
      player: 'B1',
      restriction: 'preventAllDamage',
      on: true,
    })
    expect(s.players['B1']?.restrictions.preventAllDamage).toBe(true)
    s = act(s, { type: 'turn/end' })
    expect(s.players['B1']?.restrictions.preventAllDamage).toBe(false)
  })
})
