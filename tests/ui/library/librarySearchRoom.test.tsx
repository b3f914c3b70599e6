// @vitest-environment jsdom
/**
 * Searching a library across devices (issues 24 and 26): the device has only its view, where
 * every library is hidden, so the dialog asks the room for this player's library, lists what the
 * room sends this device, moves the chosen card by the id the list gave, and forgets the list
 * when it closes. Scry asks the room for the top cards, in order, the same way.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { card, viewFor, zone } from '../../../src/engine'
import { newRoomState } from '../../../src/remote/remoteSession'
import { useGame, useUi } from '../../../src/store'
import { LibrarySearchDialog } from '../../../src/ui/library/LibrarySearchDialog'
import { LibraryTopDialog } from '../../../src/ui/library/LibraryTopDialog'
import { newGame } from '../../fixtures/game'
import { resetStores } from '../tableHarness'
import { fakeSession } from '../../fixtures/fakeSession'

beforeEach(async () => {
  await resetStores()
})

function enterRoom() {
  const session = fakeSession()
  const whole = newGame()
  useGame.getState().enterRoom(session, {
    ...newRoomState('K7QX2', 'http://game.example', false),
    seats: ['A1'],
    team: 'A',
  })
  const view = viewFor(whole, { team: 'A' })
  useGame.setState({ game: view, fullGame: view })
  useUi.setState({ viewingTeam: 'A' })
  return { session, whole }
}

describe('the library search in a room', () => {
  it("lists only what the room sent this device, and searches by the list's ids", async () => {
    const user = userEvent.setup()
    const { session, whole } = enterRoom()
    const onClose = vi.fn()
    const { unmount } = render(<LibrarySearchDialog player="A1" onClose={onClose} />)
    expect(session.searchLibrary).toHaveBeenCalledWith('A1')
    // The view's library is hidden: nothing to list until the room answers.
    expect(screen.getByText('0 of 0 cards')).toBeInTheDocument()

    const cards = zone(whole, 'A1', 'library').map((id) => card(whole, id))
    const room = useGame.getState().room
    if (!room) throw new Error('no room')
    useGame.setState({ room: { ...room, search: { player: 'A1', cards } } })
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(`${cards.length} of ${cards.length} cards`)).toBeInTheDocument()
    const first = [...cards].sort(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    )[0]
    const label = within(dialog).getAllByRole('combobox', { name: /^Where .* goes$/ })[0]
    await user.selectOptions(label!, 'Hand')
    await user.click(within(dialog).getByRole('button', { name: 'Done: move 1 card' }))
    expect(session.dispatch).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'library/search',
        player: 'A1',
        found: [{ card: first?.id, to: 'hand' }],
      }),
      undefined,
    )
    expect(onClose).toHaveBeenCalled()
    unmount()
    expect(useGame.getState().room?.search).toBeNull()
  })

  it("lists nothing sent for another player's library", () => {
    enterRoom()
    const room = useGame.getState().room
    if (!room) throw new Error('no room')
    const whole = newGame()
    const cards = zone(whole, 'A2', 'library').map((id) => card(whole, id))
    useGame.setState({ room: { ...room, search: { player: 'A2', cards } } })
    render(<LibrarySearchDialog player="A1" onClose={vi.fn()} />)
    expect(screen.getByText('0 of 0 cards')).toBeInTheDocument()
  })

  it('scries 2 with the top cards the room sent, in their order, by their ids', async () => {
    const user = userEvent.setup()
    const { session, whole } = enterRoom()
    const { unmount } = render(<LibraryTopDialog player="A1" mode="scry" onClose={vi.fn()} />)
    const dialog = screen.getByRole('dialog', { name: "Scry: A1's library" })
    const howMany = within(dialog).getByRole('spinbutton', { name: /How many cards/ })
    await user.clear(howMany)
    await user.type(howMany, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Look' }))
    expect(session.searchLibrary).toHaveBeenCalledWith('A1', 2)

    const [first, second] = zone(whole, 'A1', 'library').slice(0, 2) as [string, string]
    const cards = [card(whole, first), card(whole, second)]
    const room = useGame.getState().room
    if (!room) throw new Error('no room')
    useGame.setState({ room: { ...room, search: { player: 'A1', cards, top: 2 } } })
    const name = cards[0]?.name === cards[1]?.name ? `${cards[0]?.name} 1` : cards[0]?.name
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: `Where ${name} goes` }),
      'Bottom',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(session.dispatch).toHaveBeenCalledWith(
      { type: 'library/arrangeTop', player: 'A1', kind: 'scry', top: [second], bottom: [first] },
      undefined,
    )
    unmount()
    expect(useGame.getState().room?.search).toBeNull()
  })
})
