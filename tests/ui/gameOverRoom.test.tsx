// @vitest-environment jsdom
/**
 * The end of a game played across devices (issue 24): the device has only its view, whose
 * libraries are hidden, so the game-over dialog offers no rematch from it (a rematch is a new
 * room) and says so; Undo and New game stay.
 */
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { viewFor } from '../../src/engine'
import { newRoomState } from '../../src/remote/remoteSession'
import { useGame } from '../../src/store'
import { GameOverDialog } from '../../src/ui/life/GameOverDialog'
import { act, newGame } from '../fixtures/game'
import { resetStores } from './tableHarness'
import { fakeSession } from '../fixtures/fakeSession'

beforeEach(resetStores)

const over = () => act(newGame(), { type: 'player/concede', player: 'B1' })

describe('the game-over dialog in a room', () => {
  it('offers no rematch from a view, and says where one starts', async () => {
    const session = fakeSession()
    useGame.getState().enterRoom(session, newRoomState('K7QX2', 'http://game.example', false))
    const view = viewFor(over(), { team: 'A' })
    useGame.setState({ game: view, fullGame: view })
    render(<GameOverDialog onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Team A wins' })
    expect(within(dialog).queryByRole('button', { name: 'Rematch' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'New game' })).toBeInTheDocument()
    expect(dialog).toHaveTextContent('a rematch starts from the setup screen as a new room')
  })

  it('still offers the rematch on one device', async () => {
    useGame.getState().loadGame(over())
    render(<GameOverDialog onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Team A wins' })
    expect(within(dialog).getByRole('button', { name: 'Rematch' })).toBeInTheDocument()
  })
})
