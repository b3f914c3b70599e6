/**
 * One Commander Duo game as a Colyseus room (issue 24). The room holds the only full state and
 * its history; the pure engine decides every rule (tryAction). A device sends an action of the
 * engine's own union; the room checks the message's shape (valibot), that the device holds the
 * seat the action acts for (authority.ts), runs the engine, saves the room, and sends every
 * device the game as its team may see it (viewFor) — one `client.send` per device, so no device
 * ever receives another team's hidden cards. A refused message changes nothing.
 */
import { matchMaker, Room, ServerError, type Client } from '@colyseus/core'
import * as v from 'valibot'
import {
  actionFromView,
  checkState,
  createGame,
  seenBy,
  tryAction,
  viewFor,
  type Action,
  type GameSetup,
  type GameState,
  type PlayerId,
  type TeamId,
  type Viewer,
} from '../src/engine'
import { HISTORY_LIMIT } from '../src/store/history'
import { englishOf } from '../src/store/words'
import { parseAction } from './actionSchema'
import { cardsNamed, refusal } from './authority'
import { ActionMessage, CreateOptions, JoinOptions, problemOf, TO_DEVICE } from './messages'
import { hashPassword, passwordMatches } from './password'
import { newRoomCode } from './roomCodes'
import { readRoom, roomSaved, writeRoom, type MoveNote, type RoomRecord } from './roomFile'
import type { RoomSummary } from './roomsApi'
import { claimSeats, holdOf, seatSummaries, teamOfSeats, type SeatHold } from './seats'

export interface DuoRoomConfig {
  /** Where each room's file lives. */
  dataDir: string
  /** How long a dropped device's connection waits for it (its seats wait for ever). */
  reconnectSeconds: number
  /** Room ids saved on disk that the server may bring back (gameServer.ts fills it). */
  resumable: Set<string>
}

/** What one connected device holds. */
interface Device {
  token: string | null
  seats: PlayerId[]
  team: TeamId | null
}

/** The room options a resumed room is created with (never honoured for an unknown id). */
export interface ResumeOptions {
  resume: string
}

export type DuoRoomType = ReturnType<typeof duoRoomType>

/** The room class for one server: its data directory and resumable rooms close over it. */
export function duoRoomType(config: DuoRoomConfig) {
  return class DuoRoom extends Room {
    private record!: RoomRecord
    private revision = 0
    private readonly devices = new Map<string, Device>()

    override async onCreate(options: unknown): Promise<void> {
      // A game waits for its players however long they are away (issue 24: nothing lost).
      this.autoDispose = false
      this.record = await this.startingRecord(options)
      this.roomId = this.record.roomId
      this.save()
      this.onMessage('action', (client, message: unknown) => this.onAction(client, message))
      this.onMessage('*', (client, type) => {
        this.refuse(client, 'UNKNOWN_MESSAGE', `The room has no message "${String(type)}".`)
      })
    }

    override async onJoin(client: Client, options: unknown): Promise<void> {
      const problem = problemOf(JoinOptions, options ?? {})
      if (problem !== null) throw new ServerError(400, `Bad join options: ${problem}`)
      const { seats, token, password } = v.parse(JoinOptions, options ?? {})
      const hold = await this.holdFor(token, seats, password)
      const device: Device = {
        token: hold?.token ?? null,
        seats: hold?.seats ?? [],
        team: hold ? teamOfSeats(this.record.game, hold.seats) : null,
      }
      this.devices.set(client.sessionId, device)
      client.send(TO_DEVICE.seat, { token: device.token, seats: device.seats, team: device.team })
      this.sendView(client, device, null)
    }

    override onDrop(client: Client): void {
      // Colyseus reconnection: the same device comes back into the same session.
      this.allowReconnection(client, config.reconnectSeconds).catch(() => undefined)
    }

    override onReconnect(client: Client): void {
      const device = this.devices.get(client.sessionId)
      if (device) this.sendView(client, device, null)
    }

    override onLeave(client: Client): void {
      // The seats stay held by their token: a rejoin with it gets them back.
      this.devices.delete(client.sessionId)
    }

    /** The game, as the tests and a host's export see it whole. */
    get game(): GameState {
      return this.record.game
    }

    /** What a joining device may know before it joins (GET /api/rooms/<CODE>). */
    summary(): RoomSummary {
      const { roomId, game, holds, passwordHash } = this.record
      return {
        code: roomId,
        password: passwordHash !== undefined,
        seats: seatSummaries(game, holds),
      }
    }

    get moves(): readonly MoveNote[] {
      return this.record.moves
    }

    /** The states before this one (oldest first) and after it (an undo's future). */
    get history(): { past: readonly GameState[]; future: readonly GameState[] } {
      return { past: this.record.past, future: this.record.future }
    }

    private async startingRecord(options: unknown): Promise<RoomRecord> {
      const resume = (options as Partial<ResumeOptions> | undefined)?.resume
      if (typeof resume === 'string' && config.resumable.delete(resume)) {
        const read = readRoom(config.dataDir, resume)
        if (!read.ok) {
          throw new ServerError(500, `Room ${resume} cannot be resumed: ${read.problem}`)
        }
        this.revision = read.room.moves.length
        return read.room
      }
      const problem = problemOf(CreateOptions, options)
      if (problem !== null) throw new ServerError(400, `Bad room options: ${problem}`)
      const { setup, password } = v.parse(CreateOptions, options)
      let game: GameState
      try {
        game = createGame(setup as GameSetup)
      } catch (error) {
        throw new ServerError(400, `The game cannot start: ${String(error)}`)
      }
      const sanity = checkState(game)
      if (sanity) throw new ServerError(400, `The game cannot start: ${englishOf(sanity)}`)
      const passwordHash = password === undefined ? undefined : await hashPassword(password)
      // The room's id is its code (PROTOCOL-24 item 1): free among live and saved rooms.
      const roomId = newRoomCode(
        (code) =>
          roomSaved(config.dataDir, code) ||
          config.resumable.has(code) ||
          matchMaker.getLocalRoomById(code) !== undefined,
      )
      const record: RoomRecord = { roomId, holds: [], moves: [], game, past: [], future: [] }
      return passwordHash === undefined ? record : { ...record, passwordHash }
    }

    /** The hold a join gets: its token's, new seats (behind the room's password), or none. */
    private async holdFor(
      token: string | undefined,
      seats: string[] | undefined,
      password: string | undefined,
    ): Promise<SeatHold | null> {
      if (token !== undefined) {
        const held = holdOf(this.record.holds, token)
        if (!held) throw new ServerError(403, 'That seat token does not belong to this room.')
        return held
      }
      if (!seats || seats.length === 0) return null
      const hash = this.record.passwordHash
      if (
        hash !== undefined &&
        !(password !== undefined && (await passwordMatches(password, hash)))
      ) {
        throw new ServerError(401, "BAD_PASSWORD: The room's password is not right.")
      }
      const claim = claimSeats(this.record.game, this.record.holds, seats)
      if (!claim.ok) throw new ServerError(409, claim.problem)
      this.record.holds.push(claim.hold)
      this.save()
      return claim.hold
    }

    private onAction(client: Client, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const envelope = problemOf(ActionMessage, message)
      if (envelope !== null) return this.refuse(client, 'BAD_MESSAGE', envelope)
      const parsed = parseAction((message as { action: unknown }).action)
      if (!parsed.ok) return this.refuse(client, 'BAD_ACTION', parsed.problem)
      const { game } = this.record
      // The device names hidden cards by its view's ids; the engine needs the real ones.
      const action: Action = actionFromView(game, parsed.action)
      const notYours = refusal(game, device.seats, action)
      if (notYours !== null) return this.refuse(client, 'NOT_YOUR_SEAT', notYours)
      const result = tryAction(game, action)
      if (!result.ok) {
        const { code, message: words, detail } = result.error
        // The engine names hidden cards as "a card" (words.ts); should its words ever name a
        // card this device may not see, only the code goes back (810.5, 708.5).
        const viewer: Viewer = device.team ? { team: device.team } : 'spectator'
        const said = `${words} ${JSON.stringify(detail ?? '')}`
        const unseen = cardsNamed(game, action).filter((id) => !seenBy(game, viewer, id))
        if (unseen.some((id) => namesOf(game, id).some((name) => said.includes(name)))) {
          return this.refuse(client, code, `The rules refuse this action (${code}).`)
        }
        return this.refuse(client, code, words, detail)
      }
      const last: MoveNote = { seq: result.state.seq, type: action.type, by: device.seats }
      // The app's own undo depth (src/store/history.ts); the log in the state keeps every line.
      this.record.past = [...this.record.past, game].slice(-HISTORY_LIMIT)
      this.record.future = []
      this.record.game = result.state
      this.record.moves.push(last)
      this.save()
      for (const other of this.clients) {
        const seen = this.devices.get(other.sessionId)
        if (seen) this.sendView(other, seen, last)
      }
    }

    private sendView(client: Client, device: Device, last: MoveNote | null): void {
      const viewer: Viewer = device.team ? { team: device.team } : 'spectator'
      client.send(TO_DEVICE.view, { game: viewFor(this.record.game, viewer), last })
    }

    private refuse(client: Client, code: string, message: string, detail?: unknown): void {
      client.send(TO_DEVICE.refused, detail ? { code, message, detail } : { code, message })
    }

    private save(): void {
      this.revision += 1
      writeRoom(config.dataDir, this.record, this.revision)
    }
  }
}

/** A card's printed names: its own and each face's. */
function namesOf(game: GameState, id: string): string[] {
  const data = game.cards[id]?.data
  if (!data) return []
  return [data.name, ...(data.card_faces ?? []).map((face) => face.name)].filter(Boolean)
}
