/**
 * A room's undo and redo (issue 24 item 4; issue 35 item 3): a device's `undo`, `redo` and
 * `undoAnswer`, decided by undoAsk.ts, carried out on the room's record (roomHistory.ts), and
 * never unseen: every undo and redo — taken at once, agreed or declined — leaves a note that every
 * device is shown, the journal and the room file keep, and the log shows after a reload
 * (roomNotes.ts).
 */
import type { Client } from '@colyseus/core'
import * as v from 'valibot'
import type { GameState, PlayerId, TeamId } from '../src/engine'
import {
  EmptyMessage,
  problemOf,
  TO_DEVICE,
  UndoAnswerMessage,
} from '../src/shared/protocol/messages'
import type { MoveNote, RoomRecord } from './roomFile'
import { nextStep, takeStep, type UndoKind } from './roomHistory'
import type { JournalLine } from './roomJournal'
import { keepNote, stepNote, type RoomNote } from './roomNotes'
import type { Device } from './roomViews'
import { UndoAsks, type PendingAsk } from './undoAsk'

/** What the undo needs of its room. */
export interface UndoPort {
  record: () => RoomRecord
  clients: () => readonly Client[]
  deviceOf: (client: Client) => Device | undefined
  journal: (entry: JournalLine) => void
  /** Shows every device a note (roomViews.ts: each side its own words). */
  sendNote: (note: RoomNote) => void
  sendViews: (last: MoveNote | null) => void
  broadcast: (type: string, message: unknown) => void
  /** Refuses with a code (the device says it in its language); nothing changed. */
  refuse: (client: Client, code: string, params?: { problem: string }) => void
}

export class RoomUndo {
  private readonly asks = new UndoAsks()

  constructor(private readonly room: UndoPort) {}

  /** A device's `undo` or `redo`: refused, taken at once, or asked of the other team. */
  request(client: Client, kind: UndoKind, message: unknown): void {
    const device = this.room.deviceOf(client)
    if (!device) return
    const problem = problemOf(EmptyMessage, message)
    if (problem !== null) return this.room.refuse(client, 'BAD_MESSAGE', { problem })
    const request = this.asks.request(this.room.record(), device, kind)
    if (request.do === 'refuse') return this.room.refuse(client, request.code)
    if (request.do === 'step') return this.take(kind, device.seats)
    const { ask } = request
    if (playedByBots(this.room.record().game, ask.team)) {
      // A team DuoTable plays whole has nobody to ask: the practice partner agrees (issue 39).
      this.asks.answer({ seats: [], team: ask.team }, ask.askId, true)
      this.take(kind, ask.by, { team: ask.team, agreed: true })
      return this.end(ask, true)
    }
    for (const other of this.room.clients()) {
      const seen = this.room.deviceOf(other)
      if (seen) this.showWaiting(other, seen)
    }
  }

  /** The asked team's `undoAnswer`. */
  answer(client: Client, message: unknown): void {
    const device = this.room.deviceOf(client)
    if (!device) return
    const problem = problemOf(UndoAnswerMessage, message)
    if (problem !== null) return this.room.refuse(client, 'BAD_MESSAGE', { problem })
    const { askId, agree } = v.parse(UndoAnswerMessage, message)
    const answer = this.asks.answer(device, askId, agree)
    if (answer.do === 'refuse') return this.room.refuse(client, answer.code)
    const { ask } = answer
    const agreed = answer.do === 'step'
    if (agreed) this.take(ask.kind, ask.by, { team: ask.team, agreed })
    else this.declined(ask)
    this.end(ask, agreed)
  }

  /** A move was made: the step a waiting ask was about is no longer the last one. */
  moved(): void {
    const cancelled = this.asks.cancel()
    if (cancelled) this.end(cancelled, false)
  }

  /** The waiting ask, to a device of the team it asks (on asking, joining, reconnecting). */
  showWaiting(client: Client, device: Device): void {
    const ask = this.asks.waitingFor(device.team)
    if (ask) client.send(TO_DEVICE.undoAsk, ask)
  }

  /** An undo or a redo goes ahead: its note, then new views, for every device. */
  private take(kind: UndoKind, by: PlayerId[], asked?: RoomNote['asked']): void {
    const record = this.room.record()
    const step = nextStep(record, kind)
    if (!step) return
    const note = stepNote(record, kind, step, by, asked)
    if (!takeStep(record, kind, { type: kind, by })) return
    keepNote(record, note)
    this.room.journal({ step: kind, by, note })
    this.room.sendNote(note)
    this.room.sendViews(record.moves.at(-1) ?? null)
  }

  /** Every device is shown the ask and its no; the asking seats' devices are told. */
  private declined(ask: PendingAsk): void {
    const record = this.room.record()
    const step = nextStep(record, ask.kind)
    if (step) {
      const note = stepNote(record, ask.kind, step, ask.by, { team: ask.team, agreed: false })
      keepNote(record, note)
      this.room.journal({ note })
      this.room.sendNote(note)
    }
    for (const other of this.room.clients()) {
      const seats = this.room.deviceOf(other)?.seats ?? []
      if (seats.some((p) => ask.by.includes(p))) this.room.refuse(other, 'UNDO_DECLINED')
    }
  }

  private end(ask: PendingAsk, agreed: boolean): void {
    this.room.broadcast(TO_DEVICE.undoDone, { askId: ask.askId, kind: ask.kind, agreed })
  }
}

/** Every seat of the team is DuoTable's. */
function playedByBots(game: GameState, team: TeamId): boolean {
  return game.teams[team].players.every((p) => game.players[p]?.bot === true)
}
