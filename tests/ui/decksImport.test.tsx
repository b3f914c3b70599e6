// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCardIndex, type Deck } from '../../src/deck'
import { listDecks, saveDeck, useDeckLibrary, type SavedDeck } from '../../src/store/deckLibrary'
import { DeckImportDialog } from '../../src/ui/decks'
import { basic, card, legend, SOL_RING } from '../deck/cards'

const OMNATH = legend('Omnath, Locus of Mana', '{2}{G}', {
  type_line: 'Legendary Creature — Elemental',
})
const LAVINIA = legend('Lavinia, Azorius Renegade', '{W}{U}')
const FOREST = basic('Forest')
const CULTIVATE = card('Cultivate', { type_line: 'Sorcery', mana_cost: '{2}{G}' })
const lookup = makeCardIndex([OMNATH, LAVINIA, FOREST, SOL_RING, CULTIVATE])

/** Mono-green commander and 99 Forests: 100 cards, legal for Commander Duo. */
const LEGAL = 'Commander\n1 Omnath, Locus of Mana\n\nDeck\n99 Forest'

beforeEach(async () => {
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

function renderDialog(
  props: { onClose?: () => void; onImported?: (deck: SavedDeck) => void; teammateDeck?: Deck } = {},
) {
  const onClose = props.onClose ?? vi.fn()
  const onImported = props.onImported ?? vi.fn()
  render(
    <DeckImportDialog
      open
      onClose={onClose}
      lookup={lookup}
      onImported={onImported}
      {...(props.teammateDeck ? { teammateDeck: props.teammateDeck } : {})}
    />,
  )
  return { user: userEvent.setup(), onClose, onImported }
}

async function pasteList(user: ReturnType<typeof userEvent.setup>, text: string): Promise<void> {
  await user.click(screen.getByRole('textbox', { name: 'Decklist' }))
  await user.paste(text)
}

describe('DeckImportDialog', () => {
  it('is a labelled modal dialog with the fields and buttons', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Import a deck' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('textbox', { name: 'Deck name' })).toHaveFocus()
    expect(within(dialog).getByRole('textbox', { name: 'Decklist' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Load from file')).toHaveAttribute('type', 'file')
    expect(within(dialog).getByRole('button', { name: 'Save deck' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it('renders nothing while closed', () => {
    render(<DeckImportDialog open={false} onClose={vi.fn()} lookup={lookup} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows a legal 100-card deck as legal, with the count', async () => {
    const { user } = renderDialog()
    await pasteList(user, LEGAL)
    expect(await screen.findByText('Legal for Commander Duo')).toBeInTheDocument()
    expect(screen.getByText('99 cards + 1 commander = 100')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save deck' })).toBeEnabled()
  })

  it('names the card and the rule when a commander has two colours', async () => {
    const { user } = renderDialog()
    await pasteList(user, 'Commander\n1 Lavinia, Azorius Renegade\n\nDeck\n99 Forest')
    const rule = await screen.findByRole('list', {
      name: 'Commander colours: at most one each (Commander Duo)',
    })
    expect(within(rule).getByRole('listitem')).toHaveTextContent(
      'Lavinia, Azorius Renegade has a colour identity of white and blue; each Commander Duo commander may have at most one colour',
    )
    expect(screen.queryByText('Legal for Commander Duo')).not.toBeInTheDocument()
  })

  it('lists a name the card pool does not know, with its line', async () => {
    const { user } = renderDialog()
    await pasteList(user, `${LEGAL}\n1 Sol Rnig`)
    const unknown = await screen.findByRole('list', { name: 'Not in the card pool' })
    expect(within(unknown).getByRole('listitem')).toHaveTextContent('Line 6 — Sol Rnig')
  })

  it('shows a line that cannot be read, with its line number', async () => {
    const { user } = renderDialog()
    await pasteList(user, 'Commander\n1 Omnath, Locus of Mana\n\n-1 Sol Ring\n98 Forest')
    const unread = await screen.findByRole('list', { name: 'Lines that could not be read' })
    expect(within(unread).getByRole('listitem')).toHaveTextContent(/^Line 4: /)
  })

  it('says how to mark a commander when no line is one', async () => {
    const { user } = renderDialog()
    await pasteList(user, '1 Omnath, Locus of Mana\n99 Forest')
    expect(
      await screen.findByText(
        'Mark your commander: put it under a "Commander" heading, or add *CMDR* after its name (Moxfield).',
      ),
    ).toBeInTheDocument()
  })

  it('accepts a Moxfield *CMDR* marker as the commander', async () => {
    const { user } = renderDialog()
    await pasteList(user, '1 Omnath, Locus of Mana *CMDR*\n99 Forest')
    expect(await screen.findByText('Legal for Commander Duo')).toBeInTheDocument()
  })

  it('checks the team-wide singleton against the teammate’s deck', async () => {
    const teammate: Deck = { commanders: [OMNATH], cards: [SOL_RING] }
    const { user } = renderDialog({ teammateDeck: teammate })
    await pasteList(user, 'Commander\n1 Omnath, Locus of Mana\n\nDeck\n1 Sol Ring\n98 Forest')
    const team = await screen.findByRole('list', {
      name: 'Team singleton: no nonland card in both decks (Commander Duo)',
    })
    expect(within(team).getByText(/Sol Ring/)).toBeInTheDocument()
    expect(screen.getByText('Checked together with your teammate’s deck.')).toBeInTheDocument()
  })

  it('saves a legal deck, hands it back and closes', async () => {
    const { user, onClose, onImported } = renderDialog()
    await user.type(screen.getByRole('textbox', { name: 'Deck name' }), 'Omnath Ramp')
    await pasteList(user, LEGAL)
    await screen.findByText('Legal for Commander Duo')
    await user.click(screen.getByRole('button', { name: 'Save deck' }))

    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1))
    const saved = await listDecks()
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ name: 'Omnath Ramp', text: LEGAL })
    expect(onImported).toHaveBeenCalledWith(saved[0])
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(useDeckLibrary.getState().decks).toEqual(saved)
  })

  it('names an unnamed deck after its commander', async () => {
    const { user } = renderDialog()
    await pasteList(user, LEGAL)
    await screen.findByText('Legal for Commander Duo')
    await user.click(screen.getByRole('button', { name: 'Save deck' }))
    await waitFor(async () => expect(await listDecks()).toHaveLength(1))
    expect((await listDecks())[0]?.name).toBe('Omnath, Locus of Mana')
  })

  it('still saves a deck with problems, and keeps its report open', async () => {
    const { user, onClose, onImported } = renderDialog()
    await user.type(screen.getByRole('textbox', { name: 'Deck name' }), 'Too small')
    await pasteList(user, 'Commander\n1 Omnath, Locus of Mana\n\nDeck\n9 Forest')
    await screen.findByText('1 problem to fix')
    await user.click(screen.getByRole('button', { name: 'Save deck' }))

    expect(await screen.findByText(/Saved “Too small” with 1 problem left/)).toBeInTheDocument()
    expect(onImported).toHaveBeenCalledTimes(1)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('list', { name: /^Deck size/ })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('asks before replacing a saved deck with the same name', async () => {
    await saveDeck({ name: 'Omnath Ramp', text: '1 Sol Ring' })
    const { user, onImported } = renderDialog()
    await user.type(screen.getByRole('textbox', { name: 'Deck name' }), 'Omnath Ramp')
    await pasteList(user, LEGAL)
    await user.click(screen.getByRole('button', { name: 'Save deck' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A deck named “Omnath Ramp” is already saved.',
    )
    expect(onImported).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Replace saved deck' }))
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1))
    const decks = await listDecks()
    expect(decks).toHaveLength(1)
    expect(decks[0]?.text).toBe(LEGAL)
  })

  it('loads a decklist from a file', async () => {
    const { user } = renderDialog()
    const file = new File([LEGAL], 'Omnath Ramp.txt', { type: 'text/plain' })
    await user.upload(screen.getByLabelText('Load from file'), file)

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Decklist' })).toHaveValue(LEGAL),
    )
    expect(screen.getByRole('textbox', { name: 'Deck name' })).toHaveValue('Omnath Ramp')
    expect(await screen.findByText('Legal for Commander Duo')).toBeInTheDocument()
  })
})

describe('DeckImportDialog keyboard', () => {
  function Opener({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Import deck…
        </button>
        <DeckImportDialog
          open={open}
          lookup={lookup}
          onClose={() => {
            onClose()
            setOpen(false)
          }}
        />
      </>
    )
  }

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(<Opener onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Import deck…' })
    await user.click(opener)
    expect(screen.getByRole('dialog', { name: 'Import a deck' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Opener onClose={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Import deck…' }))
    const dialog = screen.getByRole('dialog', { name: 'Import a deck' })
    const close = within(dialog).getByRole('button', { name: 'Close “Import a deck”' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })

    // With an empty list Save deck is disabled, so Cancel is the last control.
    cancel.focus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(cancel).toHaveFocus()
    for (let step = 0; step < 8; step += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })
})
