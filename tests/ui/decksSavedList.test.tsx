// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear, set } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DECK_LIBRARY_KEY, listDecks, saveDeck, useDeckLibrary } from '../../src/store/deckLibrary'
import { SavedDeckList } from '../../src/ui/decks'

const OMNATH = 'Commander\n1 Omnath, Locus of Mana\n\nDeck\n99 Forest\n'
const KYNAIOS = '1 Kynaios and Tiro of Meletis *CMDR*\n1 Sol Ring\n98 Plains\n'

beforeEach(async () => {
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

describe('SavedDeckList', () => {
  it('says so when nothing is saved', async () => {
    render(<SavedDeckList />)
    expect(await screen.findByText(/No saved decks yet/)).toBeInTheDocument()
  })

  it('lists saved decks with their commanders and size', async () => {
    await saveDeck({ name: 'Omnath Ramp', text: OMNATH })
    await saveDeck({ name: 'Kynaios Group Hug', text: KYNAIOS })
    render(<SavedDeckList />)

    const list = await screen.findByRole('list', { name: 'Saved decks' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const omnath = items.find((item) => item.textContent?.includes('Omnath Ramp'))
    expect(omnath).toHaveTextContent('Omnath, Locus of Mana · 100 cards')
  })

  it('deletes a deck only on the second click', async () => {
    await saveDeck({ name: 'Omnath Ramp', text: OMNATH })
    const user = userEvent.setup()
    render(<SavedDeckList />)

    await user.click(await screen.findByRole('button', { name: 'Delete Omnath Ramp' }))
    expect(await listDecks()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Confirm delete Omnath Ramp' }))
    expect(await screen.findByText(/No saved decks yet/)).toBeInTheDocument()
    expect(await listDecks()).toEqual([])
  })

  it('backs out of a delete when focus leaves the button', async () => {
    await saveDeck({ name: 'Omnath Ramp', text: OMNATH })
    const user = userEvent.setup()
    render(<SavedDeckList />)

    await user.click(await screen.findByRole('button', { name: 'Delete Omnath Ramp' }))
    await user.tab()
    expect(screen.getByRole('button', { name: 'Delete Omnath Ramp' })).toBeInTheDocument()
  })

  it('offers each deck to a seat when asked to', async () => {
    await saveDeck({ name: 'Omnath Ramp', text: OMNATH })
    const onChoose = vi.fn()
    const user = userEvent.setup()
    render(<SavedDeckList onChoose={onChoose} />)

    await user.click(await screen.findByRole('button', { name: 'Use Omnath Ramp' }))
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'Omnath Ramp' }))
  })

  it('shows a storage problem instead of an empty list', async () => {
    await set(DECK_LIBRARY_KEY, 'garbage')
    render(<SavedDeckList />)
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load the saved decks: /)
  })
})
