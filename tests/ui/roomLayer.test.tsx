// @vitest-environment jsdom
/**
 * In a room (issue 24) the table shows the room's code large with a QR code of the join link,
 * and the other team's undo ask as a dialog answered Agree or Decline.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { newRoomState } from '../../src/remote/remoteSession'
import { RoomLayer } from '../../src/remote/ui/RoomLayer'
import { useGame, type GameSession } from '../../src/store'
import { resetStores } from './tableHarness'

function enter(showCode: boolean) {
  const session: GameSession = {
    perform: vi.fn(() => ({ ok: true as const, log: [] })),
    undo: vi.fn(),
    redo: vi.fn(),
    answerUndo: vi.fn(),
    leave: vi.fn(),
    searchLibrary: vi.fn(),
    exportGame: vi.fn(),
  }
  useGame.getState().enterRoom(session, {
    ...newRoomState('K7QX2', 'http://game.example', showCode),
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
    expect(dialog).toHaveTextContent('A1 ask to undo: A1 lost 3 life.')
    // Nothing is undone by a stray Enter: focus starts on Decline.
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveFocus()
    await user.keyboard('{Tab}{Enter}')
    expect(session.answerUndo).toHaveBeenCalledWith(true)

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(session.answerUndo).toHaveBeenLastCalledWith(false)
  })
})
