/**
 * Issue 27: a game that fits the save schema and still makes no sense is named, not loaded. Each
 * case is a real game edited the way a hostile or damaged save would be.
 */
import { describe, expect, it } from 'vitest'
import { checkState, type GameState } from '../../src/engine'
import { act, newGame } from '../fixtures/game'
import { sampleGame } from '../fixtures/sampleGame'

/** A deep copy the test may edit freely (saves are JSON). */
function edited(s: GameState, edit: (copy: GameState) => void): GameState {
  const copy = structuredClone(s)
  edit(copy)
  return copy
}

function firstHandCard(s: GameState, player: string): string {
  const card = s.players[player]?.zones.hand[0]
  if (card === undefined) throw new Error(`${player} has no hand`)
  return card
}

const problemKey = (s: GameState) => checkState(s)?.key ?? null

describe('checkState', () => {
  it('finds nothing wrong in a fresh game or one played on', () => {
    expect(checkState(sampleGame(3))).toBeNull()
    const played = act(
      newGame(),
      { type: 'life/lose', player: 'A1', amount: 3 },
      { type: 'turn/end' },
    )
    expect(checkState(played)).toBeNull()
  })

  it('names a card owned by a player who is not at the table', () => {
    const s = newGame()
    const card = firstHandCard(s, 'A1')
    const bad = edited(s, (g) => {
      const c = g.cards[card]
      if (c) Object.assign(c, { owner: 'Z9', controller: 'Z9' })
    })
    expect(checkState(bad)).toEqual({
      key: 'sanity.cardOwner',
      ns: 'sanity',
      params: { card, player: 'Z9' },
    })
  })

  it('names a player seated twice (A2 and its cards would vanish)', () => {
    const bad = edited(newGame(), (g) => {
      g.seats = ['A1', 'A1', 'B1', 'B2']
    })
    expect(checkState(bad)).toMatchObject({ key: 'sanity.seatTwice', params: { player: 'A1' } })
  })

  it("names another team's card listed in a hand (it would show face up)", () => {
    const s = newGame()
    const theirs = firstHandCard(s, 'B1')
    const bad = edited(s, (g) => {
      const b1 = g.players['B1']
      const a1 = g.players['A1']
      if (!a1 || !b1) return
      b1.zones.hand = b1.zones.hand.filter((id) => id !== theirs)
      a1.zones.hand.push(theirs)
    })
    expect(checkState(bad)).toMatchObject({
      key: 'sanity.cardNotOwners',
      params: { card: theirs, player: 'A1', owner: 'B1' },
    })
  })

  it('names a team that counts a player of the other team', () => {
    const bad = edited(newGame(), (g) => {
      g.teams.A.players = ['A1', 'B1']
    })
    expect(problemKey(bad)).toBe('sanity.teamDisagrees')
  })

  it('names attacks, blocks and attachments that point at no card', () => {
    const s = newGame()
    const card = firstHandCard(s, 'A1')
    const attacking = edited(s, (g) => {
      g.combat.attacks = [{ attacker: '9999', target: 'B1' }]
    })
    expect(checkState(attacking)).toMatchObject({
      key: 'sanity.combatCard',
      params: { card: '9999' },
    })
    const blocking = edited(s, (g) => {
      g.combat.blocks = [{ blocker: card, attacker: 'ghost' }]
    })
    // The blocker is in a hand: only permanents on the battlefield fight (506.4).
    expect(checkState(blocking)).toMatchObject({
      key: 'sanity.combatOffBattlefield',
      params: { card },
    })
    const attached = edited(s, (g) => {
      const c = g.cards[card]
      if (c) c.attachedTo = 'ghost'
    })
    expect(problemKey(attached)).toBe('sanity.attachedToNothing')
  })

  it('names numbers no game reaches: infinite, NaN, past what a double counts exactly', () => {
    const s = newGame()
    const card = firstHandCard(s, 'A1')
    const infinite = edited(s, (g) => {
      const c = g.cards[card]
      if (c) c.position = { x: Number.POSITIVE_INFINITY, y: 0 }
    })
    expect(checkState(infinite)).toMatchObject({ key: 'sanity.notFinite' })
    const huge = edited(s, (g) => {
      const c = g.cards[card]
      if (c) c.counters = { '+1/+1': 1e300 }
    })
    expect(checkState(huge)).toMatchObject({ key: 'sanity.outOfRange', params: { n: 1e300 } })
    const noTurn = edited(s, (g) => {
      g.turn.number = 0
    })
    expect(problemKey(noTurn)).toBe('sanity.outOfRange')
  })

  it('names a card numbered past nextCardNumber (a new token would reuse its id)', () => {
    const bad = edited(newGame(), (g) => {
      g.nextCardNumber = 1
    })
    expect(problemKey(bad)).toBe('sanity.cardNumber')
  })
})

describe('checkState on keys a schema skips', () => {
  it('names an object where a count should be in plain words, never as a message', () => {
    const s = newGame()
    const card = firstHandCard(s, 'A1')
    const bad = structuredClone(s)
    const c = bad.cards[card]
    if (c) c.counters = JSON.parse('{"charge":{"key":1}}') as Record<string, number>
    const problem = checkState(bad)
    expect(problem).toMatchObject({ key: 'sanity.outOfRange', params: { n: '{"key":1}' } })
  })

  it.each(['constructor', '__proto__', 'prototype', 'toString', ' charge', 'a\u200bb'])(
    'refuses a counter named %j: no action makes one, and a record would read it as its own member',
    (name) => {
      const s = newGame()
      const card = firstHandCard(s, 'A1')
      const bad = structuredClone(s)
      const c = bad.cards[card]
      if (c) c.counters = JSON.parse(`{${JSON.stringify(name)}:2}`) as Record<string, number>
      expect(checkState(bad)).toMatchObject({ key: 'sanity.counterName', params: { name } })
    },
  )
})
