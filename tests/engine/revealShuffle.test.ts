/**
 * 701.20d: a card revealed in a library is revealed no more once that library is shuffled. At its
 * new place it is a hidden card with the view id of that place (view.ts), so the other team can't
 * follow it through the shuffle (the repro: it stayed revealed, under its real id).
 */
import { describe, expect, it } from 'vitest'
import { viewFor, zone, type CardId, type GameState } from '../../src/engine'
import { act, creature, newGame } from '../fixtures/game'

function game(): GameState {
  const names = Array.from({ length: 30 }, (_, i) =>
    creature(`Secret ${String(i).padStart(2, '0')}x`, 1, 1),
  )
  return newGame({ libraries: { B1: names } })
}

/** B1 reveals the top card of its library; the card and the state. */
function revealedTop(): { s: GameState; top: CardId; name: string } {
  const s0 = game()
  const top = zone(s0, 'B1', 'library')[0] ?? ''
  const s = act(s0, { type: 'card/reveal', player: 'B1', card: top, revealed: true })
  return { s, top, name: s.cards[top]?.data.name ?? '' }
}

const A = { team: 'A' } as const

describe('701.20d: shuffling ends a reveal in the library', () => {
  it('before the shuffle team A sees the revealed top card; after it, nothing of it', () => {
    const { s, top, name } = revealedTop()
    expect(zone(viewFor(s, A), 'B1', 'library')[0]).toBe(top)
    const shuffled = act(s, { type: 'library/shuffle', player: 'B1' })
    expect(shuffled.cards[top]?.revealed).toBe(false)
    const view = viewFor(shuffled, A)
    expect(zone(view, 'B1', 'library').every((id) => id.startsWith('hidden-'))).toBe(true)
    // The log still says what was revealed (everyone saw it); no card in the view carries it.
    const cards = JSON.stringify(view.cards)
    expect(cards).not.toContain(`"${top}"`)
    expect(cards).not.toContain(name)
    expect(JSON.stringify(view.players)).not.toContain(`"${top}"`)
  })

  it('a search that shuffles the library ends the reveal too (701.23, 701.24a)', () => {
    const { s, top } = revealedTop()
    const searched = act(s, { type: 'library/search', player: 'B1', found: [] })
    expect(searched.cards[top]?.revealed).toBe(false)
    expect(zone(viewFor(searched, A), 'B1', 'library')).not.toContain(top)
  })

  it('a search that does not shuffle leaves the reveal as it is', () => {
    const { s, top } = revealedTop()
    const searched = act(s, { type: 'library/search', player: 'B1', found: [], shuffle: false })
    expect(searched.cards[top]?.revealed).toBe(true)
  })
})
