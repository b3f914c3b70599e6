/**
 * 701.20a: a revealed card is shown to every player. At a shared table the other team sees it
 * once, until one of its players says they have seen it (card/revealSeen); then it is hidden
 * again, from every view, and the log keeps the line (810.5: hidden information stays real).
 */
import { describe, expect, it } from 'vitest'
import { log, revealsAwaiting, viewFor, zone, type CardId, type GameState } from '../../src/engine'
import { act, refusal, secretGame } from '../fixtures/game'

const game = secretGame

const B = { team: 'B' } as const

/** A1 reveals the first card of their hand. */
function revealed(): { s: GameState; id: CardId; name: string } {
  const s0 = game()
  const id = zone(s0, 'A1', 'hand')[0] as CardId
  const name = s0.cards[id]?.data.name as string
  return { s: act(s0, { type: 'card/reveal', player: 'A1', card: id, revealed: true }), id, name }
}

describe('701.20a: a card revealed to the other team, until they have seen it', () => {
  it('team B sees the revealed card and is asked to confirm; team A is asked nothing', () => {
    const { s, id, name } = revealed()
    expect(revealsAwaiting(s, 'B')).toEqual([id])
    expect(revealsAwaiting(s, 'A')).toEqual([])
    const view = viewFor(s, B)
    expect(view.cards[id]?.data.name).toBe(name)
    expect(revealsAwaiting(view, 'B')).toEqual([id])
  })

  it("once a player of team B has seen it, it is hidden again from team B's view; the log keeps its name", () => {
    const { s, id, name } = revealed()
    const seen = act(s, { type: 'card/revealSeen', player: 'B2' })
    expect(revealsAwaiting(seen, 'B')).toEqual([])
    expect(zone(seen, 'A1', 'hand')).toContain(id)
    const view = viewFor(seen, B)
    expect(view.cards[id]).toBeUndefined()
    expect(Object.values(view.cards).some((c) => c.data.name === name)).toBe(false)
    expect(log(view).some((l) => l.text === `A1 revealed ${name}.`)).toBe(true)
    expect(log(seen).at(-1)?.text).toBe(
      'B2 has seen the card revealed to Team B; it is hidden again.',
    )
    expect(viewFor(seen, 'spectator').cards[id]).toBeUndefined()
  })

  it('only a player of the team it was shown to confirms; anyone else is refused, nothing changes', () => {
    const { s, id } = revealed()
    expect(refusal(s, { type: 'card/revealSeen', player: 'A2' }).code).toBe('NOTHING_REVEALED')
    expect(refusal(s, { type: 'card/revealSeen', player: 'A1', card: id }).code).toBe(
      'NOT_REVEALED_TO_YOU',
    )
    expect(revealsAwaiting(s, 'B')).toEqual([id])
  })

  it('a whole hand revealed waits as one; one confirmation hides every card', () => {
    const s = act(game(), { type: 'hand/reveal', player: 'B1', revealed: true })
    const hand = zone(s, 'B1', 'hand')
    expect(revealsAwaiting(s, 'A')).toEqual([...hand].sort((a, b) => Number(a) - Number(b)))
    const seen = act(s, { type: 'card/revealSeen', player: 'A1' })
    expect(revealsAwaiting(seen, 'A')).toEqual([])
    expect(log(seen).at(-1)?.text).toBe(
      `A1 has seen the ${hand.length} cards revealed to Team A; they are hidden again.`,
    )
    for (const id of hand) expect(viewFor(seen, { team: 'A' }).cards[id]).toBeUndefined()
  })

  it('hiding it again, or moving it, ends the wait: nothing is left to confirm', () => {
    const { s, id } = revealed()
    const hidden = act(s, { type: 'card/reveal', player: 'A1', card: id, revealed: false })
    expect(revealsAwaiting(hidden, 'B')).toEqual([])
    expect(hidden.cards[id]?.revealPending).toBeUndefined()
    const moved = act(s, { type: 'card/move', player: 'A1', card: id, to: 'library' })
    expect(revealsAwaiting(moved, 'B')).toEqual([])
    expect(moved.cards[id]).toMatchObject({ revealed: false })
    expect(moved.cards[id]?.revealPending).toBeUndefined()
  })
})
