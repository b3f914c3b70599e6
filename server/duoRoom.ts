/**
 * One Commander Duo game as a Colyseus room (issue 24). The room holds the only full state and
 * its history; the pure engine decides every rule (tryAction). A device sends an action of the
 * engine's own union; the room checks the message's shape (valibot), that the device holds the
 * seat the action acts for (authority.ts), runs the engine, journals the change, and sends every
 * device the game as its team may see it (viewFor) — made once per team and sent to that team's
 * devices only, so no device ever receives another team's hidden cards. A refused message
 * changes nothing.
 */
import { CloseCode, matchMaker, Room, ServerError, type Client } from '@colyseus/core'
import * as v from 'valibot'
import {
  actionFromView,
  outcome,
  seenBy,
  tryAction,
  viewFor,
  type Action,
  type GameState,
  type PlayerId,
  type TeamId,
  type Viewer,
} from '../src/engine'
import { diffView } from '../src/remote/viewPatch'
import { gameFileText } from '../src/store/gameFileText'
import { parseAction } from './actionSchema'
import { cardsNamed, refusal } from './authority'
import { namesOf } from './hiddenNames'
import {
  ActionMessage,
  EmptyMessage,
  JoinOptions,
  LibrarySearchMessage,
  problemOf,
  TO_DEVICE,
  UndoAnswerMessage,
} from './messages'
import { libraryForSearch, libraryTop } from './librarySearch'
import { newRoomRecord } from './newRoom'
import { passwordMatches } from './password'
import { bucket, type Bucket, type RateLimit } from './rateLimit'
import { roomSaved, writeRoom, type MoveNote, type RoomRecord } from './roomFile'
import {
  appendJournal,
  clearJournal,
  loadRoom,
  SNAPSHOT_EVERY,
  type JournalEntry,
} from './roomJournal'
import { recordMove, takeStep, type UndoKind } from './roomHistory'
import type { RoomSummary } from './roomsApi'
import { claimSeats, holdOf, seatSummaries, teamOfSeats, type SeatHold } from './seats'
import { UndoAsks, type PendingAsk } from './undoAsk'

export interface DuoRoomConfig {
  /** Where each room's file lives. */
  dataDir: string
  /** How long a dropped device's connection waits for it (its seats wait for ever). */
  reconnectSeconds: number
  /** Room ids saved on disk that the server may bring back (roomLoader.ts fills it). */
  resumable: Set<string>
  /** Where the room says what happened that is no move (a library searched); never a card name. */
  log: (line: string) => void
  /** A room no device has been in for this long is saved and unloaded; null: never. */
  idleSeconds: number | null
  /** Messages one device may send; more are refused with TOO_MANY_MESSAGES. */
  rateLimit: RateLimit
}

const viewerOf = (side: Side): Viewer => (side === 'spectator' ? side : { team: side })

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** Past this many times the limit in one second, Colyseus itself closes the flooding connection. */
const HARD_LIMIT_FACTOR = 10

/** What one connected device holds. */
interface Device {
  token: string | null
  seats: PlayerId[]
  team: TeamId | null
  /** Joined with `patches: true`: gets `viewPatch` after its first `view` (viewPatch.ts). */
  patches: boolean
}

/** Whose view: a team's, or the spectator's (spectators, the table screen). */
type Side = TeamId | 'spectator'

/** The room options a resumed room is created with (never honoured for an unknown id). */
export interface ResumeOptions {
  resume: string
}

export type DuoRoomType = ReturnType<typeof duoRoomType>

/** The room class for one server: its data directory and resumable rooms close over it. */
export function duoRoomType(config: DuoRoomConfig) {
  /** The rooms live in this process (relisted when Redis comes back). */
  const live = new Set<DuoRoom>()

  class DuoRoom extends Room {
    private record!: RoomRecord
    private revision = 0
    /** Journal lines since the room file was last written whole. */
    private sinceSnapshot = 0
    private readonly devices = new Map<string, Device>()
    private readonly undoAsks = new UndoAsks()
    private readonly buckets = new Map<string, Bucket>()
    private lastActivity = Date.now()
    /** The view last sent to each side, and its number (patches are made from it). */
    private readonly sent = new Map<Side, { rev: number; game: GameState }>()
    private viewRev = 0

    /** Writes every live room's listing to the driver again (after Redis lost it). */
    static async relistAll(): Promise<void> {
      for (const room of live) await room.relist()
    }

    /** This room's listing in the driver, written again (roomLoader.ts asks when it is gone). */
    async relist(): Promise<void> {
      await this.setMetadata(this.metadata ?? {})
    }

    override async onCreate(options: unknown): Promise<void> {
      // A game waits for its players however long they are away (issue 24: nothing lost).
      this.autoDispose = false
      const resumed = this.resumedRecord(options)
      this.record = resumed ?? (await this.newRecord(options))
      this.roomId = this.record.roomId
      // A new room's file is written at once; a resumed room's only if its journal had lines
      // to replay (roomLoader.ts lets one process load a room at a time).
      if (!resumed || this.sinceSnapshot > 0) this.snapshot()
      this.maxMessagesPerSecond = config.rateLimit.burst * HARD_LIMIT_FACTOR
      const on = (type: string, handle: (client: Client, message: unknown) => void): void => {
        this.onMessage(type, (client, message: unknown) => {
          if (this.limited(client)) return
          handle(client, message)
        })
      }
      on('action', (client, message) => this.onAction(client, message))
      on('undo', (client, message) => this.onUndo(client, 'undo', message))
      on('redo', (client, message) => this.onUndo(client, 'redo', message))
      on('undoAnswer', (client, message) => this.onAnswer(client, message))
      on('export', (client, message) => this.onExport(client, message))
      on('librarySearch', (client, message) => this.onLibrarySearch(client, message))
      on('resync', (client) => {
        const device = this.devices.get(client.sessionId)
        if (device) this.sendView(client, device, null)
      })
      this.onMessage('*', (client, type) => {
        if (this.limited(client)) return
        this.refuse(client, 'UNKNOWN_MESSAGE', `The room has no message "${String(type)}".`)
      })
      live.add(this)
      if (config.idleSeconds !== null) {
        const every = Math.min(30, config.idleSeconds / 4) * 1000
        this.clock.setInterval(() => this.unloadIfIdle(), every)
      }
    }

    override onDispose(): void {
      live.delete(this)
    }

    /** True (and the device told so) when the device has sent more than its share. */
    private limited(client: Client): boolean {
      this.lastActivity = Date.now()
      let own = this.buckets.get(client.sessionId)
      if (!own) this.buckets.set(client.sessionId, (own = bucket(config.rateLimit)))
      if (own.take()) return false
      const { perSecond, burst } = config.rateLimit
      this.refuse(
        client,
        'TOO_MANY_MESSAGES',
        `Too many messages: at most ${perSecond} a second (bursts of ${burst}). This one was not read.`,
      )
      return true
    }

    /** No device for `idleSeconds`: the room is saved and leaves memory; a rejoin loads it. */
    private unloadIfIdle(): void {
      const limit = config.idleSeconds
      if (limit === null || this.clients.length > 0) return
      if (Date.now() - this.lastActivity < limit * 1000) return
      this.snapshot()
      console.log(`Room ${this.roomId} idle for ${limit} s: saved and unloaded.`)
      void this.disconnect()
    }

    override async onJoin(client: Client, options: unknown): Promise<void> {
      this.lastActivity = Date.now()
      const problem = problemOf(JoinOptions, options ?? {})
      if (problem !== null) throw new ServerError(400, `Bad join options: ${problem}`)
      const { seats, token, password } = v.parse(JoinOptions, options ?? {})
      const hold = await this.holdFor(token, seats, password)
      const device: Device = {
        token: hold?.token ?? null,
        seats: hold?.seats ?? [],
        team: hold ? teamOfSeats(this.record.game, hold.seats) : null,
        patches: (options as { patches?: unknown } | null)?.patches === true,
      }
      this.devices.set(client.sessionId, device)
      client.send(TO_DEVICE.seat, { token: device.token, seats: device.seats, team: device.team })
      this.sendView(client, device, null)
      this.sendWaitingAsk(client, device)
    }

    override onDrop(client: Client): void {
      // Colyseus reconnection: the same device comes back into the same session.
      this.allowReconnection(client, config.reconnectSeconds).catch(() => undefined)
    }

    override onReconnect(client: Client): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      this.sendView(client, device, null)
      this.sendWaitingAsk(client, device)
    }

    override onLeave(client: Client, code?: number): void {
      const device = this.devices.get(client.sessionId)
      this.devices.delete(client.sessionId)
      this.buckets.delete(client.sessionId)
      this.lastActivity = Date.now()
      // A device that drops and never comes back keeps its seats: a rejoin with the token gets
      // them back. One that leaves on purpose ("Leave room") gives them up, and its token with
      // them, unless another connection still plays with that token (a reloaded tab).
      if (code !== CloseCode.CONSENTED || !device?.token) return
      const token = device.token
      if ([...this.devices.values()].some((d) => d.token === token)) return
      const before = this.record.holds.length
      this.record.holds = this.record.holds.filter((h) => h.token !== token)
      if (this.record.holds.length !== before) this.snapshot()
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

    /** The saved room these options resume, if the server lets them (roomLoader.ts). */
    private resumedRecord(options: unknown): RoomRecord | null {
      const resume = (options as Partial<ResumeOptions> | undefined)?.resume
      if (typeof resume !== 'string' || !config.resumable.delete(resume)) return null
      const read = loadRoom(config.dataDir, resume)
      if (!read.ok) {
        throw new ServerError(500, `Room ${resume} cannot be resumed: ${read.problem}`)
      }
      this.sinceSnapshot = read.replayed
      this.revision = read.revision
      return read.room
    }

    private async newRecord(options: unknown): Promise<RoomRecord> {
      // The room's id is its code (PROTOCOL-24 item 1): free among live and saved rooms.
      return newRoomRecord(
        options,
        (code) =>
          roomSaved(config.dataDir, code) ||
          config.resumable.has(code) ||
          matchMaker.getLocalRoomById(code) !== undefined,
      )
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
      this.snapshot()
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
      recordMove(this.record, result.state, last)
      this.journal({ action, by: device.seats })
      this.sendViews(last)
      // The step an undo was asked for is no longer the last one (PROTOCOL-24 item 4).
      const cancelled = this.undoAsks.cancel()
      if (cancelled) this.endAsk(cancelled, false)
    }

    private onUndo(client: Client, kind: UndoKind, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const problem = problemOf(EmptyMessage, message)
      if (problem !== null) return this.refuse(client, 'BAD_MESSAGE', problem)
      const request = this.undoAsks.request(this.record, device, kind)
      if (request.do === 'refuse') return this.refuse(client, request.code, request.message)
      if (request.do === 'step') return this.takeStep(kind, device.seats)
      for (const other of this.clients) {
        const seen = this.devices.get(other.sessionId)
        if (seen) this.sendWaitingAsk(other, seen)
      }
    }

    private onAnswer(client: Client, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const problem = problemOf(UndoAnswerMessage, message)
      if (problem !== null) return this.refuse(client, 'BAD_MESSAGE', problem)
      const { askId, agree } = v.parse(UndoAnswerMessage, message)
      const answer = this.undoAsks.answer(device, askId, agree)
      if (answer.do === 'refuse') return this.refuse(client, answer.code, answer.message)
      const { ask } = answer
      if (answer.do === 'step') this.takeStep(ask.kind, ask.by)
      else this.tellAskerNo(ask)
      this.endAsk(ask, answer.do === 'step')
    }

    /** The asking seats' devices hear that the other team said no. */
    private tellAskerNo(ask: PendingAsk): void {
      const words = `Team ${ask.team} said no to the ${ask.kind}.`
      for (const other of this.clients) {
        const seats = this.devices.get(other.sessionId)?.seats ?? []
        if (seats.some((p) => ask.by.includes(p))) this.refuse(other, 'UNDO_DECLINED', words)
      }
    }

    /**
     * The full game as the app's save file, hidden cards and all: only once it is over, when
     * nothing is secret any more (issue 24: the host exports the full game when it ends).
     */
    private onExport(client: Client, message: unknown): void {
      const problem = problemOf(EmptyMessage, message)
      if (problem !== null) return this.refuse(client, 'BAD_MESSAGE', problem)
      const { game, past, future } = this.record
      if (!outcome(game).over) {
        return this.refuse(client, 'EXPORT_NOT_OVER', 'The full game can be saved once it is over.')
      }
      client.send(TO_DEVICE.exported, { file: gameFileText(game, past, future) })
    }

    /**
     * A player searching their own library (701.19) sees its cards: sent to this device only,
     * sorted by name so the list says nothing of the library's order, with the cards' own ids
     * (a number tells no place either) for the 'library/search' action that follows. With
     * `top`, the player looks at the top N (401.4; scry, surveil) in order, for the
     * 'library/arrangeTop' that follows. Another seat's library, a spectator, a device of the
     * other team: refused, nothing sent.
     */
    private onLibrarySearch(client: Client, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const problem = problemOf(LibrarySearchMessage, message)
      if (problem !== null) return this.refuse(client, 'BAD_MESSAGE', problem)
      const { player, top } = v.parse(LibrarySearchMessage, message)
      if (!device.seats.includes(player)) {
        return this.refuse(
          client,
          'NOT_YOUR_SEAT',
          `Only seat ${player} may search that player's library.`,
        )
      }
      const { game } = this.record
      if (top !== undefined) {
        const cards = libraryTop(game, player, top)
        client.send(TO_DEVICE.libraryCards, { player, cards, top })
        config.log(
          `Room ${this.roomId}: ${player} looks at the top ${cards.length} of their library.`,
        )
        return
      }
      const cards = libraryForSearch(game, player)
      client.send(TO_DEVICE.libraryCards, { player, cards })
      config.log(`Room ${this.roomId}: ${player} searches their library (${cards.length} cards).`)
    }

    /** An undo or a redo goes ahead: new views for every device. */
    private takeStep(kind: UndoKind, by: PlayerId[]): void {
      if (!takeStep(this.record, kind, { type: kind, by })) return
      this.journal({ step: kind, by })
      this.sendViews(this.record.moves.at(-1) ?? null)
    }

    private endAsk(ask: PendingAsk, agreed: boolean): void {
      this.broadcast(TO_DEVICE.undoDone, { askId: ask.askId, kind: ask.kind, agreed })
    }

    /** The waiting ask, to a device of the team it asks (on asking, joining, reconnecting). */
    private sendWaitingAsk(client: Client, device: Device): void {
      const ask = this.undoAsks.waitingFor(device.team)
      if (ask) client.send(TO_DEVICE.undoAsk, ask)
    }

    /**
     * Each team's devices get their team's view, the others (spectators, the table screen) the
     * spectator's: no device receives another team's hidden cards. Each view is made and encoded
     * once for all the devices that see it (issue 25: encoding it per device was most of an
     * action's cost after the room file), and sent to them only (`except` the rest); a device
     * that asked for patches gets only what changed since the side's last view.
     */
    private sendViews(last: MoveNote | null): void {
      this.viewRev += 1
      const joined = this.clients.filter((c) => this.devices.has(c.sessionId))
      const sideOf = (c: Client): Side => this.devices.get(c.sessionId)?.team ?? 'spectator'
      const wantsPatches = (c: Client): boolean => this.devices.get(c.sessionId)?.patches === true
      for (const side of ['A', 'B', 'spectator'] as const) {
        const members = joined.filter((c) => sideOf(c) === side)
        const before = this.sent.get(side)
        if (members.length === 0) {
          this.sent.delete(side)
          continue
        }
        const game = viewFor(this.record.game, viewerOf(side), before?.game)
        this.sent.set(side, { rev: this.viewRev, game })
        const patched = before ? members.filter(wantsPatches) : []
        const whole = members.filter((c) => !patched.includes(c))
        const { canUndo, canRedo } = this.steps()
        const only = (to: Client[]) => ({ except: this.clients.filter((c) => !to.includes(c)) })
        if (patched.length > 0 && before) {
          const ops = diffView(before.game, game)
          const patch = { base: before.rev, rev: this.viewRev, ops, last, canUndo, canRedo }
          this.broadcast(TO_DEVICE.viewPatch, patch, only(patched))
        }
        if (whole.length > 0) {
          const view = { game, last, canUndo, canRedo, rev: this.viewRev }
          this.broadcast(TO_DEVICE.view, view, only(whole))
        }
      }
    }

    /** The side's current view, whole (a join, a reconnection, a `resync`). */
    private sendView(client: Client, device: Device, last: MoveNote | null): void {
      const side: Side = device.team ?? 'spectator'
      let current = this.sent.get(side)
      if (!current) {
        current = { rev: this.viewRev, game: viewFor(this.record.game, viewerOf(side)) }
        this.sent.set(side, current)
      }
      client.send(TO_DEVICE.view, { game: current.game, last, ...this.steps(), rev: current.rev })
    }

    private steps(): { canUndo: boolean; canRedo: boolean } {
      return { canUndo: this.record.past.length > 0, canRedo: this.record.future.length > 0 }
    }

    private refuse(client: Client, code: string, message: string, detail?: unknown): void {
      client.send(TO_DEVICE.refused, detail ? { code, message, detail } : { code, message })
    }

    /** The whole room to its file; the journal starts again. */
    private snapshot(): void {
      this.revision += 1
      writeRoom(config.dataDir, this.record, this.revision)
      clearJournal(config.dataDir, this.record.roomId)
      this.sinceSnapshot = 0
    }

    /** One change to the journal, before any device sees it (roomJournal.ts). */
    private journal(entry: DistributiveOmit<JournalEntry, 'n'>): void {
      this.revision += 1
      appendJournal(config.dataDir, this.record.roomId, {
        ...entry,
        n: this.revision,
      } as JournalEntry)
      this.sinceSnapshot += 1
      if (this.sinceSnapshot >= SNAPSHOT_EVERY) this.snapshot()
    }
  }
  return DuoRoom
}
