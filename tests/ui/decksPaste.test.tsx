// @vitest-environment jsdom
/**
 * Issue 27: a paste past the size a decklist file may have is refused with a clear message, and a
 * long list's report lists its first problems with a count of the rest.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCardIndex } from '../../src/deck'
import { useDeckLibrary } from '../../src/store/deckLibrary'
import { DeckImportDialog } from '../../src/ui/decks'
import { SHOWN_ITEMS } from '../../src/ui/decks/ReportSection'
import { basic, legend } from '../deck/cards'

const lookup = makeCardIndex([legend('Omnath, Locus of Mana', '{2}{G}'), basic('Forest')])

beforeEach(async () => {
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

function renderDialog() {
  render(<DeckImportDialog open onClose={vi.fn()} lookup={lookup} onImported={vi.fn()} />)
  return userEvent.setup()
}

describe('pasting a decklist', () => {
  it('over 1 MB is refused with a clear message, and the list stays as it was', async () => {
    const user = renderDialog()
    const list = screen.getByRole('textbox', { name: 'Decklist' })
    await user.click(list)
    await user.paste('1 Forest\n')
    await user.paste('1 Forest\n'.repeat(130_000))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This decklist is 1\.2 MB; a decklist may be at most 1 MB .*Nothing was pasted\.$/,
    )
    expect(list).toHaveValue('1 Forest\n')
  })

  it('saves every key typed, though Ctrl+Enter comes before typing pauses', async () => {
    const user = renderDialog()
    const list = screen.getByRole('textbox', { name: 'Decklist' })
    await user.click(list)
    await user.paste('Commander\n1 Omnath, Locus of Mana\n\nDeck\n')
    await user.type(list, '1 Forest{Control>}{Enter}{/Control}')
    await waitFor(() => expect(useDeckLibrary.getState().decks).toHaveLength(1))
    expect(useDeckLibrary.getState().decks[0]?.text).toBe(
      'Commander\n1 Omnath, Locus of Mana\n\nDeck\n1 Forest',
    )
  })

  it('of thousands of unknown lines lists the first ones and counts the rest', async () => {
    const user = renderDialog()
    await user.click(screen.getByRole('textbox', { name: 'Decklist' }))
    const lines = Array.from({ length: 2000 }, (_, i) => `1 Nonsense ${i}`)
    await user.paste(`Commander\n1 Omnath, Locus of Mana\n\nDeck\n${lines.join('\n')}`)
    const more = await screen.findByText(`…and ${2000 - SHOWN_ITEMS} more`, {}, { timeout: 5000 })
    const section = more.closest('ul')
    await waitFor(() => expect(section?.querySelectorAll('li')).toHaveLength(SHOWN_ITEMS + 1))
  })
})
