// @vitest-environment jsdom
/**
 * Searching a library and looking at its top, used by role and name as a player would: the
 * search lists the seated team's own library only, filters by name and type, and one "Done"
 * moves the cards and shuffles; scry puts the cards where the player says.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, log, zone, type CardData } from '../../../src/engine'
import { useGame, useUi } from '../../../src/store'
import { LibrarySearchDialog } from '../../../src/ui/library/LibrarySearchDialog'
import { LibraryTopDialog } from '../../../src/ui/library/LibraryTopDialog'
import { act, creature, library, newGame } from '../../fixtures/game'
import { resetStores } from '../tableHarness'

/** The whole game: the test reads the library the seated view hides. */
function game() {
  const g = useGame.getState().fullGame
  if (!g) throw new Error('no game in the store')
  return g
}

const forest: CardData = { name: 'Forest', type_line: 'Basic Land — Forest' }
const cultivate: CardData = { name: 'Cultivate', type_line: 'Sorcery' }

beforeEach(async () => {
  await resetStores()
})

/** A1's library holds two Forests and a Cultivate (any drawn into the hand are put back). */
function start() {
  const deck = [forest, forest, cultivate, ...library('A1', 20, (n) => creature(n, 2, 2))]
  let s = newGame({ libraries: { A1: deck } })
  for (const id of zone(s, 'A1', 'hand')) {
    if (/Forest|Cultivate/.test(card(s, id).name))
      s = act(s, { type: 'card/move', player: 'A1', card: id, to: 'library', index: 3 })
  }
  useGame.getState().loadGame(s)
  useUi.setState({ viewingTeam: 'A' })
}

describe('Search your library', () => {
  it('shows identical cards as one with a count, filters by name and type, and one Done tutors the card and shuffles', async () => {
    const user = userEvent.setup()
    start()
    const before = zone(game(), 'A1', 'library')
    let closed = false
    render(<LibrarySearchDialog player="A1" onClose={() => (closed = true)} />)
    const dialog = screen.getByRole('dialog', { name: "Search A1's library" })
    const list = within(dialog).getByRole('list', { name: "Cards in A1's library" })
    const names = new Set(before.map((id) => card(game(), id).name))
    expect(within(list).getAllByRole('listitem')).toHaveLength(names.size)
    expect(within(dialog).getByText(`${before.length} of ${before.length} cards`)).toBeVisible()

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Card type' }), 'Land')
    const lands = within(list).getAllByRole('listitem')
    expect(lands).toHaveLength(1)
    // The card itself, read by its name and its words.
    const forests = within(list).getByRole('button', { name: 'Forest, 2 cards' })
    expect(forests).toHaveAccessibleDescription('Basic Land — Forest')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Card type' }),
      'Any type',
    )
    await user.type(within(dialog).getByRole('searchbox', { name: 'Card name' }), 'cult')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Where Cultivate goes' }),
      'Hand',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Done: move 1 card' }))

    expect(closed).toBe(true)
    const after = zone(game(), 'A1', 'library')
    expect(after).toHaveLength(before.length - 1)
    const tutored = zone(game(), 'A1', 'hand').at(-1) as string
    expect(card(game(), tutored).name).toBe('Cultivate')
    expect(log(game()).some((e) => e.text.includes('Cultivate'))).toBe(false)
    expect(log(game()).at(-1)?.text).toBe('A1 shuffled their library.')
  })

  it('moves as many of a name as asked, one choice for them all', async () => {
    const user = userEvent.setup()
    start()
    const hand = zone(game(), 'A1', 'hand').length
    render(<LibrarySearchDialog player="A1" onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: "Search A1's library" })
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Where Forest goes' }),
      'Hand',
    )
    const howMany = within(dialog).getByRole('spinbutton', { name: 'How many Forest go' })
    expect(howMany).toHaveValue(1)
    await user.clear(howMany)
    await user.type(howMany, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Done: move 2 cards' }))
    const inHand = zone(game(), 'A1', 'hand')
    expect(inHand).toHaveLength(hand + 2)
    expect(inHand.slice(-2).map((id) => card(game(), id).name)).toEqual(['Forest', 'Forest'])
  })

  it('reads a card in full before it is chosen, and keeps nothing of it once closed', async () => {
    const user = userEvent.setup()
    start()
    const { unmount } = render(<LibrarySearchDialog player="A1" onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: "Search A1's library" })
    await user.click(within(dialog).getByRole('button', { name: 'Cultivate' }))
    const reader = screen.getByRole('complementary', { name: 'Card preview' })
    expect(reader).toHaveTextContent('Cultivate')
    expect(reader).toHaveTextContent('Sorcery')
    await user.click(within(dialog).getByRole('button', { name: 'Cultivate' }))
    expect(screen.queryByRole('complementary', { name: 'Card preview' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Cultivate' }))
    unmount()
    expect(document.body.textContent).not.toContain('Cultivate')
  })

  it("shows nothing of the other team's library", () => {
    start()
    render(<LibrarySearchDialog player="B1" onClose={() => undefined} />)
    const list = screen.getByRole('list', { name: "Cards in B1's library" })
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
  })
})

describe('Scry', () => {
  it('scry 2 with the first card to the bottom keeps the second on top', async () => {
    const user = userEvent.setup()
    start()
    const [first, second] = zone(game(), 'A1', 'library') as [string, string]
    render(<LibraryTopDialog player="A1" mode="scry" onClose={() => undefined} />)
    const dialog = screen.getByRole('dialog', { name: "Scry: A1's library" })
    const howMany = within(dialog).getByRole('spinbutton', { name: /How many cards/ })
    await user.clear(howMany)
    await user.type(howMany, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Look' }))
    const firstName = card(game(), first).name
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: `Where ${firstName} goes` }),
      'Bottom',
    )
    // Scry sends a card to the top or the bottom, never the graveyard (701.22a).
    expect(within(dialog).queryByRole('option', { name: 'Graveyard' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    const library = zone(game(), 'A1', 'library')
    expect(library[0]).toBe(second)
    expect(library.at(-1)).toBe(first)
  })
})
