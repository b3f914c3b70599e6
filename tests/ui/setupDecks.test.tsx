// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { commanders, zone } from '../../src/engine'
import { useGame } from '../../src/store'
import { cacheCards } from '../../src/cards/cache'
import { useDeckLibrary } from '../../src/store/deckLibrary'
import { SetupScreen } from '../../src/ui/setup/SetupScreen'
import { resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

/** Legal alone, but Torbran is also A1's commander: the team singleton (seed 000) says no. */
const TORBRAN_AGAIN = 'Commander\n1 Torbran, Thane of Red Fell\n\nDeck\n99 Mountain'
const UNKNOWN_CARD =
  'Commander\n1 Torbran, Thane of Red Fell\n\nDeck\n1 Fooblat the Unknown\n98 Mountain'

async function renderSetup() {
  const user = userEvent.setup()
  render(<SetupScreen />)
  await waitFor(
    () =>
      expect(screen.getByRole('combobox', { name: 'Deck for B2' })).toHaveValue('akros-militia'),
    { timeout: 10_000 },
  )
  await screen.findAllByText('✓ Commander Duo legal', {}, { timeout: 10_000 })
  return user
}

async function importFor(user: ReturnType<typeof userEvent.setup>, seat: string, text: string) {
  await user.click(screen.getByRole('button', { name: `Import deck for ${seat}` }))
  const dialog = screen.getByRole('dialog', { name: 'Import a deck' })
  await user.type(within(dialog).getByRole('textbox', { name: 'Deck name' }), 'Red again')
  await user.click(within(dialog).getByRole('textbox', { name: 'Decklist' }))
  await user.paste(text)
  await user.click(within(dialog).getByRole('button', { name: 'Save deck' }))
  await within(dialog).findByText(/Saved “Red again” with/)
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
}

describe('decks on the setup screen', { timeout: 60_000 }, () => {
  it('the four sample decks validate clean: no problems, Start enabled', async () => {
    await renderSetup()
    expect(screen.getAllByText('✓ Commander Duo legal')).toHaveLength(4)
    expect(screen.queryAllByRole('list', { name: /^Problems with/ })).toHaveLength(0)
    expect(screen.queryByText(/Some decks have problems/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Start game' })).toBeEnabled()
  })

  it('an imported deck with a violation is shown under the seat; Start asks the table first', async () => {
    const user = await renderSetup()
    await importFor(user, 'A2', TORBRAN_AGAIN)

    const select = screen.getByRole('combobox', { name: 'Deck for A2' })
    expect(within(select).getByRole('option', { name: 'Red again' })).toHaveProperty(
      'selected',
      true,
    )
    const problems = await screen.findByRole('list', { name: "Problems with A2's deck" })
    expect(problems).toHaveTextContent(
      'Duplicate nonland card across team: Torbran, Thane of Red Fell',
    )
    // The teammate's deck shares the problem, so it is listed under A1 too.
    expect(screen.getByRole('list', { name: "Problems with A1's deck" })).toHaveTextContent(
      'Torbran',
    )
    expect(
      screen.getByText(/^Some decks have problems: see the notes under the seats\./),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Start with these problems?' })
    expect(within(ask).getByRole('list', { name: 'A2 Ben (A2)' })).toHaveTextContent(
      'Duplicate nonland card across team: Torbran, Thane of Red Fell',
    )
    expect(useGame.getState().game).toBeNull()
    await user.click(within(ask).getByRole('button', { name: 'Start anyway' }))
    await waitFor(() => expect(useGame.getState().game).not.toBeNull())
    const game = useGame.getState().fullGame
    if (!game) throw new Error('no game')
    const a2 = commanders(game, 'A2')
    expect(a2.map((id) => game.cards[id]?.data.name)).toEqual(['Torbran, Thane of Red Fell'])
    const cards = [...zone(game, 'A2', 'library'), ...zone(game, 'A2', 'hand')]
    expect(cards).toHaveLength(99)
    expect(new Set(cards.map((id) => game.cards[id]?.data.name))).toEqual(new Set(['Mountain']))
  })

  it('cards missing from the pool are named; a casual table may start without them', async () => {
    const user = await renderSetup()
    await importFor(user, 'B1', UNKNOWN_CARD)
    const seatNote = await screen.findByRole('list', { name: "Problems with B1's deck" })
    expect(seatNote).toHaveTextContent('Not in the card pool: Fooblat the Unknown.')
    expect(seatNote).toHaveTextContent('a casual table may start without them')
    expect(seatNote).not.toHaveTextContent(/comes later/)

    await user.click(screen.getByRole('button', { name: 'Start game' }))
    const ask = screen.getByRole('alertdialog', { name: 'Start with these problems?' })
    expect(within(ask).getByRole('list', { name: 'B1 Cleo (B1)' })).toHaveTextContent(
      'Left out, not in the card pool: Fooblat the Unknown.',
    )
    // Going back changes nothing; the table can fix the deck instead.
    await user.click(within(ask).getByRole('button', { name: 'Go back' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(useGame.getState().game).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Start game' }))
    await user.click(screen.getByRole('button', { name: 'Start anyway' }))
    await waitFor(() => expect(useGame.getState().game).not.toBeNull())
    const game = useGame.getState().game
    if (!game) throw new Error('no game')
    const cards = [...zone(game, 'B1', 'library'), ...zone(game, 'B1', 'hand')]
    expect(cards).toHaveLength(98)
  })

  it('a deck with no problems starts at once, with no question', async () => {
    const user = await renderSetup()
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    await waitFor(() => expect(useGame.getState().game).not.toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a saved deck whose cards were looked up on Scryfall (the card cache) starts', async () => {
    await cacheCards([
      {
        name: 'Fooblat the Unknown',
        mana_cost: '{1}{R}',
        type_line: 'Creature — Goblin',
        oracle_text: '',
        power: '2',
        toughness: '1',
        colors: ['R'],
        layout: 'normal',
      },
    ])
    const user = await renderSetup()
    await user.click(screen.getByRole('button', { name: 'Import deck for B1' }))
    const dialog = screen.getByRole('dialog', { name: 'Import a deck' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Deck name' }), 'Fooblat red')
    await user.click(within(dialog).getByRole('textbox', { name: 'Decklist' }))
    await user.paste(UNKNOWN_CARD)
    await within(dialog).findByText('Legal for Commander Duo', {}, { timeout: 10_000 })
    await user.click(within(dialog).getByRole('button', { name: 'Save deck' }))
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Deck for B1' })).not.toHaveValue(
        'heretical-healers',
      ),
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start game' })).toBeEnabled())
    expect(screen.queryByText(/Not in the card pool/)).toBeNull()
  })
})
