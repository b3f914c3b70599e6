// @vitest-environment jsdom
/**
 * In a room (issue 24) the table shows the room's code large with a QR code of the join link,
 * and the other team's undo ask as a dialog answered Agree or Decline.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { newRoomState } from '../../src/remote/remoteSession'
import { RoomLayer } from '../../src/remote/ui/RoomLayer'
import { useGame } from '../../src/store'
import { newGame } from '../fixtures/game'
import { resetStores } from './tableHarness'
import { fakeSession } from '../fixtures/fakeSession'

function enter(showCode: boolean, host = false) {
  const session = fakeSession()
  useGame.getState().enterRoom(session, {
    ...newRoomState('K7QX2', 'http://game.example', showCode, host),
    seats: ['B1', 'B2'],
    team: 'B',
  })
  return session
}

beforeEach(resetStores)

describe('the room over the table', () => {
  it('shows the code large with the join link as a QR code after the room is made', async () => {
    const user = userEvent.setup()
    enter(true)
    render(<RoomLayer />)
    const dialog = screen.getByRole('dialog', { name: 'Room K7QX2' })
    const link = `${window.location.origin}/?room=K7QX2`
    expect(
      within(dialog).getByRole('img', { name: `QR code of the join link ${link}` }),
    ).toBeVisible()
    expect(within(dialog).getByRole('link', { name: link })).toHaveAttribute('href', link)
    expect(screen.getByText('Seats on this device: B1, B2')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Go to the table' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Room K7QX2' }))
    expect(screen.getByRole('dialog', { name: 'Room K7QX2' })).toBeInTheDocument()
  })

  it("asks this device to agree to the other team's undo, by keyboard too", async () => {
    const user = userEvent.setup()
    const session = enter(false)
    render(<RoomLayer />)
    const room = useGame.getState().room
    if (!room) throw new Error('no room')
    useGame.setState({
      room: { ...room, ask: { askId: 'a1', kind: 'undo', by: ['A1'], what: 'A1 lost 3 life.' } },
    })
    const dialog = await screen.findByRole('dialog', { name: 'The other team asks' })
    expect(dialog).toHaveTextContent('A1 would like to undo: A1 lost 3 life.')
    // Nothing is undone by a stray Enter: focus starts on Decline.
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveFocus()
    await user.keyboard('{Tab}{Enter}')
    expect(session.answerUndo).toHaveBeenCalledWith(true)

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(session.answerUndo).toHaveBeenLastCalledWith(false)
  })

  it('leaves the room after asking once: the seats become free, the device goes to the setup', async () => {
    const user = userEvent.setup()
    const session = enter(false)
    render(<RoomLayer />)
    await user.click(screen.getByRole('button', { name: 'Leave room' }))
    const dialog = screen.getByRole('dialog', { name: 'Leave room K7QX2?' })
    expect(dialog).toHaveTextContent('Seats B1, B2 become free for anyone to take')
    // Focus starts on Stay: a stray Enter leaves nothing.
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(session.leave).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Leave room' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave room K7QX2?' })).getByRole('button', {
        name: 'Leave room',
      }),
    )
    expect(session.leave).toHaveBeenCalledTimes(1)
    expect(useGame.getState().room).toBeNull()
  })

  it('offers "Export the full game" to the host once the game is over, and to nobody before', async () => {
    const user = userEvent.setup()
    const session = enter(false, true)
    const { rerender } = render(<RoomLayer />)
    const game = newGame()
    useGame.setState({ game })
    rerender(<RoomLayer />)
    expect(screen.queryByRole('button', { name: 'Export the full game' })).toBeNull()
    useGame.setState({
      game: { ...game, outcome: { over: true, winner: 'A', loser: 'B', reason: 'life' } },
    })
    rerender(<RoomLayer />)
    await user.click(screen.getByRole('button', { name: 'Export the full game' }))
    expect(session.exportGame).toHaveBeenCalledTimes(1)
  })

  it('never offers the export to a device that did not create the room', () => {
    enter(false, false)
    useGame.setState({
      game: { ...newGame(), outcome: { over: true, winner: 'A', loser: 'B', reason: 'life' } },
    })
    render(<RoomLayer />)
    expect(screen.queryByRole('button', { name: 'Export the full game' })).toBeNull()
  })
})
