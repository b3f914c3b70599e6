/**
 * card/conjure: the card search puts a card from outside the game into a zone. It is a real
 * card (not a token), owned by the player who fetched it, with the next card id.
 */
import { describe, expect, it } from 'vitest'
import { battlefield, card, cardIdOf, log, stack, zone, type CardData } from '../../src/engine'
import { act, creature, gatstafShepherd, newGame, refusal } from '../fixtures/game'

const SOL_RING: CardData = {
  name: 'Sol Ring',
  mana_cost: '{1}',
  type_line: 'Artifact',
  oracle_text: '{T}: Add {C}{C}.',
  layout: 'normal',
}

const lastLog = (s: Parameters<typeof log>[0]) => log(s).at(-1)?.text

describe('card/conjure', () => {
  it('puts a new non-token card onto the battlefield under its owner', () => {
    const start = newGame()
    const id = cardIdOf(start.nextCardNumber)
    const s = act(start, { type: 'card/conjure', player: 'A1', data: SOL_RING, to: 'battlefield' })
    expect(s.nextCardNumber).toBe(start.nextCardNumber + 1)
    expect(battlefield(s)).toEqual([id])
    const sol = card(s, id)
    expect(sol).toMatchObject({ name: 'Sol Ring', owner: 'A1', controller: 'A1', isToken: false })
    expect(s.cards[id]).toMatchObject({ isCommander: false, faceUp: 'front', tapped: false })
    expect(s.cards[id]?.controlledSinceTurn).toBe(s.turn.number)
    expect(lastLog(s)).toBe(
      'A1 put Sol Ring (created: a new card, not from the deck) onto the battlefield.',
    )
  })

  it('leaves the game state it was given untouched', () => {
    const start = newGame()
    const before = JSON.stringify(start)
    act(start, { type: 'card/conjure', player: 'A1', data: SOL_RING, to: 'hand' })
    expect(JSON.stringify(start)).toBe(before)
  })

  it("puts a card into the player's own hand, graveyard, exile and command zone", () => {
    let s = newGame()
    const hand = zone(s, 'B2', 'hand').length
    for (const to of ['hand', 'graveyard', 'exile', 'command'] as const) {
      s = act(s, { type: 'card/conjure', player: 'B2', data: SOL_RING, to })
    }
    expect(zone(s, 'B2', 'hand')).toHaveLength(hand + 1)
    expect(zone(s, 'B2', 'hand').at(-1)).toBe(cardIdOf(s.nextCardNumber - 4))
    expect(zone(s, 'B2', 'graveyard')).toHaveLength(1)
    expect(zone(s, 'B2', 'exile')).toHaveLength(1)
    expect(zone(s, 'B2', 'command')).toHaveLength(2)
    const lines = log(s)
      .slice(-4)
      .map((entry) => entry.text)
    expect(lines).toEqual([
      'B2 put a card (created: a new card, not from the deck) into their hand.',
      'B2 put Sol Ring (created: a new card, not from the deck) into their graveyard.',
      'B2 put Sol Ring (created: a new card, not from the deck) into exile.',
      'B2 put Sol Ring (created: a new card, not from the deck) into their command zone.',
    ])
  })

  it('goes on top of the library by default, or at the position asked for', () => {
    let s = newGame()
    const size = zone(s, 'A2', 'library').length
    s = act(s, { type: 'card/conjure', player: 'A2', data: SOL_RING, to: 'library' })
    const top = cardIdOf(s.nextCardNumber - 1)
    expect(zone(s, 'A2', 'library')[0]).toBe(top)
    expect(lastLog(s)).toBe(
      'A2 put a card (created: a new card, not from the deck) on top of their library.',
    )
    s = act(s, {
      type: 'card/conjure',
      player: 'A2',
      data: SOL_RING,
      to: 'library',
      index: 999,
    })
    expect(zone(s, 'A2', 'library')).toHaveLength(size + 2)
    expect(zone(s, 'A2', 'library').at(-1)).toBe(cardIdOf(s.nextCardNumber - 1))
    expect(lastLog(s)).toBe(
      'A2 put a card (created: a new card, not from the deck) on the bottom of their library.',
    )
    s = act(s, { type: 'card/conjure', player: 'A2', data: SOL_RING, to: 'library', index: 2 })
    expect(zone(s, 'A2', 'library')[2]).toBe(cardIdOf(s.nextCardNumber - 1))
    expect(lastLog(s)).toBe(
      'A2 put a card (created: a new card, not from the deck) into their library (position 3).',
    )
  })

  it('names a double-faced card by its front face, which is up', () => {
    const s = act(newGame(), {
      type: 'card/conjure',
      player: 'A1',
      data: gatstafShepherd,
      to: 'battlefield',
    })
    const id = battlefield(s)[0] ?? ''
    expect(card(s, id)).toMatchObject({ name: 'Gatstaf Shepherd', faceUp: 'front' })
    expect(lastLog(s)).toBe(
      'A1 put Gatstaf Shepherd (created: a new card, not from the deck) onto the battlefield.',
    )
  })

  it('can put a card onto the stack', () => {
    const s = act(newGame(), { type: 'card/conjure', player: 'B1', data: SOL_RING, to: 'stack' })
    expect(stack(s)).toHaveLength(1)
  })

  it('is a real card: it goes to the graveyard instead of ceasing to exist', () => {
    let s = act(newGame(), {
      type: 'card/conjure',
      player: 'A1',
      data: creature('Bear', 2, 2),
      to: 'battlefield',
    })
    const id = battlefield(s)[0] ?? ''
    s = act(s, { type: 'card/sacrifice', player: 'A1', card: id })
    expect(zone(s, 'A1', 'graveyard')).toContain(id)
  })

  it('refuses a nameless card, an unknown player or zone, and a bad position', () => {
    const s = newGame()
    const nameless = { name: ' ' }
    expect(
      refusal(s, { type: 'card/conjure', player: 'A1', data: nameless, to: 'hand' }).code,
    ).toBe('BAD_CARD')
    expect(
      refusal(s, { type: 'card/conjure', player: 'Z9', data: SOL_RING, to: 'hand' }).code,
    ).toBe('NO_SUCH_PLAYER')
    const odd = JSON.parse('{"type":"card/conjure","player":"A1","data":{"name":"X"},"to":"deck"}')
    expect(refusal(s, odd).code).toBe('BAD_ZONE')
    const index = -1
    expect(
      refusal(s, { type: 'card/conjure', player: 'A1', data: SOL_RING, to: 'library', index }).code,
    ).toBe('BAD_NUMBER')
  })

  it('waits for the mulligans to finish, like every other table action', () => {
    const s = newGame({ skipMulligans: false })
    const action = { type: 'card/conjure', player: 'A1', data: SOL_RING, to: 'hand' } as const
    expect(refusal(s, action).code).toBe('MULLIGAN_IN_PROGRESS')
  })
})
