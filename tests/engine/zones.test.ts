import { describe, expect, it } from 'vitest'
import {
  battlefield,
  card,
  createGame,
  log,
  outcome,
  tryAction,
  zone,
  type GameState,
} from '../../src/engine'
import { act, creature, findCard, library, newGame, refusal, setupFor } from '../fixtures/game'

function allZonesHold(s: GameState): Map<string, number> {
  const seen = new Map<string, number>()
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1)
  for (const p of Object.values(s.players))
    for (const ids of Object.values(p.zones)) ids.forEach(count)
  s.battlefield.forEach(count)
  s.stack.forEach(count)
  return seen
}

describe('createGame', () => {
  it('puts commanders in the command zone, deals seven and leaves the rest in the library', () => {
    const s = newGame()
    for (const p of ['A1', 'A2', 'B1', 'B2']) {
      expect(zone(s, p, 'command')).toHaveLength(1)
      expect(zone(s, p, 'hand')).toHaveLength(7)
      expect(zone(s, p, 'library')).toHaveLength(33)
      expect(card(s, zone(s, p, 'command')[0] ?? '').isCommander).toBe(true)
    }
    const counts = allZonesHold(s)
    expect(counts.size).toBe(Object.keys(s.cards).length)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
  })

  it('shuffles as a pure function of the seed', () => {
    const a = createGame(setupFor({ seed: 7 }))
    const b = createGame(setupFor({ seed: 7 }))
    const c = createGame(setupFor({ seed: 8 }))
    expect(zone(a, 'A1', 'library')).toEqual(zone(b, 'A1', 'library'))
    expect(zone(a, 'A1', 'library')).not.toEqual(zone(c, 'A1', 'library'))
  })

  it('starts at 60 life per team by default, or the chosen amount', () => {
    expect(newGame().teams.A.life).toBe(60)
    expect(newGame({ startingLife: 30 }).teams.B.life).toBe(30)
  })
})

describe('card/move', () => {
  it('puts a card on top or on the bottom of the library in order', () => {
    const s = newGame()
    const [first, second] = zone(s, 'A1', 'hand')
    const top = act(s, {
      type: 'card/move',
      player: 'A1',
      card: first ?? '',
      to: 'library',
      index: 0,
    })
    expect(zone(top, 'A1', 'library')[0]).toBe(first)
    const bottomIndex = zone(top, 'A1', 'library').length
    const bottom = act(top, {
      type: 'card/move',
      player: 'A1',
      card: second ?? '',
      to: 'library',
      index: bottomIndex,
    })
    expect(zone(bottom, 'A1', 'library').at(-1)).toBe(second)
    expect(zone(bottom, 'A1', 'hand')).toHaveLength(5)
  })

  it('moves between every zone, keeping every card in exactly one zone', () => {
    let s = newGame()
    const id = zone(s, 'B2', 'hand')[0] ?? ''
    for (const to of [
      'battlefield',
      'graveyard',
      'exile',
      'command',
      'library',
      'hand',
      'stack',
    ] as const) {
      s = act(s, { type: 'card/move', player: 'B2', card: id, to })
      expect(card(s, id).zone).toBe(to)
      const counts = allZonesHold(s)
      expect(counts.get(id)).toBe(1)
    }
  })

  it('gives control of a permanent to the player who puts it onto the battlefield', () => {
    const s = newGame()
    const id = zone(s, 'A1', 'hand')[0] ?? ''
    const next = act(s, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    expect(zone(next, 'A1', 'battlefield')).toEqual([id])
    expect(battlefield(next)).toEqual([id])
  })

  it("refuses to play a card from a teammate's hand (810.5)", () => {
    const s = newGame()
    const id = zone(s, 'A2', 'hand')[0] ?? ''
    expect(refusal(s, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }).code).toBe(
      'NOT_YOUR_HAND',
    )
  })

  it("refuses to put a card into another player's graveyard (400.3) and changes nothing", () => {
    const s = newGame()
    const id = zone(s, 'A1', 'hand')[0] ?? ''
    const r = tryAction(s, {
      type: 'card/move',
      player: 'A1',
      card: id,
      to: 'graveyard',
      zoneOwner: 'B1',
    })
    expect(r.ok).toBe(false)
    expect(zone(s, 'B1', 'graveyard')).toEqual([])
  })

  it('leaving the battlefield makes a new object: untapped, no counters (400.7)', () => {
    let s = newGame()
    const id = zone(s, 'A1', 'hand')[0] ?? ''
    s = act(
      s,
      { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
      { type: 'card/tap', player: 'A1', card: id },
      { type: 'card/counters', player: 'A1', card: id, counter: '+1/+1', delta: 2 },
    )
    expect(card(s, id).power).toBe(3)
    s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' })
    expect(card(s, id).tapped).toBe(false)
    expect(card(s, id).counters).toEqual({})
  })
})

describe('tap, counters, attach', () => {
  it('taps and untaps a permanent, refusing to tap it twice', () => {
    let s = newGame()
    const id = zone(s, 'A1', 'hand')[0] ?? ''
    s = act(
      s,
      { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
      { type: 'card/tap', player: 'A1', card: id },
    )
    expect(card(s, id).tapped).toBe(true)
    expect(refusal(s, { type: 'card/tap', player: 'A1', card: id }).code).toBe('ALREADY_TAPPED')
    s = act(s, { type: 'card/untap', player: 'A1', card: id })
    expect(card(s, id).tapped).toBe(false)
  })

  it('refuses to remove more counters than there are', () => {
    let s = newGame()
    const id = zone(s, 'A1', 'hand')[0] ?? ''
    s = act(
      s,
      { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
      { type: 'card/counters', player: 'A1', card: id, counter: '+1/+1', delta: 1 },
    )
    expect(
      refusal(s, { type: 'card/counters', player: 'A1', card: id, counter: '+1/+1', delta: -2 })
        .code,
    ).toBe('NOT_ENOUGH_COUNTERS')
    s = act(s, { type: 'card/counters', player: 'A1', card: id, counter: '+1/+1', delta: -1 })
    expect(card(s, id).counters).toEqual({})
  })

  it('attaches one permanent to another and unattaches when the host leaves', () => {
    let s = newGame()
    const [aura, host] = zone(s, 'A1', 'hand')
    s = act(
      s,
      { type: 'card/move', player: 'A1', card: aura ?? '', to: 'battlefield' },
      { type: 'card/move', player: 'A1', card: host ?? '', to: 'battlefield' },
      { type: 'card/attach', player: 'A1', card: aura ?? '', to: host ?? '' },
    )
    expect(card(s, aura ?? '').attachedTo).toBe(host)
    expect(
      refusal(s, { type: 'card/attach', player: 'A1', card: host ?? '', to: aura ?? '' }).code,
    ).toBe('BAD_ATTACH')
    s = act(s, { type: 'card/move', player: 'A1', card: host ?? '', to: 'graveyard' })
    expect(card(s, aura ?? '').attachedTo).toBeNull()
  })
})

describe('tokens', () => {
  it('creates tokens on the battlefield; a token that leaves ceases to exist (111.7)', () => {
    let s = newGame()
    s = act(s, { type: 'token/create', player: 'B1', data: creature('Wolf', 2, 2), count: 2 })
    const wolves = zone(s, 'B1', 'battlefield')
    expect(wolves).toHaveLength(2)
    expect(card(s, wolves[0] ?? '').isToken).toBe(true)
    s = act(s, { type: 'card/move', player: 'B1', card: wolves[0] ?? '', to: 'graveyard' })
    expect(zone(s, 'B1', 'graveyard')).toEqual([])
    expect(s.cards[wolves[0] ?? '']).toBeUndefined()
    // ids are never reused
    s = act(s, { type: 'token/create', player: 'B1', data: creature('Wolf', 2, 2) })
    expect(zone(s, 'B1', 'battlefield')).not.toContain(wolves[0])
  })
})

describe('drawing', () => {
  it('draws from the top of the library', () => {
    const s = newGame()
    const top = zone(s, 'A2', 'library').slice(0, 3)
    const next = act(s, { type: 'library/draw', player: 'A2', count: 3 })
    expect(zone(next, 'A2', 'hand').slice(-3)).toEqual(top)
    expect(zone(next, 'A2', 'library')).toHaveLength(30)
  })

  it("drawing from an empty library makes that player's team lose (704.5b, 810.8a)", () => {
    const s = newGame({ libraries: { B2: library('B2', 7) } })
    expect(zone(s, 'B2', 'library')).toHaveLength(0)
    const next = act(s, { type: 'library/draw', player: 'B2' })
    expect(outcome(next)).toEqual({ over: true, winner: 'A', loser: 'B', reason: 'emptyLibrary' })
    expect(log(next).at(-1)?.text).toMatch(/Team B loses/)
    expect(refusal(next, { type: 'library/draw', player: 'A1' }).code).toBe('GAME_OVER')
  })

  it('shuffles deterministically from the state seed', () => {
    const s = newGame()
    const a = act(s, { type: 'library/shuffle', player: 'A1' })
    const b = act(s, { type: 'library/shuffle', player: 'A1' })
    expect(zone(a, 'A1', 'library')).toEqual(zone(b, 'A1', 'library'))
    expect(zone(a, 'A1', 'library')).not.toEqual(zone(s, 'A1', 'library'))
    expect([...zone(a, 'A1', 'library')].sort()).toEqual([...zone(s, 'A1', 'library')].sort())
  })
})

describe('actions are pure', () => {
  it('a refused action leaves the state untouched and returns a plain message', () => {
    const s = newGame()
    const before = JSON.stringify(s)
    const r = tryAction(s, { type: 'card/tap', player: 'A1', card: zone(s, 'A1', 'hand')[0] ?? '' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error.message).toMatch(/battlefield/)
    expect(JSON.stringify(s)).toBe(before)
  })

  it('a malformed action is refused, not thrown', () => {
    const s = newGame()
    const r = tryAction(s, { type: 'card/move', player: 'A1' } as never)
    expect(r.ok).toBe(false)
    expect(findCard(s, 'A1', 'A1 1')).toBeTruthy()
  })
})

describe('entering as a copy', () => {
  it('a 0/0 Clone entering as a copy of a 2/2 survives as that 2/2 (707.5)', () => {
    const clone = creature('Clone', 0, 0, {
      mana_cost: '{3}{U}',
      type_line: 'Creature — Shapeshifter',
      oracle_text: 'You may have this creature enter as a copy of any creature on the battlefield.',
    })
    let s = newGame({ libraries: { A1: [clone, ...library('A1', 20)] }, seed: 3 })
    const bear = zone(s, 'B1', 'hand')[0] ?? ''
    s = act(s, { type: 'card/move', player: 'B1', card: bear, to: 'battlefield' })
    const cloneId = findCard(s, 'A1', 'Clone')
    s = act(s, {
      type: 'card/move',
      player: 'A1',
      card: cloneId,
      to: 'battlefield',
      asCopyOf: bear,
    })
    expect(card(s, cloneId).zone).toBe('battlefield')
    expect(card(s, cloneId).name).toBe(card(s, bear).name)
    expect(card(s, cloneId).power).toBe(1)
    expect(card(s, cloneId).copyOf).toBe(card(s, bear).name)
  })
})
