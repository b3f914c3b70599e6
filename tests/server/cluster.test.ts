/**
 * Several game-server processes over one Redis (issue 25), as `npm run serve -- --processes 2`
 * starts them: real processes, Debian's redis-server, devices through Colyseus's own client.
 * A room code made on one process works from the other; killing the process that holds a game
 * loses none of it, and the devices get their seats back by their tokens.
 */
import '../../server/nodeWebSocket'
import { Client, type Room } from '@colyseus/sdk'
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { loadRoom } from '../../server/roomJournal'
import { sampleSetup } from '../fixtures/sampleGame'
import { clusterForFile } from './clusterProcesses'
import { PROTOCOL_VERSION } from '../../src/shared/protocol/version'

interface View {
  game: GameState
  canUndo: boolean
}

/** A device: its room and every view and refusal it got. */
async function device(join: Promise<Room>) {
  const room = await join
  const views: View[] = []
  const seats: { token: string | null }[] = []
  room.onMessage('view', (m: View) => views.push(m))
  room.onMessage('seat', (m: { token: string | null }) => seats.push(m))
  room.onMessage('*', () => undefined)
  const viewCount = async (n: number): Promise<View> => {
    for (let waited = 0; waited < 5000; waited += 10) {
      const view = views[n - 1]
      if (view) return view
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`No view #${n} within 5 s (got ${views.length}).`)
  }
  const token = async (): Promise<string> => {
    for (let waited = 0; waited < 5000 && !seats[0]; waited += 10) {
      await new Promise((r) => setTimeout(r, 10))
    }
    return seats[0]?.token ?? ''
  }
  return { room, views, viewCount, token }
}

async function reservationFrom(port: number, code: string, options: object) {
  const response = await fetch(`http://127.0.0.1:${port}/matchmake/joinById/${code}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(options),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    name: string
    processId: string
    roomId: string
    sessionId: string
  }
}

const running = clusterForFile('cluster', { port: 2621, redisPort: 6391 })

/**
 * Joins by seat token as a device's recovery does (src/remote/recovery.ts): a restarting process
 * or a room not yet loaded again answers with an error, so it tries again for a while.
 */
async function rejoinByToken<R>(join: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await join()
    } catch (error) {
      if (attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * Math.min(attempt, 4)))
    }
  }
}

describe('two game-server processes', () => {
  it('answer for a room made on either one: lookup, seat reservation and play', async () => {
    const a = await device(
      new Client(running.cluster.origin).create('duo', {
        protocol: PROTOCOL_VERSION,
        setup: sampleSetup(7),
        seats: ['A1'],
      }),
    )
    const code = a.room.roomId
    await a.viewCount(1)
    const [p1, p2] = [running.cluster.workers.get('p1'), running.cluster.workers.get('p2')]
    if (!p1 || !p2) throw new Error('two processes')

    // Each process answers the lookup, whichever holds the room.
    for (const { port } of [p1, p2]) {
      const response = await fetch(`http://127.0.0.1:${port}/api/rooms/${code.toLowerCase()}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        code,
        password: false,
        seats: expect.arrayContaining([
          expect.objectContaining({ id: 'A1', taken: true }),
          expect.objectContaining({ id: 'B1', taken: false }),
        ]),
      })
    }
    // Each reserves a seat in it, naming the process that holds it.
    const fromP1 = await reservationFrom(p1.port, code, {
      protocol: PROTOCOL_VERSION,
      seats: ['B1'],
    })
    const fromP2 = await reservationFrom(p2.port, code, {
      protocol: PROTOCOL_VERSION,
      seats: ['B1'],
    })
    expect(fromP1.processId).toBe(fromP2.processId)
    expect([p1.processId, p2.processId]).toContain(fromP1.processId)
    const other = fromP1.processId === p1.processId ? fromP2 : fromP1

    // The device that reserved through the process without the room plays through the front.
    const b = await device(new Client(running.cluster.origin).consumeSeatReservation(other))
    await b.viewCount(1)
    b.room.send('action', { action: { type: 'life/lose', player: 'B2', amount: 4 } })
    const seenByA = await a.viewCount(2)
    expect(seenByA.game.teams.B.life).toBe((await b.viewCount(1)).game.teams.B.life - 4)
    await a.room.leave(true)
    await b.room.leave(true)
  })

  it('lose no game when the process holding it is killed: the seats come back by token', async () => {
    const a = await device(
      new Client(running.cluster.origin).create('duo', {
        protocol: PROTOCOL_VERSION,
        setup: sampleSetup(8),
        seats: ['A1', 'A2'],
      }),
    )
    const code = a.room.roomId
    const token = await a.token()
    await a.viewCount(1)
    a.room.send('action', { action: { type: 'library/draw', player: 'A1', count: 2 } })
    a.room.send('action', { action: { type: 'life/lose', player: 'B1', amount: 3 } })
    a.room.send('action', { action: { type: 'library/draw', player: 'A2' } })
    const beforeKill = await a.viewCount(4)
    const afterTwo = a.views[2] as View

    const holderId = (await reservationFrom(running.cluster.workers.get('p1')?.port ?? 0, code, {}))
      .processId
    const [slot, holder] =
      [...running.cluster.workers].find(([, w]) => w.processId === holderId) ?? []
    if (!holder) throw new Error(`no process ${holderId}`)
    // Colyseus's client first tries to reconnect its session (even this soon after joining):
    // the front passes the socket to a live process, which no longer knows the session.
    a.room.reconnection.minUptime = 0
    const left = new Promise<number>((resolve) => a.room.onLeave((c) => resolve(c)))
    const logFrom = running.cluster.log.length
    process.kill(holder.pid, 'SIGKILL')

    // The device's connection ends for good, not by its own leave (CONSENTED would be 4000):
    // FAILED_TO_RECONNECT, which sends the remote session to rejoin by token.
    expect(await left).toBe(4003)
    const killedAt = Date.now()
    const back = await rejoinByToken(() =>
      new Client(running.cluster.origin).joinById(code, { protocol: PROTOCOL_VERSION, token }),
    )
    const again = await device(Promise.resolve(back))
    const resumed = await again.viewCount(1)
    const rejoinMs = Date.now() - killedAt
    expect(resumed.game).toEqual(beforeKill.game)
    expect(resumed.canUndo).toBe(true)
    expect(rejoinMs).toBeLessThan(10_000)

    // The whole history came back: the last step undoes to the state before it.
    again.room.send('undo', {})
    expect((await again.viewCount(2)).game).toEqual(afterTwo.game)
    const file = loadRoom(running.dataDir, code)
    expect(file.ok && file.room.moves.map((m) => m.type)).toEqual([
      'library/draw',
      'life/lose',
      'library/draw',
      'undo',
    ])
    // And the supervisor started the killed process again.
    await running.cluster.waitForLine(new RegExp(`Process ${slot} ready`), 10_000, logFrom)
    await again.room.leave(true)
  })
})
