/**
 * One Commander Duo game as a Colyseus room (issue 24). The room holds the only full state and
 * its history; the pure engine decides every rule (tryAction). A device joins through the
 * room's door (roomDoor.ts: seat tokens, the password, the bounds of issue 35) and sends actions
 * of the engine's own union; the room checks the message's shape (valibot), asks the engine as whom
 * the device's seats act (actingSeat: the authority table) and runs the engine (roomAction.ts),
 * journals the change, and sends every device the game as its team may see it (roomViews.ts) — so
 * no device ever receives another team's hidden cards. Undos, redos and exports leave a note every
 * device is shown and the room keeps (roomNotes.ts). A refused message changes nothing; a handler
 * that fails is logged and the room goes on (onUncaughtException).
 */
import {
  CloseCode,
  matchMaker,
  OnMessageException,
  Room,
  ServerError,
  type AuthContext,
  type Client,
  type RoomException,
} from '@colyseus/core'
import * as v from 'valibot'
import { logSince, type Action, type GameState, type PlayerId, type TeamId } from '../src/engine'
import { OUT_OF_DATE_STATUS, PROTOCOL_VERSION } from '../src/shared/protocol/version'
import { JoinOptions, problemOf, TO_DEVICE } from '../src/shared/protocol/messages'
import type { Limits } from './limits'
import { newRoomRecord } from './newRoom'
import { Budgets } from './rateLimit'
import { decideAction, decideLibrarySearch, moveNoteOf } from './roomAction'
import { RoomBots } from './roomBots'
import { admitJoin } from './roomDoor'
import { roomSaved, writeRoom, type MoveNote, type RoomRecord } from './roomFile'
import {
  appendJournal,
  clearJournal,
  forgetRoom,
  loadRoom,
  SNAPSHOT_EVERY,
  type JournalEntry,
  type JournalLine,
} from './roomJournal'
import { recordMove } from './roomHistory'
import { moveKeys, rememberMove, type Refusal } from './madeMoves'
import { keepNote, type RoomNote } from './roomNotes'
import { decideExport } from './roomExport'
import { RoomUndo } from './roomUndo'
import type { RoomSummary } from './roomsApi'
import { RoomViews, type Device, type ViewAudience } from './roomViews'
import { seatSummaries, teamOfSeats } from './seats'
import type { Tries } from './tries'

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
  /** Messages per seat, connections, spectators, an unjoined room's life (limits.ts). */
  limits: Limits
  /** Wrong passwords per room and address, kept by this process (roomDoor.ts). */
  passwordTries: Tries
  /** Milliseconds between the moves of the seats DuoTable plays (roomBots.ts). */
  botPaceMs: number
}

/** Past this many times the limit in one second, Colyseus itself closes the flooding connection. */
const HARD_LIMIT_FACTOR = 10

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
    private readonly undo = new RoomUndo({
      record: () => this.record,
      clients: () => this.clients,
      deviceOf: (c) => this.devices.get(c.sessionId),
      journal: (entry) => this.journal(entry),
      sendNote: (note) => this.views.sendNote(this.audience(), note),
      sendViews: (last) => this.sendViews(last),
      broadcast: (type, message) => this.broadcast(type, message),
      refuse: (client, code, params) => this.refuse(client, code, { params }),
    })
    private readonly budgets = new Budgets(config.limits.messages)
    private lastActivity = Date.now()
    /** Set when the room went for good (never joined): nothing is written for it any more. */
    private gone = false
    private views = new RoomViews(() => this.record)
    /** The seats the host gave DuoTable, played here (issue 39). */
    private readonly bots = new RoomBots(
      {
        game: () => this.record.game,
        mayMove: () => this.record.future.length === 0 && !this.gone,
        play: (action, actor) => this.playBot(action, actor),
        later: (ms, run) => this.clock.setTimeout(run, ms),
      },
      config.botPaceMs,
    )

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
      this.maxMessagesPerSecond = config.limits.messages.burst * HARD_LIMIT_FACTOR
      const on = (type: string, handle: (client: Client, message: unknown) => void): void => {
        this.onMessage(type, (client, message: unknown) => {
          if (this.limited(client)) return
          handle(client, message)
        })
      }
      on('action', (client, message) => this.onAction(client, message))
      on('undo', (client, message) => this.undo.request(client, 'undo', message))
      on('redo', (client, message) => this.undo.request(client, 'redo', message))
      on('undoAnswer', (client, message) => this.undo.answer(client, message))
      on('export', (client, message) => this.onExport(client, message))
      on('librarySearch', (client, message) => this.onLibrarySearch(client, message))
      on('resync', (client) => {
        const device = this.devices.get(client.sessionId)
        if (device) this.views.sendOne(client, device, null)
      })
      this.onMessage('*', (client, type) => {
        if (this.limited(client)) return
        this.refuse(client, 'UNKNOWN_MESSAGE', { params: { type: String(type).slice(0, 40) } })
      })
      live.add(this)
      const { unjoinedSeconds } = config.limits
      const every = Math.min(30, unjoinedSeconds / 4, (config.idleSeconds ?? Infinity) / 4)
      this.clock.setInterval(() => this.leaveIfIdle(), every * 1000)
      // A bot team may owe the first decision (a mulligan, the first turn), or a resumed room's.
      this.bots.wake()
    }

    /** Logged, and the device told; a handler's own refusals are ServerErrors, not logged. */
    override onUncaughtException(error: RoomException, method: string): void {
      if (error.cause instanceof ServerError) return
      const cause = error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : ''
      config.log(
        `Room ${this.roomId}: ${method} failed, the room goes on: ${cause || error.message}`,
      )
      if (error instanceof OnMessageException) {
        this.refuse(error.client, 'SERVER_ERROR')
      }
    }

    override onDispose(): void {
      live.delete(this)
      this.bots.stop()
    }

    /**
     * True (and the device told so) when the device's seat has sent more than its share: every
     * connection of one seat token draws on one budget; a spectator without one, on its own.
     */
    private limited(client: Client): boolean {
      this.lastActivity = Date.now()
      const token = this.devices.get(client.sessionId)?.token
      if (this.budgets.take(token ?? `session ${client.sessionId}`)) return false
      const { perSecond, burst } = config.limits.messages
      this.refuse(client, 'TOO_MANY_MESSAGES', { params: { perSecond, burst } })
      return true
    }

    /**
     * No device in the room for a while. A room where no seat was ever taken goes for good after
     * `unjoinedSeconds` (a page could make rooms nobody joins, kept for ever: issue 35), its
     * files with it; any other room after `idleSeconds` is saved and leaves memory, and a rejoin
     * loads it.
     */
    private leaveIfIdle(): void {
      if (this.clients.length > 0) return
      const quiet = Date.now() - this.lastActivity
      const { unjoinedSeconds } = config.limits
      if (this.record.holds.length === 0 && quiet >= unjoinedSeconds * 1000) {
        console.log(`Room ${this.roomId}: nobody joined in ${unjoinedSeconds} s; it is gone.`)
        this.gone = true
        forgetRoom(config.dataDir, this.roomId)
        void this.disconnect()
        return
      }
      const limit = config.idleSeconds
      if (limit === null || quiet < limit * 1000) return
      this.snapshot()
      console.log(`Room ${this.roomId} idle for ${limit} s: saved and unloaded.`)
      void this.disconnect()
    }

    /** The device's address (clientAddress.ts), for the password's tries; nothing else to check. */
    override onAuth(_client: Client, _options: unknown, context: AuthContext): { address: string } {
      return { address: context.ip ?? 'unknown' }
    }

    override async onJoin(client: Client, options: unknown, auth?: unknown): Promise<void> {
      this.lastActivity = Date.now()
      if (this.gone) throw new ServerError(410, 'This room is gone: nobody joined it in time.')
      const protocol = (options as { protocol?: unknown } | null)?.protocol
      if (protocol !== PROTOCOL_VERSION) {
        // An app of another build (a cached one): it reloads rather than misreads (issue 38).
        const theirs = typeof protocol === 'number' ? protocol : 1
        throw new ServerError(
          OUT_OF_DATE_STATUS,
          `OUT_OF_DATE: this server speaks protocol ${PROTOCOL_VERSION}, the app ${theirs}. Reload the app.`,
        )
      }
      const problem = problemOf(JoinOptions, options ?? {})
      if (problem !== null) throw new ServerError(400, `Bad join options: ${problem}`)
      const { seats, token, password } = v.parse(JoinOptions, options ?? {})
      const address = (auth as { address?: string } | undefined)?.address ?? 'unknown'
      const others = this.clients.filter((c) => c !== client)
      const deviceOf = (c: Client) => this.devices.get(c.sessionId)
      const { hold, changed } = await admitJoin(
        {
          record: this.record,
          liveTokens: others.map((c) => deviceOf(c)?.token ?? null),
          liveSpectators: () =>
            this.clients.filter((c) => c !== client && deviceOf(c)?.seats.length === 0).length,
        },
        { token, seats, password, address },
        { limits: config.limits, passwordTries: config.passwordTries },
      )
      if (changed) this.snapshot()
      const device: Device = {
        token: hold?.token ?? null,
        seats: hold?.seats ?? [],
        team: hold ? teamOfSeats(this.record.game, hold.seats) : null,
        patches: (options as { patches?: unknown } | null)?.patches === true,
      }
      this.devices.set(client.sessionId, device)
      client.send(TO_DEVICE.seat, { token: device.token, seats: device.seats, team: device.team })
      this.views.sendOne(client, device, null)
      this.undo.showWaiting(client, device)
    }

    override onDrop(client: Client): void {
      // Colyseus reconnection: the same device comes back into the same session.
      this.allowReconnection(client, config.reconnectSeconds).catch(() => undefined)
    }

    override onReconnect(client: Client): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      this.views.sendOne(client, device, null)
      this.undo.showWaiting(client, device)
    }

    override onLeave(client: Client, code?: number): void {
      const device = this.devices.get(client.sessionId)
      this.devices.delete(client.sessionId)
      this.budgets.forget(`session ${client.sessionId}`)
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

    /** The room's undos, redos and exports (roomNotes.ts). */
    get notes(): readonly RoomNote[] {
      return this.record.notes
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
      // View revisions go on from the room's own, so a view before the restart is never current.
      this.views = new RoomViews(() => this.record, read.revision)
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

    /**
     * A move (src/shared/protocol/toRoom.ts): made once, whatever number of times it is sent (a
     * device resends what was unanswered after a rejoin), or refused; either way answered by its id
     * — `done` after the views, so the device already shows the table the move made.
     */
    private onAction(client: Client, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const { id, rev } = moveKeys(message)
      if (id !== undefined && this.record.madeMoves?.includes(id)) {
        return client.send(TO_DEVICE.done, { id, log: [] })
      }
      if (rev !== undefined && rev !== this.views.revision) {
        return this.refuse(client, 'STALE_VIEW', { id })
      }
      const decided = decideAction(this.record.game, device, message)
      if (!decided.ok) {
        const { code, params, detail } = decided
        return this.refuse(client, code, { id, params, detail })
      }
      const { action, actor, state, touches } = decided
      const before = this.record.game.seq
      this.commit(action, device.seats, actor, state, touches, id)
      if (id !== undefined) {
        const view = this.views.viewOf(device.team ?? 'spectator')
        client.send(TO_DEVICE.done, { id, log: view ? logSince(view, before) : [] })
      }
    }

    /** A bot seat's action, checked as a device's by the authority table and the rules. */
    private playBot(action: Action, actor: PlayerId): boolean {
      const decided = decideAction(this.record.game, botSender(this.record.game, actor), {
        action,
      })
      if (!decided.ok) {
        config.log(`Room ${this.roomId}: DuoTable's ${actor} was refused (${decided.code}).`)
        return false
      }
      this.commit(decided.action, [actor], decided.actor, decided.state, decided.touches)
      return true
    }

    /**
     * An accepted move: the room's history (and the device's move id, made once), the journal,
     * every device's view.
     */
    private commit(
      action: Action,
      by: readonly PlayerId[],
      actor: PlayerId,
      state: GameState,
      touches: TeamId[] | null,
      id?: string,
    ): void {
      const last = moveNoteOf(state, action, by, actor, touches)
      recordMove(this.record, state, last)
      if (id !== undefined) rememberMove(this.record, id)
      this.journal({ action, by: [...by], actor, ...(id !== undefined && { id }) })
      this.sendViews(last)
      // The step an undo was asked for is no longer the last one (PROTOCOL-24 item 4).
      this.undo.moved()
    }

    /** The full game, to a seated device once it is over, shown to every device (roomExport.ts). */
    private onExport(client: Client, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const decided = decideExport(this.record, device, message)
      if (!decided.ok) return this.refuse(client, decided.code)
      if (decided.note) this.keep(decided.note)
      client.send(TO_DEVICE.exported, { file: decided.file })
    }

    /** A seat's own library, to its device only (roomAction.ts). */
    private onLibrarySearch(client: Client, message: unknown): void {
      const device = this.devices.get(client.sessionId)
      if (!device) return
      const decided = decideLibrarySearch(this.record.game, device, message)
      if (!decided.ok) return this.refuse(client, decided.code)
      client.send(decided.type, decided.answer)
      config.log(`Room ${this.roomId}: ${decided.logLine}`)
    }

    /** A note with no change of the game: kept, journaled, shown to every device. */
    private keep(note: RoomNote): void {
      keepNote(this.record, note)
      this.journal({ note })
      this.views.sendNote(this.audience(), note)
    }

    /** Every device gets the game as its side may see it (roomViews.ts). */
    private sendViews(last: MoveNote | null): void {
      this.views.sendAll(this.audience(), last)
      this.bots.wake()
    }

    private audience(): ViewAudience {
      return {
        clients: this.clients,
        deviceOf: (c: Client) => this.devices.get(c.sessionId),
        broadcast: (type, message, options) => this.broadcast(type, message, options),
      }
    }

    /** Nothing changed: a code the device words in its language, never English (issue 38). */
    private refuse(client: Client, code: string, more: Refusal = {}): void {
      const { id, params, detail } = more
      client.send(TO_DEVICE.refused, {
        ...(id !== undefined && { id }),
        code,
        ...(params && { params }),
        ...(detail && { detail }),
      })
    }

    /** The whole room to its file; the journal starts again. */
    private snapshot(): void {
      if (this.gone) return
      this.revision += 1
      writeRoom(config.dataDir, this.record, this.revision)
      clearJournal(config.dataDir, this.record.roomId)
      this.sinceSnapshot = 0
    }

    /** One change to the journal, before any device sees it (roomJournal.ts). */
    private journal(entry: JournalLine): void {
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

/** A bot seat as the room's checks see a device: that one seat, of its team. */
function botSender(game: GameState, seat: PlayerId) {
  return { seats: [seat], team: game.players[seat]?.team ?? null }
}
