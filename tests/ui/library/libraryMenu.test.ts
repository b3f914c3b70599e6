/**
 * The library's menu offers searching and looking only to the owner's team (401.2: nobody else
 * looks at a library), and a land in hand offers an additional land play once one was played.
 */
import { describe, expect, it } from 'vitest'
import { card, zone, type CardData } from '../../../src/engine'
import type { Message } from '../../../src/engine/message'
import { cardMenu, zoneMenu } from '../../../src/ui/menu/menuModel'
import { act, creature, library, newGame, toMainPhase } from '../../fixtures/game'

const keys = (items: { label: Message | string }[]) =>
  items.map((i) => (typeof i.label === 'string' ? i.label : i.label.key))

describe('the library menu', () => {
  it('offers search, scry, surveil and a look to the seated team only', () => {
    const s = newGame()
    const own = keys(zoneMenu(s, 'A1', 'library', 'A1', true).items)
    expect(own).toEqual(
      expect.arrayContaining([
        'library.menu.search',
        'library.menu.scry',
        'library.menu.surveil',
        'library.menu.look',
        'library.menu.mill',
      ]),
    )
    const theirs = keys(zoneMenu(s, 'B1', 'library', 'B1', false).items)
    expect(theirs).toContain('library.menu.mill')
    expect(theirs).not.toContain('library.menu.search')
    expect(theirs).not.toContain('library.menu.look')
  })
})

describe('a land in hand', () => {
  const forest: CardData = { name: 'Forest', type_line: 'Basic Land — Forest' }

  it('offers "Play as an additional land" only after the land drop was used (305.2)', () => {
    // The first main phase, where a land is played (305.1).
    let s = toMainPhase(newGame({ libraries: { A1: library('F', 20, () => forest) } }))
    const [first, second] = zone(s, 'A1', 'hand') as [string, string]
    expect(keys(cardMenu(s, card(s, first), 'Forest').items)).not.toContain(
      'library.menu.extraLand',
    )
    s = act(s, { type: 'card/move', player: 'A1', card: first, to: 'battlefield' })
    const menu = cardMenu(s, card(s, second), 'Forest')
    const extra = menu.items.find(
      (i) => typeof i.label !== 'string' && i.label.key === 'library.menu.extraLand',
    )
    expect(extra?.command).toEqual({
      kind: 'dispatch',
      action: { type: 'card/move', player: 'A1', card: second, to: 'battlefield', extraLand: true },
      focus: second,
    })
  })

  it('is put onto the battlefield by one entry that is not a land play (305.4)', () => {
    const s = newGame({ libraries: { A1: library('F', 20, () => forest) } })
    const id = zone(s, 'A1', 'hand')[0] as string
    const items = cardMenu(s, card(s, id), 'Forest').items
    expect(keys(items).filter((key) => /put/i.test(key))).toEqual(['menu.putOntoBattlefield'])
    const puts = items.filter((i) => typeof i.label !== 'string' && /put/i.test(i.label.key))
    expect(puts).toHaveLength(1)
    expect(puts[0]?.command).toMatchObject({
      kind: 'dispatch',
      action: { type: 'card/move', player: 'A1', card: id, to: 'battlefield', put: true },
    })
  })

  it('offers no additional land play for a card that is no land, even after the land drop', () => {
    let s = toMainPhase(
      newGame({
        libraries: {
          A1: library('C', 20, (n) => (Number(n.slice(2)) % 2 === 0 ? forest : creature(n, 1, 1))),
        },
      }),
    )
    const hand = zone(s, 'A1', 'hand')
    const land = hand.find((id) => card(s, id).name === 'Forest') as string
    s = act(s, { type: 'card/move', player: 'A1', card: land, to: 'battlefield' })
    const other = hand.find((id) => card(s, id).name !== 'Forest') as string
    expect(keys(cardMenu(s, card(s, other), 'C').items)).not.toContain('library.menu.extraLand')
  })
})
