// @vitest-environment jsdom
/**
 * Privacy at one device (810.5): "Not now" on a curtain asks before it shows the other team's
 * hands; a card revealed to the other team (701.20a) is shown to it large, once, behind its own
 * curtain, and hidden again once it has seen it.
 */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { revealsAwaiting, zone } from '../../src/engine'
import { useUi } from '../../src/store'
import { creature, library, newGame } from '../fixtures/game'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

const secret = (owner: string) =>
  library(`Secret ${owner} card`, 40, (name) => creature(name, 2, 2))
const libraries = { A1: secret('A1'), A2: secret('A2'), B1: secret('B1'), B2: secret('B2') }

/** Whether any card of team A's hands is named anywhere in the page. */
const showsHandOfA = () => /Secret A[12] card/.test(document.body.innerHTML)

beforeEach(resetStores)

describe('"Not now" on the curtain', () => {
  it('asks "Show Team A\'s hands to Team B?" before showing them; "stay" keeps the curtain', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    act(() => useUi.getState().passTo('B'))
    expect(showsHandOfA()).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Not now — back to Team A' }))
    const question = screen.getByRole('alertdialog', { name: "Show Team A's hands to Team B?" })
    expect(showsHandOfA()).toBe(false)
    const stay = within(question).getByRole('button', { name: 'No, stay behind the curtain' })
    expect(stay).toHaveFocus()
    await user.click(stay)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Pass the device to Team B' })).toBeInTheDocument()
    expect(showsHandOfA()).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Not now — back to Team A' }))
    await user.click(screen.getByRole('button', { name: "Show Team A's hands" }))
    expect(screen.getByRole('main', { name: 'Table, seen from team A' })).toBeInTheDocument()
    expect(showsHandOfA()).toBe(true)
  })
})

describe('a card revealed to the other team', () => {
  it('waits behind their curtain, is shown large once, and is hidden again after they confirm', async () => {
    const user = userEvent.setup()
    renderTable(newGame({ libraries }))
    const id = zone(game(), 'A1', 'hand')[0] ?? ''
    const name = game().cards[id]?.data.name ?? ''
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    await user.click(screen.getByRole('menuitem', { name: 'Reveal this card to team B' }))

    // The device goes to team B: its curtain says something waits, and names nothing.
    const curtain = screen.getByRole('dialog', { name: 'Pass the device to Team B' })
    expect(curtain).toHaveTextContent('Team A revealed a card to you')
    expect(document.body.innerHTML).not.toContain(name)
    await user.click(within(curtain).getByRole('button', { name: 'We are Team B — show our side' }))

    const shown = screen.getByRole('dialog', { name: 'Team A reveals a card to Team B' })
    expect(shown).toHaveTextContent(name)
    expect(shown).toHaveTextContent("From A1's hand")
    expect(screen.queryByRole('main')).toBeNull()
    const seen = within(shown).getByRole('button', { name: 'We have seen it — hide it again' })
    expect(seen).toHaveFocus()
    await user.click(seen)

    expect(screen.getByRole('main', { name: 'Table, seen from team B' })).toBeInTheDocument()
    expect(revealsAwaiting(game(), 'B')).toEqual([])
    // Hidden again: A1's hand shows backs only; the log still says what was revealed.
    const handA1 = screen.getByRole('region', { name: "A1's hand" })
    expect(within(handA1).queryByRole('button', { name })).toBeNull()
    expect(screen.getByRole('log')).toHaveTextContent(`A1 revealed ${name}.`)
  })
})
