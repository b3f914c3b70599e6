// @vitest-environment jsdom
/**
 * The deck dialog's online look-up: names the pool lacks are looked up on Scryfall (fetch
 * stubbed), the report re-checks with them, and the second time they come from the card cache
 * with no network at all. Scryfall's answers (not found, unreachable) are shown as given.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCardCache } from '../../../src/cards/cache'
import { UNREACHABLE_MESSAGE } from '../../../src/cards/scryfall/client'
import { makeCardIndex } from '../../../src/deck'
import { useDeckLibrary } from '../../../src/store/deckLibrary'
import { DeckImportDialog } from '../../../src/ui/decks'
import { basic, legend } from '../../deck/cards'
import { fakeScryfall, scryfallCard } from '../../cards/fakeScryfall'

const OMNATH = legend('Omnath, Locus of Mana', '{2}{G}')
const lookup = makeCardIndex([OMNATH, basic('Forest')])
const ELVES = scryfallCard('Llanowar Elves')
const BIRDS = scryfallCard('Birds of Paradise', { colors: ['G'], power: '0' })
const LIST =
  'Commander\n1 Omnath, Locus of Mana\n\nDeck\n97 Forest\n1 Llanowar Elves\n1 Birds of Paradise'

const offline = vi.fn<typeof fetch>(async () => {
  throw new TypeError('Failed to fetch')
})

beforeEach(async () => {
  await clearCardCache()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
  offline.mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function openWith(text: string) {
  return render(<DeckImportDialog open onClose={vi.fn()} lookup={lookup} initialText={text} />)
}

describe('looking up unknown names on Scryfall', () => {
  it('finds the cards, re-checks the deck, and needs no network the second time', async () => {
    const user = userEvent.setup()
    const scryfall = fakeScryfall([ELVES, BIRDS])
    vi.stubGlobal('fetch', scryfall.fetch)
    const first = openWith(LIST)
    const unknown = await screen.findByRole('list', { name: 'Not in the card pool' })
    expect(within(unknown).getAllByRole('listitem')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Look up 2 cards on Scryfall' }))
    expect(await screen.findByText('Legal for Commander Duo')).toBeInTheDocument()
    expect(screen.getByText('Found 2 of 2 cards.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Not in the card pool' })).not.toBeInTheDocument()
    expect(scryfall.sent.map((request) => request.names)).toEqual([
      ['Llanowar Elves', 'Birds of Paradise'],
    ])
    first.unmount()

    vi.stubGlobal('fetch', offline)
    openWith(LIST)
    expect(await screen.findByText('Legal for Commander Duo')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /on Scryfall$/ })).not.toBeInTheDocument()
    expect(offline).not.toHaveBeenCalled()
  })

  it('shows the progress and lets the look-up be cancelled', async () => {
    const user = userEvent.setup()
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((resolve, reject) => {
            answer = resolve
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          }),
      ),
    )
    openWith(LIST)
    await user.click(await screen.findByRole('button', { name: 'Look up 2 cards on Scryfall' }))
    expect(
      await screen.findByText(/Looking up 2 cards on Scryfall… 0 of 2 answered/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel look-up' }))
    expect(await screen.findByText('Look-up cancelled.')).toBeInTheDocument()
    answer(new Response('{}'))
    expect(screen.getByRole('list', { name: 'Not in the card pool' })).toBeInTheDocument()
  })

  it('says which names Scryfall does not know, and keeps the ones it found', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('fetch', fakeScryfall([ELVES]).fetch)
    openWith(LIST.replace('Birds of Paradise', 'Birds of Paradice'))
    await user.click(await screen.findByRole('button', { name: 'Look up 2 cards on Scryfall' }))
    expect(await screen.findByText('Found 1 of 2 cards.')).toBeInTheDocument()
    expect(
      screen.getByText('Scryfall has no card named “Birds of Paradice”. Check the spelling.'),
    ).toBeInTheDocument()
    const unknown = screen.getByRole('list', { name: 'Not in the card pool' })
    expect(within(unknown).getByRole('listitem')).toHaveTextContent('Birds of Paradice')
    // Not offered again for a name Scryfall does not know, until its spelling changes.
    expect(screen.queryByRole('button', { name: /on Scryfall$/ })).not.toBeInTheDocument()
  })

  it('shows why Scryfall could not be asked, and which names are left', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('fetch', offline)
    openWith(LIST)
    await user.click(await screen.findByRole('button', { name: 'Look up 2 cards on Scryfall' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE_MESSAGE)
    expect(
      screen.getByText('Not looked up yet: Llanowar Elves, Birds of Paradise.'),
    ).toBeInTheDocument()
  })
})
