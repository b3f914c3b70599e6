import { describe, expect, it } from 'vitest'
import {
  actionFromView,
  applyAction,
  card,
  canSee,
  ENGINE_MESSAGES,
  log,
  viewFor,
  zone,
  type GameState,
} from '../../src/engine'
import { act, secretGame } from '../fixtures/game'

const game = secretGame

const A = { team: 'A' } as const
const B = { team: 'B' } as const

function namesOf(s: GameState, ids: string[]): string[] {
  return ids.map((id) => s.cards[id]?.data.name ?? '')
}

describe('viewFor (810.5, 708, 400.2)', () => {
  it("S071: a team sees both its players' hands, and of the other team's hands only their sizes", () => {
    const s = game()
    const v = viewFor(s, A)
    for (const p of ['A1', 'A2']) {
      expect(zone(v, p, 'hand')).toEqual(zone(s, p, 'hand'))
      expect(namesOf(v, zone(v, p, 'hand'))).toEqual(namesOf(s, zone(s, p, 'hand')))
    }
    for (const p of ['B1', 'B2']) {
      const hidden = zone(v, p, 'hand')
      expect(hidden).toHaveLength(7)
      expect(hidden.some((id) => zone(s, p, 'hand').includes(id))).toBe(false)
      expect(namesOf(v, hidden).every((n) => n === '')).toBe(true)
      expect(card(v, hidden[0] as string).zone).toBe('hand')
    }
  })

  it('every library keeps its count and order of places, but no card in it is named or has its id', () => {
    const s = game()
    for (const viewer of [A, B, 'spectator'] as const) {
      const v = viewFor(s, viewer)
      for (const p of ['A1', 'A2', 'B1', 'B2']) {
        const lib = zone(v, p, 'library')
        expect(lib).toHaveLength(zone(s, p, 'library').length)
        expect(lib.every((id) => id.startsWith('hidden-'))).toBe(true)
      }
    }
  })

  it('the JSON of a view names no card the viewer may not see, nor carries its real id', () => {
    const s = game()
    const v = viewFor(s, A)
    const json = JSON.stringify(v)
    const hidden = Object.values(s.cards).filter(
      (c) => !canSee(s, 'A1', c.id) && !canSee(s, 'A2', c.id),
    )
    expect(hidden.length).toBe(4 * 23 + 14)
    for (const c of hidden) expect(json).not.toContain(c.data.name)
    // Real ids appear as ids (keys and lists) only for cards in sight.
    const ids = new Set([
      ...Object.keys(v.cards),
      ...Object.values(v.players).flatMap((p) => Object.values(p.zones).flat()),
    ])
    for (const c of hidden) expect(ids.has(c.id)).toBe(false)
  })

  it('a spectator sees no hand; everybody ("all") sees the state itself', () => {
    const s = game()
    const v = viewFor(s, 'spectator')
    for (const p of ['A1', 'A2', 'B1', 'B2'])
      expect(namesOf(v, zone(v, p, 'hand')).every((n) => n === '')).toBe(true)
    expect(viewFor(s, 'all')).toBe(s)
  })

  it('the same state and viewer give the same view', () => {
    const s = game()
    expect(viewFor(s, B)).toEqual(viewFor(s, B))
  })

  it("a face-down permanent is seen by its controller's team only; everyone sees it tapped", () => {
    const s0 = game()
    const id = zone(s0, 'B1', 'hand')[0] as string
    const s = act(
      s0,
      { type: 'card/move', player: 'B1', card: id, to: 'battlefield', faceDown: true },
      { type: 'card/tap', player: 'B1', card: id },
    )
    const mine = viewFor(s, B)
    expect(mine.cards[id]?.data.name).toBe(s.cards[id]?.data.name)
    const theirs = viewFor(s, A)
    expect(theirs.cards[id]).toBeUndefined()
    const [faceDown] = zone(theirs, 'B1', 'battlefield')
    expect(faceDown).toMatch(/^hidden-battlefield-/)
    const seen = card(theirs, faceDown as string)
    expect(seen).toMatchObject({ faceDown: true, tapped: true, name: '' })
    expect(JSON.stringify(theirs)).not.toContain(s.cards[id]?.data.name)
  })

  it('a revealed library card is seen by everybody (701.20)', () => {
    const s0 = game()
    const top = zone(s0, 'B1', 'library')[0] as string
    const s = act(s0, { type: 'card/reveal', player: 'B1', card: top, revealed: true })
    expect(zone(viewFor(s, A), 'B1', 'library')[0]).toBe(top)
    expect(viewFor(s, A).cards[top]?.data.name).toBe(s.cards[top]?.data.name)
  })

  it('a card drawn or shuffled gets an id of its new place: nobody can follow it', () => {
    const s0 = game()
    const before = viewFor(s0, A)
    const drawn = act(s0, { type: 'library/draw', player: 'B1' })
    const after = viewFor(drawn, A)
    // The library's places keep their ids; the drawn card is the hand's eighth place.
    expect(zone(after, 'B1', 'library')).toEqual(zone(before, 'B1', 'library').slice(0, -1))
    expect(zone(after, 'B1', 'hand')[7]).toBe('hidden-2-hand-7')
    const shuffled = act(drawn, { type: 'library/shuffle', player: 'B1' })
    expect(viewFor(shuffled, A)).toMatchObject({ players: { B1: after.players['B1'] } })
  })

  it('the log names no card that went into hiding, even one named while in sight', () => {
    const s0 = game()
    const id = zone(s0, 'B1', 'hand')[0] as string
    const name = s0.cards[id]?.data.name as string
    const s = act(
      s0,
      { type: 'card/move', player: 'B1', card: id, to: 'battlefield' },
      { type: 'card/move', player: 'B1', card: id, to: 'hand' },
    )
    expect(log(s).some((e) => e.text.includes(name))).toBe(true)
    const v = viewFor(s, A)
    expect(log(v).some((e) => e.text.includes(name))).toBe(false)
    expect(log(v).some((e) => e.text.includes('a card'))).toBe(true)
    expect(log(viewFor(s, B)).some((e) => e.text.includes(name))).toBe(true)
  })

  it('says "a card" as the English catalog does', () => {
    expect(ENGINE_MESSAGES['word.aCard']).toBe('a card')
  })

  it('no seed or generator state: they would tell every future shuffle', () => {
    const v = viewFor(game(), A)
    expect(v.seed).toBe(0)
    expect(v.rng.every((n) => n === 0)).toBe(true)
  })

  it("an action built on the view acts on the real cards (the owner's library top)", () => {
    const s = game()
    const v = viewFor(s, A)
    const top = zone(v, 'A1', 'library')[0] as string
    const action = actionFromView(s, { type: 'card/move', player: 'A1', card: top, to: 'hand' })
    const next = applyAction(s, action)
    expect(zone(next, 'A1', 'hand')).toContain(zone(s, 'A1', 'library')[0])
  })

  it('with the previous view, unchanged parts stay the same objects (one card re-renders)', () => {
    const s0 = game()
    const id = zone(s0, 'A1', 'hand')[0] as string
    const s1 = act(s0, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    const v1 = viewFor(s1, A)
    const s2 = act(s1, { type: 'card/tap', player: 'A1', card: id })
    const v2 = viewFor(s2, A, v1)
    expect(v2.cards[id]).not.toBe(v1.cards[id])
    const hiddenHand = zone(v2, 'B1', 'hand')[0] as string
    expect(v2.cards[hiddenHand]).toBe(v1.cards[hiddenHand])
    expect(v2.players['B1']).toBe(v1.players['B1'])
    expect(v2).toEqual(viewFor(s2, A))
  })
})
