/**
 * Searching a library (701.23) and the top of a library (scry 701.22, surveil 701.25, mill
 * 701.17, 401.4 order, 401.5 top card revealed): one action each, the log naming only what the
 * other team may know.
 */
import { describe, expect, it } from 'vitest'
import { battlefield, canSee, card, log, zone, type GameState } from '../../src/engine'
import { act, library, newGame, refusal } from '../fixtures/game'

const lines = (s: GameState, n: number) =>
  log(s)
    .slice(-n)
    .map((e) => e.text)

describe('library/search (701.23)', () => {
  it('puts the found card into the hand, then shuffles the rest (701.23a, 701.24a)', () => {
    const s = newGame()
    const library = zone(s, 'A1', 'library')
    const tutored = library[10] as string
    const after = act(s, {
      type: 'library/search',
      player: 'A1',
      found: [{ card: tutored, to: 'hand' }],
    })
    expect(zone(after, 'A1', 'hand')).toContain(tutored)
    expect(zone(after, 'A1', 'library')).toHaveLength(library.length - 1)
    const rest = library.filter((id) => id !== tutored)
    expect([...zone(after, 'A1', 'library')].sort()).toEqual([...rest].sort())
    expect(zone(after, 'A1', 'library')).not.toEqual(rest)
    // The other team learns that a card went to the hand, never which (701.23e).
    expect(lines(after, 3)).toEqual([
      'A1 searched their library.',
      'A1 put a card from their library into their hand.',
      'A1 shuffled their library.',
    ])
    expect(JSON.stringify(log(after))).not.toContain(card(s, tutored).name)
  })

  it('names a revealed card, and one put onto the battlefield tapped', () => {
    const s = newGame()
    const [a, b] = zone(s, 'B1', 'library') as [string, string]
    const after = act(s, {
      type: 'library/search',
      player: 'B1',
      reveal: true,
      found: [
        { card: a, to: 'hand' },
        { card: b, to: 'battlefieldTapped' },
      ],
    })
    expect(battlefield(after)).toContain(b)
    expect(card(after, b).tapped).toBe(true)
    expect(lines(after, 3).slice(0, 2)).toEqual([
      `B1 put ${card(s, a).name} from their library into their hand.`,
      `B1 put ${card(s, b).name} from their library onto the battlefield tapped.`,
    ])
  })

  it('sends found cards to a graveyard, to exile and to the bottom, each where it was asked', () => {
    const s = newGame()
    const [a, b, c] = zone(s, 'A1', 'library').slice(30) as [string, string, string]
    const after = act(s, {
      type: 'library/search',
      player: 'A1',
      found: [
        { card: a, to: 'graveyard' },
        { card: b, to: 'exile' },
        { card: c, to: 'libraryBottom' },
      ],
    })
    expect(zone(after, 'A1', 'graveyard')).toEqual([a])
    expect(zone(after, 'A1', 'exile')).toEqual([b])
    expect(zone(after, 'A1', 'library').at(-1)).toBe(c)
    expect(zone(after, 'A1', 'library')).toHaveLength(zone(s, 'A1', 'library').length - 2)
  })

  it('puts a card found for "then shuffle and put it on top" on top after the shuffle (701.24b)', () => {
    const s = newGame()
    const found = zone(s, 'A2', 'library')[20] as string
    const after = act(s, {
      type: 'library/search',
      player: 'A2',
      found: [{ card: found, to: 'libraryTop' }],
    })
    expect(zone(after, 'A2', 'library')[0]).toBe(found)
    expect(zone(after, 'A2', 'library')).toHaveLength(zone(s, 'A2', 'library').length)
  })

  it('may find nothing, and may leave the library unshuffled when the card says so (701.23b)', () => {
    const s = newGame()
    const after = act(s, { type: 'library/search', player: 'A1', found: [], shuffle: false })
    expect(zone(after, 'A1', 'library')).toEqual(zone(s, 'A1', 'library'))
    expect(lines(after, 2)).toEqual(['A1 searched their library.', 'A1 found nothing (701.23b).'])
  })

  it("refuses a card from another player's library and changes nothing (701.23a)", () => {
    const s = newGame()
    const theirs = zone(s, 'B1', 'library')[0] as string
    expect(
      refusal(s, { type: 'library/search', player: 'A1', found: [{ card: theirs, to: 'hand' }] }),
    ).toEqual({
      code: 'NOT_IN_LIBRARY',
      message:
        'You can search only your own library, and only find cards that are in it (701.23a).',
    })
  })
})

describe('the top of the library', () => {
  it('scry 2 (701.22a): one kept on top, one on the bottom', () => {
    const s = newGame()
    const [first, second, third] = zone(s, 'A1', 'library') as [string, string, string]
    const after = act(s, {
      type: 'library/arrangeTop',
      player: 'A1',
      kind: 'scry',
      top: [second],
      bottom: [first],
    })
    const library = zone(after, 'A1', 'library')
    expect(library[0]).toBe(second)
    expect(library[1]).toBe(third)
    expect(library.at(-1)).toBe(first)
    expect(lines(after, 1)).toEqual(['A1 scried 2: 1 on top, 1 on the bottom.'])
  })

  it('puts the cards kept on top back in the order chosen (401.4)', () => {
    const s = newGame()
    const [first, second, third] = zone(s, 'A1', 'library') as [string, string, string]
    const after = act(s, {
      type: 'library/arrangeTop',
      player: 'A1',
      kind: 'scry',
      top: [third, first, second],
    })
    expect(zone(after, 'A1', 'library').slice(0, 3)).toEqual([third, first, second])
  })

  it('surveil 2 (701.25a): one into the graveyard, named; scry cannot do that (701.22a)', () => {
    const s = newGame()
    const [first, second] = zone(s, 'B2', 'library') as [string, string]
    const after = act(s, {
      type: 'library/arrangeTop',
      player: 'B2',
      kind: 'surveil',
      top: [second],
      graveyard: [first],
    })
    expect(zone(after, 'B2', 'graveyard')).toEqual([first])
    expect(zone(after, 'B2', 'library')[0]).toBe(second)
    expect(lines(after, 1)).toEqual([
      `B2 surveilled 2: 1 back on top; into the graveyard: ${card(s, first).name}.`,
    ])
    expect(
      refusal(s, {
        type: 'library/arrangeTop',
        player: 'B2',
        kind: 'scry',
        top: [second],
        graveyard: [first],
      }).code,
    ).toBe('BAD_ACTION')
  })

  it('refuses cards that are not exactly the top N (401.4)', () => {
    const s = newGame()
    const library = zone(s, 'A1', 'library')
    const r = refusal(s, {
      type: 'library/arrangeTop',
      player: 'A1',
      kind: 'scry',
      top: [library[0] as string, library[5] as string],
    })
    expect(r.code).toBe('NOT_ON_TOP')
  })

  it('"look at the top 3, take one": one into the hand, unnamed; two on the bottom', () => {
    const s = newGame()
    const [a, b, c] = zone(s, 'A1', 'library') as [string, string, string]
    const after = act(s, {
      type: 'library/arrangeTop',
      player: 'A1',
      kind: 'look',
      top: [],
      hand: [b],
      bottom: [a, c],
    })
    expect(zone(after, 'A1', 'hand')).toContain(b)
    expect(zone(after, 'A1', 'library').slice(-2)).toEqual([a, c])
    expect(JSON.stringify(log(after))).not.toContain(card(s, b).name)
  })

  it('mill 3 (701.17a) puts the top three into the graveyard in order, named', () => {
    const s = newGame()
    const top3 = zone(s, 'A2', 'library').slice(0, 3)
    const after = act(s, { type: 'library/mill', player: 'A2', count: 3 })
    expect(zone(after, 'A2', 'graveyard')).toEqual(top3)
    expect(zone(after, 'A2', 'library')).toHaveLength(zone(s, 'A2', 'library').length - 3)
    expect(lines(after, 1)[0]).toMatch(/^A2 milled 3 cards: /)
  })

  it('mill with fewer cards than asked mills them all (701.17b), and drawing is not involved', () => {
    const s = newGame({ libraries: { A1: library('A1', 9) } })
    const all = zone(s, 'A1', 'library')
    expect(all).toHaveLength(2)
    const after = act(s, { type: 'library/mill', player: 'A1', count: all.length + 5 })
    expect(zone(after, 'A1', 'library')).toEqual([])
    expect(zone(after, 'A1', 'graveyard')).toEqual(all)
    expect(after.outcome.over).toBe(false)
  })

  it('with the top card revealed (401.5), everyone sees the top card and only it', () => {
    const s = act(newGame(), { type: 'library/topRevealed', player: 'A1', on: true })
    const [top, next] = zone(s, 'A1', 'library') as [string, string]
    expect(canSee(s, 'B1', top)).toBe(true)
    expect(canSee(s, 'B1', next)).toBe(false)
    const drawn = act(s, { type: 'library/draw', player: 'A1' })
    expect(canSee(drawn, 'B1', next)).toBe(true)
    const off = act(drawn, { type: 'library/topRevealed', player: 'A1', on: false })
    expect(canSee(off, 'B1', next)).toBe(false)
  })

  it('revealing the top card (701.20a) shows it to everyone and the log names it', () => {
    const s = newGame()
    const [top, next] = zone(s, 'A1', 'library') as [string, string]
    expect(canSee(s, 'B1', top)).toBe(false)
    const shown = act(s, { type: 'card/reveal', player: 'A1', card: top, revealed: true })
    expect(canSee(shown, 'B1', top)).toBe(true)
    expect(canSee(shown, 'B1', next)).toBe(false)
    expect(lines(shown, 1)).toEqual([`A1 revealed ${card(s, top).name}.`])
    expect(zone(shown, 'A1', 'library')).toEqual(zone(s, 'A1', 'library'))
  })

  it('revealing a hand (701.20a) shows it to the other team until it is hidden again', () => {
    const s = newGame()
    const hand = zone(s, 'A1', 'hand')
    const shown = act(s, { type: 'hand/reveal', player: 'A1', revealed: true })
    expect(hand.every((id) => canSee(shown, 'B1', id))).toBe(true)
    const hidden = act(shown, { type: 'hand/reveal', player: 'A1', revealed: false })
    expect(hand.some((id) => canSee(hidden, 'B1', id))).toBe(false)
  })
})
