// @vitest-environment jsdom
/**
 * The deck dialog with real lists: a typo gets "Did you mean" with the right card, one click
 * writes it into the list and the deck checks again; sections outside the deck are noted.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCardCache } from '../../src/cards/cache'
import { loadSamplePool } from '../../src/cards/sampleDecks'
import { makeCardIndex } from '../../src/deck'
import type { CardData } from '../../src/engine/types'
import { useDeckLibrary } from '../../src/store/deckLibrary'
import { replaceCardName } from '../../src/ui/cards/replaceCardName'
import { DeckImportDialog } from '../../src/ui/decks'

let lookup: (name: string) => CardData | undefined

beforeAll(async () => {
  lookup = makeCardIndex((await loadSamplePool()).cards)
})
beforeEach(async () => {
  await clearCardCache()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

function openWith(text: string) {
  render(<DeckImportDialog open onClose={vi.fn()} lookup={lookup} initialText={text} />)
  return screen.getByRole('dialog', { name: 'Import a deck' })
}

describe('did you mean', () => {
  it('"Lightnig Bolt" offers Lightning Bolt, and one click takes it', async () => {
    const user = userEvent.setup()
    const dialog = openWith(
      'Commander\n1 Torbran, Thane of Red Fell\n\nDeck\n1 Lightnig Bolt (M10) 146',
    )
    const take = await within(dialog).findByRole(
      'button',
      { name: 'Use Lightning Bolt for “Lightnig Bolt” on line 5' },
      { timeout: 5000 },
    )
    await user.click(take)
    expect(within(dialog).getByLabelText('Decklist')).toHaveValue(
      'Commander\n1 Torbran, Thane of Red Fell\n\nDeck\n1 Lightning Bolt (M10) 146',
    )
    await vi.waitFor(() =>
      expect(within(dialog).queryByRole('list', { name: 'Not in the card pool' })).toBeNull(),
    )
  })

  it('notes the cards left out under Tokens', async () => {
    const dialog = openWith('Commander\n1 Torbran, Thane of Red Fell\n\nTokens\n2 Goblin')
    expect(
      await within(dialog).findByText(
        "Left out of the deck: 2 cards under “Tokens”, which aren't part of a Commander deck.",
      ),
    ).toBeInTheDocument()
  })
})

describe('replaceCardName', () => {
  it('changes the name on its line only, keeping the count, the printing and line ends', () => {
    const text = '1 Sol Rnig\r\n1 Lightnig  Bolt [M10:146] *F*\r\n1 Lightnig Bolt'
    expect(replaceCardName(text, 2, 'Lightnig Bolt', 'Lightning Bolt')).toBe(
      '1 Sol Rnig\r\n1 Lightning Bolt [M10:146] *F*\r\n1 Lightnig Bolt',
    )
    expect(replaceCardName(text, 9, 'Sol Rnig', 'Sol Ring')).toBe(text)
    expect(replaceCardName(text, 1, 'Nothing', 'Sol Ring')).toBe(text)
  })
})
