// @vitest-environment jsdom
/**
 * Names are data, never markup (issue 9): a player name, a saved deck name and a card name made
 * of HTML show as the very text typed, and no element or script comes out of them.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../src/App'
import { useGame } from '../../src/store'
import { saveDeck, useDeckLibrary } from '../../src/store/deckLibrary'
import { resetStores } from './tableHarness'

const CARD = '<img src=x onerror="window.__pwned=1">'
/** The name field holds 24 characters. */
const PLAYER = '<svg onload=alert(1)>Ana'
const DECK = '<b onmouseover="window.__pwned=3">Bold</b> & <i>deck</i>'

declare global {
  interface Window {
    __pwned?: number
  }
}

/** Nothing the names hold became an element or ran. */
function expectNothingInjected(): void {
  expect(document.querySelectorAll('script, svg[onload]')).toHaveLength(0)
  expect(
    document.querySelectorAll('img[src="x"], [onerror], [onmouseover], [onload]'),
  ).toHaveLength(0)
  expect(window.__pwned).toBeUndefined()
}

beforeEach(async () => {
  await resetStores()
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
  delete window.__pwned
})

describe('hostile names', () => {
  it('show as text on the setup screen, the table, a card and the log', async () => {
    await saveDeck({ name: DECK, text: '1 Torbran, Thane of Red Fell *CMDR*\n99 Mountain\n' })
    const user = userEvent.setup()
    render(<App />)

    // Setup: a saved deck named with markup is offered by its name as written.
    const deckChoice = await screen.findByRole('combobox', { name: 'Deck for A1' })
    await waitFor(() =>
      expect(within(deckChoice).getByRole('option', { name: DECK })).toBeInTheDocument(),
    )
    const nameField = screen.getByRole('textbox', { name: 'Player A1 name' })
    await user.clear(nameField)
    // user.type would read "<" and "{" as key names; paste puts the characters in as they are.
    await user.click(nameField)
    await user.paste(PLAYER)
    expect(nameField).toHaveValue(PLAYER)
    expectNothingInjected()

    await user.click(screen.getByRole('checkbox', { name: 'Skip mulligans' }))
    await user.click(screen.getByRole('button', { name: 'Start game' }))
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'We are Team A — show our side' },
        { timeout: 10_000 },
      ),
    )
    await screen.findByRole('button', { name: 'Undo' }, { timeout: 10_000 })
    expect(useGame.getState().game?.players['A1']?.name).toBe(PLAYER)
    expect((await screen.findAllByText(PLAYER, { exact: false })).length).toBeGreaterThan(0)

    // A card conjured from outside the game with markup for a name, onto the battlefield.
    const conjured = useGame.getState().dispatch({
      type: 'card/conjure',
      player: 'A1',
      data: { name: CARD, type_line: 'Artifact', oracle_text: CARD, layout: 'normal' },
      to: 'battlefield',
    })
    expect(conjured).toBe(true)
    const cardButtons = await screen.findAllByRole('button', { name: new RegExp(escape(CARD)) })
    expect(cardButtons.some((button) => button.textContent?.includes(CARD))).toBe(true)
    // The log line names both the player and the card, as text.
    const logLine = [...document.querySelectorAll('li')].find((li) =>
      li.textContent?.includes(CARD),
    )
    expect(logLine?.textContent).toContain(PLAYER)
    expect(logLine?.innerHTML).toContain('&lt;img src=x onerror="window.__pwned=1"&gt;')
    expectNothingInjected()
  }, 60_000)
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
