/**
 * The library's menu offers searching and looking only to the owner's team (401.2: nobody else
 * looks at a library), and a land in hand offers an additional land play once one was played.
 */
import { describe, expect, it } from 'vitest'
import { card, zone, type CardData } from '../../../src/engine'
import type { Message } from '../../../src/engine/message'
import { cardMenu, zoneMenu } from '../../../src/ui/menu/menuModel'
import { act, creature, library, newGame } from '../../fixtures/game'

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
    let s = newGame({ libraries: { A1: library('F', 20, () => forest) } })
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

  it('is not offered for a card that is no land', () => {
    const s = newGame({ libraries: { A1: library('C', 20, (n) => creature(n, 1, 1)) } })
    const id = zone(s, 'A1', 'hand')[0] as string
    expect(keys(cardMenu(s, card(s, id), 'C').items)).not.toContain('library.menu.putLand')
  })
})
