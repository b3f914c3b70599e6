// @vitest-environment jsdom
/**
 * The setup screen's choice between one device and several (issue 24): the join form reads the
 * room's seats from the game server, lets a device pick free seats of one team (or none) and the
 * password, and joins; the create form takes this device's seats and a password. The game
 * server's client (connect.ts) and fetch are stand-ins here; the room's own tests are in
 * tests/server.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../src/App'
import { resetStores } from './tableHarness'

const connect = vi.hoisted(() => {
  class RoomProblem extends Error {
    constructor(
      readonly detail: { key: string; ns: string },
      english: string,
    ) {
      super(english)
    }
  }
  return { createRoom: vi.fn(), joinRoom: vi.fn(), rejoin: vi.fn(), RoomProblem }
})
vi.mock('../../src/remote/connect', () => connect)

const ROOM = {
  code: 'K7QX2',
  password: true,
  seats: [
    { id: 'A1', name: 'A1 Ana', team: 'A', taken: true },
    { id: 'A2', name: 'A2 Bo', team: 'A', taken: false },
    { id: 'B1', name: 'B1 Cy', team: 'B', taken: false },
    { id: 'B2', name: 'B2 Dev', team: 'B', taken: false },
  ],
}

const fetchRoom = vi.fn<(url: string) => Promise<Response>>()

beforeEach(async () => {
  await resetStores()
  await clear()
  sessionStorage.clear()
  vi.clearAllMocks()
  fetchRoom.mockImplementation((url) =>
    Promise.resolve(
      url.endsWith('/api/rooms/K7QX2')
        ? new Response(JSON.stringify(ROOM), { status: 200 })
        : new Response(JSON.stringify({ message: 'There is no room.' }), { status: 404 }),
    ),
  )
  vi.stubGlobal('fetch', fetchRoom)
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

async function chooseAcross(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Play across devices/ }))
  return screen.findByRole('group', { name: 'Join a room' })
}

describe('how to play', () => {
  it('plays on this device unless across devices is chosen, which offers joining and creating', async () => {
    const user = userEvent.setup()
    render(<App />)
    expect(await screen.findByRole('radio', { name: /Play on this device/ })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Start game' })).toBeInTheDocument()

    await chooseAcross(user)
    expect(screen.getByRole('textbox', { name: 'Game server address' })).toHaveValue(
      window.location.origin,
    )
    expect(screen.getByRole('group', { name: 'Create a room' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start game' })).toBeNull()
  })
})

describe('joining a room', () => {
  it("shows the room's seats, keeps a device to one team's free seats, and joins with the password", async () => {
    const user = userEvent.setup()
    render(<App />)
    const join = await chooseAcross(user)
    await user.type(within(join).getByRole('textbox', { name: 'Room code' }), 'k7qx2{Enter}')

    const seats = await within(join).findByRole('group', { name: 'Seats in room K7QX2' })
    expect(fetchRoom).toHaveBeenCalledWith(`${window.location.origin}/api/rooms/K7QX2`)
    expect(within(seats).getByRole('checkbox', { name: 'A1 Ana (A1), taken' })).toBeDisabled()
    const joinButton = within(join).getByRole('button', { name: 'Join room' })

    await user.click(within(seats).getByRole('checkbox', { name: 'A2 Bo (A2)' }))
    await user.click(within(seats).getByRole('checkbox', { name: 'B1 Cy (B1)' }))
    expect(within(seats).getByRole('alert')).toHaveTextContent(/one team only/)
    expect(joinButton).toBeDisabled()

    await user.click(within(seats).getByRole('checkbox', { name: 'A2 Bo (A2)' }))
    await user.type(within(join).getByLabelText('Room password'), 'owls')
    await user.click(joinButton)
    expect(connect.joinRoom).toHaveBeenCalledWith({
      server: window.location.origin,
      code: 'K7QX2',
      seats: ['B1'],
      password: 'owls',
    })
  })

  it("says the server's own words when it refuses a lookup (too many codes tried)", async () => {
    const words = 'TOO_MANY_TRIES: Too many room codes that name no room were tried. Wait 4 s.'
    fetchRoom.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 429, error: words }), { status: 429 }),
    )
    const user = userEvent.setup()
    render(<App />)
    const join = await chooseAcross(user)
    await user.type(within(join).getByRole('textbox', { name: 'Room code' }), 'ZZZZZ{Enter}')
    expect(await within(join).findByRole('alert')).toHaveTextContent(
      `The game server refused: ${words}`,
    )
  })

  it('says when the code names no room, and when the password is wrong', async () => {
    const user = userEvent.setup()
    render(<App />)
    const join = await chooseAcross(user)
    const code = within(join).getByRole('textbox', { name: 'Room code' })
    await user.type(code, 'ZZZZZ')
    await user.click(within(join).getByRole('button', { name: 'Find room' }))
    expect(await within(join).findByRole('alert')).toHaveTextContent(
      'There is no room with that code.',
    )

    connect.joinRoom.mockRejectedValueOnce(
      new connect.RoomProblem({ key: 'rooms.problem.password', ns: 'rooms' }, 'BAD_PASSWORD'),
    )
    await user.clear(code)
    await user.type(code, 'K7QX2')
    await user.click(within(join).getByRole('button', { name: 'Find room' }))
    await user.click(await within(join).findByRole('button', { name: 'Join room' }))
    expect(await within(join).findByRole('alert')).toHaveTextContent(
      "The room's password is not right.",
    )
    // No seat picked: the device joins as the table screen.
    expect(connect.joinRoom).toHaveBeenCalledWith(expect.objectContaining({ seats: [] }))
  })

  it("opens a join link on joining that room, with its seats shown and the page's game left alone", async () => {
    window.history.replaceState(null, '', '/?room=k7qx2')
    render(<App />)
    expect(await screen.findByRole('radio', { name: /Play across devices/ })).toBeChecked()
    expect(await screen.findByRole('group', { name: 'Seats in room K7QX2' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Room code' })).toHaveValue('K7QX2')
    expect(screen.queryByRole('group', { name: 'Create a room' })).toBeNull()
  })
})

describe('creating a room', () => {
  it("creates it with the form's decks, this device's seats and a password", async () => {
    const user = userEvent.setup()
    render(<App />)
    await chooseAcross(user)
    const create = screen.getByRole('group', { name: 'Create a room' })
    await user.click(within(create).getByRole('checkbox', { name: 'B1 Cleo (B1)' }))
    await user.click(within(create).getByRole('checkbox', { name: 'B2 Dev (B2)' }))
    await user.type(within(create).getByLabelText('Password (optional)'), 'owls')
    const button = within(create).getByRole('button', { name: 'Create room' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)

    await waitFor(() => expect(connect.createRoom).toHaveBeenCalledOnce())
    const request = connect.createRoom.mock.calls[0]?.[0] as {
      setup: { teams: { players: { id: string; name: string }[] }[] }
    }
    expect(request).toMatchObject({
      server: window.location.origin,
      seats: ['B1', 'B2'],
      password: 'owls',
    })
    expect(request.setup.teams.flatMap((t) => t.players.map((p) => p.name))).toEqual([
      'A1 Ana',
      'A2 Ben',
      'B1 Cleo',
      'B2 Dev',
    ])
  })
})

describe('a reload in a room', () => {
  it('rejoins the seats this tab held, with their token', async () => {
    const held = { server: 'http://game.example:2567', code: 'K7QX2', token: 'tok-b' }
    sessionStorage.setItem('duotable.room', JSON.stringify(held))
    connect.rejoin.mockResolvedValueOnce(true)
    render(<App />)
    await waitFor(() => expect(connect.rejoin).toHaveBeenCalledWith(held))
  })

  it('starts as without a room when the room no longer takes the token', async () => {
    sessionStorage.setItem(
      'duotable.room',
      JSON.stringify({ server: 'http://game.example:2567', code: 'K7QX2', token: 'old' }),
    )
    connect.rejoin.mockResolvedValueOnce(false)
    render(<App />)
    expect(await screen.findByRole('radio', { name: /Play on this device/ })).toBeChecked()
  })
})
